import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { appointmentListQuerySchema, appointmentStatusSchema, appointmentWriteSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { AppointmentStatusService } from './appointment-status.service';
import { AppointmentsService } from './appointments.service';
import { UpcomingService } from './upcoming.service';
import { KeepsSessions } from '../../platform/auth/keeps-sessions';

@ApiArea('Agenda')
@Controller('api/appointments')
export class AppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly status: AppointmentStatusService,
    private readonly upcoming: UpcomingService,
  ) {}

  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @ApiDoc({
    summary: 'Lista os agendamentos do mês',
    description: 'Sem `after`, responde uma página numerada (`page`, `limit`); com `after`, uma página por cursor.',
    query: appointmentListQuerySchema,
    response: 'AppointmentListResponse | AppointmentCursorPage',
  })
  @Get()
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.appointments.list(auth, validate(appointmentListQuerySchema, query));
  }

  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @ApiDoc({ summary: 'Lista os agendamentos pendentes de confirmação', response: 'AppointmentDto[]' })
  @Get('pending')
  pending(@Auth() auth: AuthContext) {
    return this.appointments.pending(auth);
  }

  /** Same answer as /api/dashboard/recent-appointments: SPEC names both. */
  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @ApiDoc({ summary: 'Lista os agendamentos de hoje ainda por atender (agendados e confirmados)', response: 'AppointmentDto[]' })
  @Get('recent')
  recent(@Auth() auth: AuthContext) {
    return this.upcoming.today(auth);
  }

  @RequirePermission('appointments.create')
  @Scope('agenda:write')
  @ApiDoc({
    summary: 'Cria um agendamento',
    description: 'Responde 409 quando o horário já está ocupado ou o profissional está bloqueado nele.',
    body: appointmentWriteSchema,
    response: 'AppointmentDto',
    errors: [409],
  })
  @KeepsSessions()
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.appointments.create(auth, validate(appointmentWriteSchema, body), { answered: true });
  }

  @RequirePermission('appointments.edit')
  @Scope('agenda:write')
  @ApiDoc({
    summary: 'Altera um agendamento',
    description: 'Responde 409 quando o horário novo está ocupado ou o agendamento não pode mais ser editado (concluído, cancelado…).',
    body: appointmentWriteSchema,
    response: 'AppointmentDto',
    errors: [409],
  })
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.appointments.update(auth, id, validate(appointmentWriteSchema, body));
  }

  @RequirePermission('appointments.edit')
  @Scope('agenda:write')
  @ApiDoc({
    summary: 'Muda o status de um agendamento',
    description: 'Responde 409 quando a mudança não é permitida a partir do status atual (por exemplo, concluir antes do início).',
    body: appointmentStatusSchema,
    response: 'AppointmentDto',
    errors: [409],
  })
  @Patch(':id/status')
  changeStatus(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.status.change(auth, id, validate(appointmentStatusSchema, body).status);
  }

  /** Cancels (the row stays, its time is freed): admin only (docs/product/roles.md). */
  @RequirePermission('appointments.delete')
  @Scope('agenda:write')
  @ApiDoc({
    summary: 'Cancela um agendamento',
    description: 'O registro fica, com status cancelado, e o horário é liberado.',
    response: 'AppointmentDto',
    errors: [409],
  })
  @Delete(':id')
  cancel(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.status.change(auth, id, 'cancelled');
  }
}
