import { Injectable } from '@nestjs/common';
import { ianaZone, type DashboardStats, type StaffDashboardData } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { todayRange } from '../appointments/upcoming.service';

const iso = (t: number) => new Date(t).toISOString();

@Injectable()
export class DashboardService {
  constructor(private readonly db: DataSource) {}

  /**
   * The management cards, in one query. lowStockProducts is 0 while the establishment has no stock
   * module tables (the inventory issue adds products and this count).
   */
  async stats(auth: AuthContext): Promise<DashboardStats> {
    const day = todayRange(ianaZone(auth.timezone));
    const [row] = await this.db.query(
      `SELECT
         (SELECT count(*)::int FROM appointments WHERE establishment_id = $1 AND status IN ('scheduled', 'confirmed')
             AND starts_at >= $2::timestamptz AND starts_at < $3::timestamptz) AS "todaysAppointments",
         (SELECT count(*)::int FROM clients WHERE establishment_id = $1 AND deleted_at IS NULL) AS "totalClients",
         (SELECT coalesce(sum(amount), 0)::numeric(12,2)::text FROM transactions WHERE establishment_id = $1 AND type = 'income'
             AND transaction_date >= $2::timestamptz AND transaction_date < $3::timestamptz) AS "todayIncome"`,
      [auth.establishmentId, iso(day.start), iso(day.end)],
    );
    return { todaysAppointments: row.todaysAppointments, totalClients: row.totalClients, lowStockProducts: 0, todayIncome: row.todayIncome };
  }

  /** A collaborator's cards: what is still ahead today and what they completed today. */
  async staffData(auth: AuthContext): Promise<StaffDashboardData> {
    if (auth.staffId === null) return { todayUpcomingAppointments: 0, todayCompletedAppointments: 0 };
    const day = todayRange(ianaZone(auth.timezone));
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status IN ('scheduled', 'confirmed') AND starts_at >= now())::int AS "todayUpcomingAppointments",
              count(*) FILTER (WHERE status = 'completed')::int AS "todayCompletedAppointments"
         FROM appointments WHERE establishment_id = $1 AND staff_id = $2 AND starts_at >= $3::timestamptz AND starts_at < $4::timestamptz`,
      [auth.establishmentId, auth.staffId, iso(day.start), iso(day.end)],
    );
    return row;
  }
}
