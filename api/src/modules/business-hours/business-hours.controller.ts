import { Body, Controller, Get, Put } from '@nestjs/common';
import { businessHoursSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { BusinessHoursService } from './business-hours.service';

@ApiArea('Serviços')
@Controller('api/business-hours')
export class BusinessHoursController {
  constructor(private readonly hours: BusinessHoursService) {}

  /** Everyone logged in: the booking modal and the working-hours form need them. */
  @Authenticated()
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lê o horário de funcionamento da semana', response: 'BusinessHoursDto[]' })
  @Get()
  get(@Auth() auth: AuthContext) {
    return this.hours.forForm(auth.establishmentId);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Salva o horário de funcionamento da semana',
    description: 'Envie a `version` lida; 409 quando outra pessoa salvou antes.',
    body: businessHoursSchema,
    response: 'BusinessHoursDto[]',
    errors: [409],
  })
  @Put()
  save(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.hours.save(auth, validate(businessHoursSchema, body));
  }
}
