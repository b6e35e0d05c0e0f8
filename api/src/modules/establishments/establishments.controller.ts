import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import { establishmentUpdateSchema, timezoneUpdateSchema } from '@salao/contracts';
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
