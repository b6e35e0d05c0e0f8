import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { appointmentGroupSchema, appointmentSeriesSchema, groupTimesQuerySchema, seriesCancelSchema, seriesUpdateSchema } from '@salao/contracts';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../../platform/auth/decorators';
import { validate } from '../../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../../platform/http/openapi/api-doc';
import { AppointmentGroupService } from './appointment-group.service';
import { AppointmentSeriesService } from './appointment-series.service';
import { SeriesChangesService } from './series-changes.service';

/** Multi-service visits (docs/product/series.md). */
@ApiArea('Agenda')
@Controller('api/appointment-groups')
export class AppointmentGroupsController {
  constructor(private readonly groups: AppointmentGroupService) {}

  @RequirePermission('appointments.create')
  @Scope('agenda:write')
  @ApiDoc({
    summary: 'Cria uma visita de vários serviços',
    description: 'Tudo ou nada: se um item não cabe, nenhum é criado e a resposta 409 indica o item recusado.',
    body: appointmentGroupSchema,
    response: 'AppointmentGroupResponse',
    errors: [409],
  })
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.groups.create(auth, validate(appointmentGroupSchema, body));
  }

  /** `items=serviceId:staffId,…` in the visit's order. */
  @RequirePermission('appointments.create')
  @Scope('agenda:read')
  @ApiDoc({ summary: 'Horários em que a visita de vários serviços cabe em sequência', query: groupTimesQuerySchema, response: 'GroupTimesResponse' })
  @Get('available-times')
  availableTimes(@Auth() auth: AuthContext, @Query() query: unknown) {
    const q = validate(groupTimesQuerySchema, query);
    const items = q.items.split(',').map((pair) => {
      const [serviceId, staffId] = pair.split(':').map(Number) as [number, number];
      return { serviceId, staffId };
    });
    return this.groups.availableTimes(auth, q.date, items);
  }
}

/** Recurring bookings (docs/product/series.md). */
@ApiArea('Agenda')
@Controller('api/appointment-series')
export class AppointmentSeriesController {
  constructor(
    private readonly series: AppointmentSeriesService,
    private readonly changes: SeriesChangesService,
  ) {}

  @RequirePermission('appointments.create')
  @Scope('agenda:write')
  @ApiDoc({
    summary: 'Cria uma série de agendamentos recorrentes',
    description: 'Com conflitos e sem `skipConflicts`, nada é criado: 409 lista cada conflito e suas alternativas.',
    body: appointmentSeriesSchema,
    response: 'AppointmentSeriesResponse',
    errors: [409],
  })
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.series.create(auth, validate(appointmentSeriesSchema, body));
  }

  @RequirePermission('appointments.edit')
  @Scope('agenda:write')
  @ApiDoc({ summary: 'Altera esta ocorrência e as seguintes da série', body: seriesUpdateSchema, response: 'SeriesUpdateResponse' })
  @Patch(':seriesId')
  update(@Auth() auth: AuthContext, @Param('seriesId') seriesId: string, @Body() body: unknown) {
    return this.changes.updateFuture(auth, seriesId, validate(seriesUpdateSchema, body));
  }

  /** Cancels this occurrence and the following ones: admin only, as a single cancel (docs/product/roles.md). */
  @RequirePermission('appointments.delete')
  @Scope('agenda:write')
  @ApiDoc({ summary: 'Cancela esta ocorrência e as seguintes da série', body: seriesCancelSchema, response: 'SeriesCancelResponse' })
  @Post(':seriesId/cancel')
  @HttpCode(200)
  cancel(@Auth() auth: AuthContext, @Param('seriesId') seriesId: string, @Body() body: unknown) {
    return this.changes.cancelFuture(auth, seriesId, validate(seriesCancelSchema, body).fromAppointmentId);
  }
}
