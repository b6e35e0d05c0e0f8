import { Controller, Get, Header, Query } from '@nestjs/common';
import { UNIT_MSG } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { ResponseSchema } from '../../platform/http/response-schema';
import { fail } from '../../platform/http/errors';
import { DashboardService } from './dashboard.service';

@ApiArea('Relatórios')
@Controller('api')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** The owner's first-run checklist (docs/product/screens.md ('First-run checklist')). */
  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lê a lista de primeiros passos do estabelecimento', response: 'DashboardSetup' })
  @Get('dashboard/setup')
  setup(@Auth() auth: AuthContext) {
    return this.dashboard.setup(auth);
  }

  /** Non-staff only (docs/product/api.md): the cards show the day's income, so it takes the all-transactions permission. */
  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({
    summary: 'Lê os números do painel',
    query: [{ name: 'scope', description: 'network: a soma das unidades da rede, para o dono.', enum: ['network'] }],
    response: 'DashboardStats',
  })
  @ResponseSchema('DashboardStats')
  @Get('dashboard/stats')
  stats(@Auth() auth: AuthContext, @Query('scope') scope?: unknown) {
    // scope=network: the network's units summed, for its owner ('Todas as unidades', docs/product/units.md).
    if (scope === 'network') return this.dashboard.networkStats(auth);
    if (scope !== undefined) throw fail(400, UNIT_MSG.scope);
    return this.dashboard.stats(auth);
  }

  @RequirePermission('dashboard.view')
  @ApiDoc({ summary: 'Lista os agendamentos de hoje ainda não concluídos', response: 'AppointmentDto[]' })
  @Get('dashboard/recent-appointments')
  recent(@Auth() auth: AuthContext) {
    return this.dashboard.recent(auth);
  }

  @RequirePermission('dashboard.view')
  @ApiDoc({ summary: 'Lê o painel do profissional', response: 'StaffDashboardData' })
  @Get('staff/dashboard-data')
  staffData(@Auth() auth: AuthContext) {
    return this.dashboard.staffData(auth);
  }

  /** The appointment, or JSON null when there is none (sent as text: Nest would send an empty body for null). */
  @RequirePermission('dashboard.view')
  @ApiDoc({ summary: 'Lê o próximo agendamento do profissional', description: 'Sem próximo agendamento, responde null.', response: 'NextAppointmentDto' })
  @Get('staff/next-appointment')
  @Header('content-type', 'application/json; charset=utf-8')
  async next(@Auth() auth: AuthContext): Promise<string> {
    return JSON.stringify(await this.dashboard.next(auth));
  }
}
