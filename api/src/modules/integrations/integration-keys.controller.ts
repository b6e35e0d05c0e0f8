import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { INTEGRATION_MSG, integrationKeySchema, type IntegrationScope } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { IntegrationKeysService } from './integration-keys.service';
import { CreateKeyDoc, KeysDoc } from './integrations.openapi';

@KeysDoc()
@Controller('api/integration-keys')
export class IntegrationKeysController {
  constructor(private readonly keys: IntegrationKeysService) {}

  @CreateKeyDoc()
  @RequirePermission('settings.editBusiness')
  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    const { name, scopes } = validate(integrationKeySchema, body);
    return this.keys.create(auth, { name, scopes: scopes as IntegrationScope[] });
  }

  @RequirePermission('settings.editBusiness')
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.keys.list(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Delete(':id')
  revoke(@Auth() auth: AuthContext, @IdParam('id', INTEGRATION_MSG.notFound) id: number) {
    return this.keys.revoke(auth, id);
  }
}
