import { Inject, Injectable } from '@nestjs/common';
import {
  UNIT_MSG,
  fromCents,
  ianaZone,
  toCents,
  type AppointmentDto,
  type DashboardSetup,
  type DashboardStats,
  type StaffDashboardData,
  type NextAppointmentDto,
} from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { todayRange } from '../../platform/time/periods';
import { UpcomingService } from '../appointments/upcoming.service';
import { FinancesService } from '../finances/finances.service';
import { ProductsService } from '../products/products.service';
import { DashboardRepository } from './dashboard.repository';
import { SetupRepository } from './setup.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';

@Injectable()
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly finances: FinancesService,
    private readonly upcoming: UpcomingService,
    private readonly products: ProductsService,
    private readonly setupFacts: SetupRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first-run checklist: each step is a fact about the establishment's data, so it ticks itself. */
  async setup(auth: AuthContext): Promise<DashboardSetup> {
    return { ...(await this.setupFacts.setup(auth.establishmentId)), whatsappGateway: this.config.evolution.url !== null };
  }

  /** The management cards: the day's income is the finances module's figure, 'Produtos em Falta' the stock's. */
  async stats(auth: AuthContext): Promise<DashboardStats> {
    const [counts, money, lowStockProducts] = await Promise.all([
      this.repository.counts(auth.establishmentId, todayRange(auth.zone, this.clock.now())),
      this.finances.stats(auth),
      this.products.restockCount(auth),
    ]);
    return { todaysAppointments: counts.todaysAppointments, totalClients: counts.totalClients, lowStockProducts, todayIncome: money.todayIncome };
  }

  /**
   * 'Todas as unidades' (docs/product/units.md): each unit's cards as that unit's own dashboard computes them (its
   * day in its zone), summed; only the network's owner may ask. The session's unit does not change.
   */
  async networkStats(auth: AuthContext): Promise<DashboardStats> {
    const units = auth.via ? null : await this.repository.networkUnits(auth.userId, auth.establishmentId);
    if (!units) throw fail(403, UNIT_MSG.networkOwnerOnly);
    const each = await Promise.all(units.map((u) => this.stats({ ...auth, establishmentId: u.id, timezone: u.timezone, zone: ianaZone(u.timezone) })));
    return each.reduce<DashboardStats>(
      (total, s) => ({
        todaysAppointments: total.todaysAppointments + s.todaysAppointments,
        totalClients: total.totalClients + s.totalClients,
        lowStockProducts: total.lowStockProducts + s.lowStockProducts,
        todayIncome: fromCents(toCents(total.todayIncome) + toCents(s.todayIncome)),
      }),
      { todaysAppointments: 0, totalClients: 0, lowStockProducts: 0, todayIncome: '0.00' },
    );
  }

  /** A collaborator's cards: what is still ahead today and what they completed today. */
  staffData(auth: AuthContext): Promise<StaffDashboardData> {
    if (auth.staffId === null) return Promise.resolve({ todayUpcomingAppointments: 0, todayCompletedAppointments: 0 });
    return this.repository.staffDay(auth.establishmentId, auth.staffId, todayRange(auth.zone, this.clock.now()));
  }

  recent(auth: AuthContext): Promise<AppointmentDto[]> {
    return this.upcoming.today(auth);
  }

  next(auth: AuthContext): Promise<NextAppointmentDto> {
    return this.upcoming.next(auth);
  }
}
