import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { staffCreateSchema, staffUpdateSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { StaffService } from './staff.service';

@Controller('api/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @RequirePermission('staff.manage')
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.staff.list(auth);
  }

  /** Everyone logged in: the booking modal and filters need the names. */
  @Authenticated()
  @Scope('catalog:read')
  @Get('list')
  listForEveryone(@Auth() auth: AuthContext) {
    return this.staff.listForEveryone(auth);
  }

  @RequirePermission('staff.manage')
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.staff.create(auth, validate(staffCreateSchema, body));
  }

  @RequirePermission('staff.manage')
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.staff.update(auth, id, validate(staffUpdateSchema, body));
  }

  @RequirePermission('staff.manage')
  @Delete(':id')
  remove(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.staff.remove(auth, id);
  }
}
