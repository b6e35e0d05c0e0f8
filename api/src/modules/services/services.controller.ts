import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { serviceWriteSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { IdParam } from '../../platform/http/id-param';
import { ServicesService } from './services.service';

@Controller('api/services')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @RequirePermission('services.manage')
  @Scope('catalog:read')
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.services.list(auth);
  }

  /** Everyone logged in: staff book appointments too. */
  @Authenticated()
  @Scope('catalog:read')
  @Get('list')
  listForBooking(@Auth() auth: AuthContext) {
    return this.services.list(auth);
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.services.create(auth, validate(serviceWriteSchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.services.update(auth, id, validate(serviceWriteSchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @Delete(':id')
  remove(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.services.remove(auth, id);
  }
}
