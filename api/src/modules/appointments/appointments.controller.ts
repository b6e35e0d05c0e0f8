import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { appointmentListQuerySchema, appointmentStatusSchema, appointmentWriteSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { AppointmentStatusService } from './appointment-status.service';
import { AppointmentsService } from './appointments.service';
import { UpcomingService } from './upcoming.service';

@Controller('api/appointments')
export class AppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly status: AppointmentStatusService,
    private readonly upcoming: UpcomingService,
  ) {}

  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @Get()
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.appointments.list(auth, validate(appointmentListQuerySchema, query));
  }

  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @Get('pending')
  pending(@Auth() auth: AuthContext) {
    return this.appointments.pending(auth);
  }

  /** Same answer as /api/dashboard/recent-appointments: SPEC names both. */
  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @Get('recent')
  recent(@Auth() auth: AuthContext) {
    return this.upcoming.today(auth);
  }

  @RequirePermission('appointments.create')
  @Scope('agenda:write')
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.appointments.create(auth, validate(appointmentWriteSchema, body));
  }

  @RequirePermission('appointments.edit')
  @Scope('agenda:write')
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.appointments.update(auth, id, validate(appointmentWriteSchema, body));
  }

  @RequirePermission('appointments.edit')
  @Scope('agenda:write')
  @Patch(':id/status')
  changeStatus(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.status.change(auth, id, validate(appointmentStatusSchema, body).status);
  }

  /** Cancels (the row stays, its time is freed): admin only (docs/product/roles.md). */
  @RequirePermission('appointments.delete')
  @Scope('agenda:write')
  @Delete(':id')
  cancel(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.status.change(auth, id, 'cancelled');
  }
}
