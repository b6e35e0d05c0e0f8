import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isoBounds } from '../../platform/time/periods';
import type { Range } from '../../platform/time/ranges';
import type { CompletedService } from './commission';

export interface CommissionMember {
  id: number;
  name: string;
  salaryAmount: string | null;
  commissionRate: string | null;
}

/** The reads of a salary and commission query. */
@Injectable()
export class CommissionRepository {
  constructor(private readonly db: DataSource) {}

  async member(establishmentId: number, staffId: number): Promise<CommissionMember | null> {
    const rows: CommissionMember[] = await this.db.query(
      `SELECT id, name, salary_amount::text AS "salaryAmount", commission_rate::text AS "commissionRate"
         FROM staff WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`,
      [staffId, establishmentId],
    );
    return rows[0] ?? null;
  }

  /** The member's completed appointments starting in the period, at their booked price (appointments_staff_start_idx). */
  completed(establishmentId: number, staffId: number, zone: string, period: Range): Promise<CompletedService[]> {
    return this.db.query(
      `SELECT to_char(a.starts_at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS date, c.name AS "clientName", sv.name AS "serviceName", a.price::text AS price
         FROM appointments a JOIN clients c ON c.id = a.client_id JOIN services sv ON sv.id = a.service_id
        WHERE a.staff_id = $2 AND a.establishment_id = $1 AND a.status = 'completed' AND a.starts_at >= $4::timestamptz AND a.starts_at < $5::timestamptz
        ORDER BY a.starts_at, a.id`,
      [establishmentId, staffId, zone, ...isoBounds(period)],
    );
  }
}
