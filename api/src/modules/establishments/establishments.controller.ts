import { Body, Controller, Get, HttpCode, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { establishmentUpdateSchema, timezoneUpdateSchema } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, Public, RequirePermission } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { EstablishmentsService } from './establishments.service';

@Controller('api')
export class EstablishmentsController {
  constructor(private readonly establishments: EstablishmentsService) {}

  @RequirePermission('settings.view')
  @Get('establishment')
  get(@Auth() auth: AuthContext) {
    return this.establishments.get(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Put('establishment')
  update(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.establishments.update(auth, validate(establishmentUpdateSchema, body));
  }

  @RequirePermission('settings.editBusiness')
  @Patch('establishment/timezone')
  setTimezone(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.establishments.setTimezone(auth, validate(timezoneUpdateSchema, body).timezone);
  }

  /** Multipart field `logo`: PNG, JPEG or WebP by content, at most 2 MB. */
  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @Post('establishment/logo')
  uploadLogo(@Auth() auth: AuthContext, @Req() request: FastifyRequest) {
    return this.establishments.uploadLogo(auth, request);
  }

  /** The logo of the caller's establishment; its URL carries a version, so it may be cached long. */
  @RequirePermission('settings.view')
  @Get('establishment/logo')
  async logo(@Auth() auth: AuthContext, @Res() reply: FastifyReply) {
    const logo = await this.establishments.logo(auth);
    return reply
      .header('content-type', logo.type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(logo.bytes);
  }

  @Authenticated()
  @Get('establishment/permissions')
  permissions(@Auth() auth: AuthContext) {
    return this.establishments.permissions(auth);
  }

  @Public()
  @Get('plans')
  plans() {
    return this.establishments.plans();
  }
}
