import { Controller, Get, Query } from '@nestjs/common';
import { agendaDayQuerySchema, agendaWeekQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { AgendaService } from './agenda.service';

/** The front desk grid's reads (docs/product/agenda-grid.md). */
@ApiArea('Agenda')
@Controller('api/agenda')
export class AgendaController {
  constructor(private readonly agenda: AgendaService) {}

  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @ApiDoc({ summary: 'Grade do dia: profissionais, agendamentos, bloqueios e ausências', query: agendaDayQuerySchema, response: 'AgendaDayResponse' })
  @Get('day')
  day(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.agenda.day(auth, validate(agendaDayQuerySchema, query).date);
  }

  @RequirePermission('appointments.view')
  @Scope('agenda:read')
  @ApiDoc({ summary: 'Grade da semana de um profissional', query: agendaWeekQuerySchema, response: 'AgendaWeekResponse' })
  @Get('week')
  week(@Auth() auth: AuthContext, @Query() query: unknown) {
    const q = validate(agendaWeekQuerySchema, query);
    return this.agenda.week(auth, q.start, q.staffId);
  }
}
