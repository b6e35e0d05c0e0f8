import { Body, Controller, Get, HttpCode, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { establishmentUpdateSchema, timezoneUpdateSchema } from '@salao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, Public, RequirePermission } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { EstablishmentsService } from './establishments.service';

@ApiArea('Configurações')
@Controller('api')
export class EstablishmentsController {
  constructor(private readonly establishments: EstablishmentsService) {}

  @RequirePermission('settings.view')
  @ApiDoc({ summary: 'Lê os dados do estabelecimento', response: 'EstablishmentInfo' })
  @Get('establishment')
  get(@Auth() auth: AuthContext) {
    return this.establishments.get(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Altera os dados do estabelecimento',
    description: 'Envie a `version` lida; 409 quando outra pessoa salvou antes ou o endereço (slug) da página pública já é de outro.',
    body: establishmentUpdateSchema,
    response: 'EstablishmentInfo',
    errors: [409],
  })
  @Put('establishment')
  update(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.establishments.update(auth, validate(establishmentUpdateSchema, body));
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Altera o fuso horário do estabelecimento', body: timezoneUpdateSchema, response: 'EstablishmentInfo' })
  @Patch('establishment/timezone')
  setTimezone(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.establishments.setTimezone(auth, validate(timezoneUpdateSchema, body).timezone);
  }

  /** Multipart field `logo`: PNG, JPEG or WebP by content, at most 2 MB. */
  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Envia o logotipo do estabelecimento',
    description: 'Multipart com o campo `logo`: PNG, JPEG ou WebP, até 2 MB.',
    response: 'EstablishmentInfo',
  })
  @Post('establishment/logo')
  uploadLogo(@Auth() auth: AuthContext, @Req() request: FastifyRequest) {
    return this.establishments.uploadLogo(auth, request);
  }

  /** The logo of the caller's establishment; its URL carries a version, so it may be cached long. */
  @RequirePermission('settings.view')
  @ApiDoc({
    summary: 'Baixa o logotipo do estabelecimento',
    description: 'PNG, JPEG ou WebP, conforme o enviado; 404 quando não há logotipo.',
    file: 'image/*',
    response: null,
    errors: [404],
  })
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
  @ApiDoc({ summary: 'Permissões da sessão no estabelecimento', response: 'PermissionsResponse' })
  @Get('establishment/permissions')
  permissions(@Auth() auth: AuthContext) {
    return this.establishments.permissions(auth);
  }

  @Public()
  @ApiDoc({ summary: 'Lista os planos do Salão', response: 'PlanDto[]' })
  @Get('plans')
  plans() {
    return this.establishments.plans();
  }
}
