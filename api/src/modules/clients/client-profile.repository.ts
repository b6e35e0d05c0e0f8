import { Injectable } from '@nestjs/common';
import {
  ONLINE_BOOKING_DEFAULTS,
  type ClientDto,
  type ClientProfileAppointment,
  type ClientProfileLoyaltyEntry,
  type ClientProfileProduct,
} from '@salao/contracts';
import { DataSource } from 'typeorm';
import { toDto, type ClientRow } from './clients.repository';
import { inClientScope } from '../../platform/database/client-scope';
import { CLIENT_COLUMNS } from './clients.sql';

/** An appointment of the profile with what its numbers need: whether a cancel was late (docs/product/entities.md 'Client profile'). */
export type ProfileAppointmentRow = ClientProfileAppointment & { late: boolean };

export interface ProfileRows {
  client: ClientDto;
  appointments: ProfileAppointmentRow[];
  loyalty: ClientProfileLoyaltyEntry[];
  products: ClientProfileProduct[];
}

/**
 * The reads of a client's profile: four statements in one snapshot, whatever her history's length (no query per
 * row). $1 is the establishment, $2 the client. Her history is every unit's that sees her (client_scope: the
 * network's when it shares clients, docs/product/units.md 'Shared clients'); a visit of another unit names it
 * (`unitName`) and reads on that unit's clock and cancellation window.
 */
const OTHER_UNIT = `CASE WHEN u.id <> $1 THEN u.name END AS "unitName"`;
const SQL = {
  client: `SELECT ${CLIENT_COLUMNS} FROM clients c WHERE ${inClientScope(1)} AND c.id = $2 AND c.deleted_at IS NULL`,
  appointments: `SELECT a.id, to_char(a.starts_at AT TIME ZONE u.timezone, 'YYYY-MM-DD"T"HH24:MI:SS') AS "appointmentDate",
                        to_char(a.starts_at AT TIME ZONE u.timezone, 'HH24:MI') AS "appointmentTime", a.duration_minutes AS duration, a.status,
                        a.service_id AS "serviceId", sv.name AS "serviceName", a.staff_id AS "staffId", st.name AS "staffName",
                        a.price::text AS price, a.notes, ${OTHER_UNIT}, a.group_id AS "groupId", a.series_id AS "seriesId",
                        (a.status = 'cancelled' AND coalesce(a.cancelled_at, a.updated_at) > a.starts_at
                          - make_interval(mins => coalesce(obs.cancel_cutoff_minutes, ${ONLINE_BOOKING_DEFAULTS.cancelCutoffMinutes}))) AS late
                   FROM appointments a JOIN services sv ON sv.id = a.service_id JOIN staff st ON st.id = a.staff_id
                   JOIN establishments u ON u.id = a.establishment_id
                   LEFT JOIN online_booking_settings obs ON obs.establishment_id = a.establishment_id
                  WHERE ${inClientScope(1, 'a')} AND a.client_id = $2 ORDER BY a.starts_at DESC, a.id DESC`,
  loyalty: `SELECT e.id::float8 AS id, e.program_id AS "programId", p.name AS "programName", e.points, e.kind, e.reason, e.created_at AS "createdAt"
              FROM loyalty_point_entries e JOIN loyalty_programs p ON p.id = e.program_id
             WHERE ${inClientScope(1, 'e')} AND e.client_id = $2 ORDER BY e.created_at DESC, e.id DESC`,
  products: `SELECT ps.id, ps.product_id AS "productId", ps.product_name AS "productName", ps.quantity, ps.unit_price::text AS "unitPrice",
                    ps.total::text AS total, ps.sold_at AS "soldAt", ${OTHER_UNIT}
               FROM product_sales ps JOIN establishments u ON u.id = ps.establishment_id
              WHERE ${inClientScope(1, 'ps')} AND ps.client_id = $2 ORDER BY ps.sold_at DESC, ps.id DESC`,
} as const;

@Injectable()
export class ClientProfileRepository {
  constructor(private readonly db: DataSource) {}

  /** null when the establishment sees no such live client. */
  read(establishmentId: number, clientId: number): Promise<ProfileRows | null> {
    return this.db.transaction('REPEATABLE READ', async (tx) => {
      const key = [establishmentId, clientId];
      const [row]: ClientRow[] = await tx.query(SQL.client, key);
      if (!row) return null;
      return {
        client: toDto(row),
        appointments: await tx.query(SQL.appointments, key),
        loyalty: await tx.query(SQL.loyalty, key),
        products: await tx.query(SQL.products, key),
      };
    });
  }
}
