import { Body, Controller, Get, Put } from '@nestjs/common';
import { settingsSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { SettingsService } from './settings.service';

@ApiArea('Configurações')
@Controller('api')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  // docs/product/roles.md: admin and staff view settings; the WhatsApp gateway's secrets only reach management.
  @RequirePermission('settings.view')
  @ApiDoc({ summary: 'Lê as configurações do estabelecimento', response: 'SettingsDto' })
  @Get('settings')
  get(@Auth() auth: AuthContext) {
    return this.settings.get(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Altera as configurações do estabelecimento',
    description: 'Envie a `version` lida; 409 quando outra pessoa salvou antes.',
    body: settingsSchema,
    response: 'SettingsDto',
    errors: [409],
  })
  @Put('settings')
  update(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.settings.update(auth, validate(settingsSchema, body));
  }
}
