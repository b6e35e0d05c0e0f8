import { Controller, Get, Header } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { DashboardService } from './dashboard.service';

@Controller('api')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** The owner's first-run checklist (docs/product/screens.md ('First-run checklist')). */
  @RequirePermission('settings.editBusiness')
  @Get('dashboard/setup')
  setup(@Auth() auth: AuthContext) {
    return this.dashboard.setup(auth);
  }

  /** Non-staff only (docs/product/api.md): the cards show the day's income, so it takes the all-transactions permission. */
  @RequirePermission('transactions.viewAll')
  @Get('dashboard/stats')
  stats(@Auth() auth: AuthContext) {
    return this.dashboard.stats(auth);
  }

  @RequirePermission('dashboard.view')
  @Get('dashboard/recent-appointments')
  recent(@Auth() auth: AuthContext) {
    return this.dashboard.recent(auth);
  }

  @RequirePermission('dashboard.view')
  @Get('staff/dashboard-data')
  staffData(@Auth() auth: AuthContext) {
    return this.dashboard.staffData(auth);
  }

  /** The appointment, or JSON null when there is none (sent as text: Nest would send an empty body for null). */
  @RequirePermission('dashboard.view')
  @Get('staff/next-appointment')
  @Header('content-type', 'application/json; charset=utf-8')
  async next(@Auth() auth: AuthContext): Promise<string> {
    return JSON.stringify(await this.dashboard.next(auth));
  }
}
