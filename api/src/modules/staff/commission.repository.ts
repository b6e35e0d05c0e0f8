import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isoBounds } from '../../platform/time/periods';
import type { Range } from '../../platform/time/ranges';
import type { CompletedService, EntryService } from './commission';

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

  /**
   * The member's appointments completed with ✓ starting in the period, at their booked price
   * (appointments_staff_start_idx). Those a comanda charged are its commission entries' (`entries`).
   */
  completed(establishmentId: number, staffId: number, zone: string, period: Range): Promise<CompletedService[]> {
    return this.db.query(
      `SELECT to_char(a.starts_at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS date, c.name AS "clientName", sv.name AS "serviceName", a.price::text AS price
         FROM appointments a JOIN clients c ON c.id = a.client_id JOIN services sv ON sv.id = a.service_id
        WHERE a.staff_id = $2 AND a.establishment_id = $1 AND a.status = 'completed' AND a.starts_at >= $4::timestamptz AND a.starts_at < $5::timestamptz
          AND NOT EXISTS (SELECT 1 FROM checkouts ch WHERE ch.establishment_id = a.establishment_id AND ch.status <> 'open' AND a.id = ANY(ch.appointment_ids))
        ORDER BY a.starts_at, a.id`,
      [establishmentId, staffId, zone, ...isoBounds(period)],
    );
  }

  /**
   * The member's commission entries of the period (docs/product/api.md, 'Comissões'), as lines: a comanda's
   * item (its base as the price), its tip, a refund's reversal (negative). The same rows a payout closes.
   */
  entries(establishmentId: number, staffId: number, zone: string, period: Range): Promise<EntryService[]> {
    return this.db.query(
      `SELECT to_char(e.occurred_at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS date, COALESCE(c.name, '') AS "clientName",
              e.description AS "serviceName", e.base_amount::float8 AS "baseCents", e.amount::float8 AS "amountCents"
         FROM commission_entries e JOIN checkouts ch ON ch.id = e.checkout_id LEFT JOIN clients c ON c.id = ch.client_id
        WHERE e.establishment_id = $1 AND e.staff_id = $2 AND e.occurred_at >= $4::timestamptz AND e.occurred_at < $5::timestamptz
        ORDER BY e.occurred_at, e.id`,
      [establishmentId, staffId, zone, ...isoBounds(period)],
    );
  }
}
