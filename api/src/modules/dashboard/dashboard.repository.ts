import { Injectable } from '@nestjs/common';
import { ownedUnits, type OwnedUnit } from '../../platform/auth/owned-units';
import type { StaffDashboardData } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { preparedRows } from '../../platform/database/data-source';
import { isoBounds } from '../../platform/time/periods';
import type { Range } from '../../platform/time/ranges';
import { DASHBOARD_COUNTS_SQL } from './dashboard.sql';

/** The dashboard's counts (read-only). Money comes from the finances module, not from here. */
@Injectable()
export class DashboardRepository {
  constructor(private readonly db: DataSource) {}

  /** Scheduled and confirmed appointments starting in the day, and the live clients, in one query. */
  async counts(establishmentId: number, day: Range): Promise<{ todaysAppointments: number; totalClients: number }> {
    const [row] = await preparedRows<{ todaysAppointments: number; totalClients: number }>(this.db, 'dashboard_counts', DASHBOARD_COUNTS_SQL, [
      establishmentId,
      ...isoBounds(day),
    ]);
    return row!;
  }

  /** The units of the session unit's network when the user owns that network (owned-units.ts); null otherwise. */
  async networkUnits(userId: number, establishmentId: number): Promise<OwnedUnit[] | null> {
    const units = await ownedUnits(this.db, userId);
    return units.some((u) => u.id === establishmentId) ? units : null;
  }

  /**
   * A collaborator's day: still to be done (scheduled and confirmed, those already started but not completed included, as
   * the dashboard's 'Próximos Agendamentos' list shows them) and completed.
   */
  async staffDay(establishmentId: number, staffId: number, day: Range): Promise<StaffDashboardData> {
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status IN ('scheduled', 'confirmed'))::int AS "todayUpcomingAppointments",
              count(*) FILTER (WHERE status = 'completed')::int AS "todayCompletedAppointments"
         FROM appointments WHERE establishment_id = $1 AND staff_id = $2 AND starts_at >= $3::timestamptz AND starts_at < $4::timestamptz`,
      [establishmentId, staffId, ...isoBounds(day)],
    );
    return row;
  }
}
