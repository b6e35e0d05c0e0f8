import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import { networkUpdateSchema } from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, Public } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { NetworkPageService } from './network-page.service';

/** The network's public page and the owner's name and slug for it (docs/product/units.md, 'Public page'). */
@ApiArea('Configurações')
@Controller('api')
export class NetworkPageController {
  constructor(private readonly networks: NetworkPageService) {}

  @Public()
  @ApiDoc({ summary: 'Página pública da rede: suas unidades com agendamento online', response: 'PublicNetworkDto', errors: [429] })
  @Get('public/networks/:slug')
  page(@Param('slug') slug: string, @Req() request: FastifyRequest) {
    return this.networks.page(slug, request.ip);
  }

  @Authenticated()
  @ApiDoc({ summary: 'Lê o nome e o endereço (slug) da página da rede', response: 'NetworkDto', errors: [404] })
  @Get('network')
  get(@Auth() auth: AuthContext) {
    return this.networks.get(auth);
  }

  @Authenticated()
  @ApiDoc({
    summary: 'Altera o nome e o endereço (slug) da página da rede',
    description: 'Só o dono da rede (403). Envie a `version` lida; 409 quando outra pessoa salvou antes ou o slug já está em uso.',
    body: networkUpdateSchema,
    response: 'NetworkDto',
    errors: [403, 409],
  })
  @Put('network')
  update(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.networks.update(auth, validate(networkUpdateSchema, body));
  }
}
