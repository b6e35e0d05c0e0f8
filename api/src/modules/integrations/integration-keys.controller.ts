import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { INTEGRATION_MSG, integrationKeySchema, type IntegrationScope } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { IntegrationKeysService } from './integration-keys.service';

@ApiArea('Integrações')
@Controller('api/integration-keys')
export class IntegrationKeysController {
  constructor(private readonly keys: IntegrationKeysService) {}

  @ApiDoc({
    summary: 'Cria uma chave (mostrada só nesta resposta; guardada como hash)',
    description: 'scopes (plano Expert) são as rotas /api que a chave pode chamar; com scopes fora do plano Expert, 403.',
    body: integrationKeySchema,
    response: 'IntegrationKeyCreatedDto',
    bodyExample: { name: 'ERP', scopes: ['clients:read', 'agenda:write'] },
    responseExample: {
      id: 1,
      name: 'ERP',
      prefix: 'slo_3f9a1b2c',
      scopes: ['clients:read', 'agenda:write'],
      createdAt: '2026-03-10T12:00:00.000Z',
      key: 'slo_3f9a…',
    },
  })
  @RequirePermission('settings.editBusiness')
  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    const { name, scopes } = validate(integrationKeySchema, body);
    return this.keys.create(auth, { name, scopes: scopes as IntegrationScope[] });
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lista as chaves de integração', response: 'IntegrationKeyDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.keys.list(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Revoga uma chave de integração', response: 'Success' })
  @Delete(':id')
  revoke(@Auth() auth: AuthContext, @IdParam('id', INTEGRATION_MSG.notFound) id: number) {
    return this.keys.revoke(auth, id);
  }
}
