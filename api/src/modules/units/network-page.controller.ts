import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import { networkUpdateSchema } from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, Public } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { NetworkPageService } from './network-page.service';

/** The network's public page and the owner's name and slug for it (docs/product/units.md, 'Public page'). */
@Controller('api')
export class NetworkPageController {
  constructor(private readonly networks: NetworkPageService) {}

  @Public()
  @Get('public/networks/:slug')
  page(@Param('slug') slug: string, @Req() request: FastifyRequest) {
    return this.networks.page(slug, request.ip);
  }

  @Authenticated()
  @Get('network')
  get(@Auth() auth: AuthContext) {
    return this.networks.get(auth);
  }

  @Authenticated()
  @Put('network')
  update(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.networks.update(auth, validate(networkUpdateSchema, body));
  }
}
