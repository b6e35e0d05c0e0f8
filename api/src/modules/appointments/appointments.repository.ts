import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import type { AppointmentDto, AppointmentStatus } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { preparedRows } from '../../platform/database/data-source';
import { isoBounds } from '../../platform/time/periods';
import type { Range } from '../../platform/time/ranges';
import { appointmentSelect, monthPageSql } from './appointments.sql';
import type { ClientAnonymized, ClientMerged } from '../../platform/hooks/domain-events';
import type { ServiceTiming } from '../availability/service-timing';

/** The row an existing appointment is changed from, locked for the transaction. */
export interface LockedAppointment {
  id: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  status: AppointmentStatus;
  startsAt: Date;
  durationMinutes: number;
  processingStartMinutes: number;
  processingMinutes: number;
  cleanupMinutes: number;
  price: string;
}

/**
 * The columns a booking writes: the service's price and timing are snapshotted when booked. The spans the staff
 * member is busy (appointment_busy) follow from them in the same statement (migration 1700000002000-service-timing.ts).
 */
export interface AppointmentWrite extends ServiceTiming {
  clientId: number;
  serviceId: number;
  staffId: number;
  /** ISO instant. */
  startsAt: string;
  price: string;
  notes: string | null;
}

/** A visit's or a series' id stored on each of its appointments (docs/product/series.md); none for a single one. */
export interface AppointmentLink {
  groupId?: string;
  seriesId?: string;
}

export interface MonthPageQuery {
  establishmentId: number;
  zone: string;
  range: Range;
  statuses: AppointmentStatus[] | null;
  staffId: number | null;
  limit: number;
  offset: number;
  /** A cursor page: ids above this one, in id order. */
  after?: number;
}

type Db = DataSource | EntityManager;

/** The pause and cleanup parameters of a write, in their columns' order. */
const timing = (w: ServiceTiming): number[] => [w.processingStartMinutes, w.processingMinutes, w.cleanupMinutes];

/**
 * Every SQL statement on appointments. `own` is a collaborator's staff id (they see only their own) or null.
 * Writes answer the DTO from the write itself: the INSERT/UPDATE is a CTE the DTO select reads, one round trip.
 */
@Injectable()
export class AppointmentsRepository {
  constructor(readonly db: DataSource) {}

  /**
   * Writes the booking and answers its DTO (client, service and staff names included), or null when the client
   * is not a live client of the establishment: checked in the same statement, one round trip less per booking.
   */
  async insert(
    tx: EntityManager,
    establishmentId: number,
    zone: string,
    w: AppointmentWrite,
    status: AppointmentStatus,
    createdBy: number,
    link: AppointmentLink = {},
  ): Promise<AppointmentDto | null> {
    // Prepared (one fixed text): it runs on every booking, each item of a visit and each occurrence of a series.
    const rows = await preparedRows<AppointmentDto>(
      tx,
      'appointment_insert',
      `WITH written AS (
         INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status, notes, created_by_user_id,
                                   processing_start_minutes, processing_minutes, cleanup_minutes, group_id, series_id)
         SELECT $1::int, $2::int, $3::int, $4::int, $5::timestamptz, $5::timestamptz + make_interval(mins => $6::int), $6::int, $7::numeric, $8::text, $9::text, $10::int,
                $12::int, $13::int, $14::int, $15::uuid, $16::uuid
          WHERE EXISTS (SELECT 1 FROM clients c WHERE id = $2::int AND ${inClientScope(1)} AND deleted_at IS NULL)
         RETURNING *)
       ${appointmentSelect('$11', { source: 'written' })}`,
      [
        establishmentId,
        w.clientId,
        w.serviceId,
        w.staffId,
        w.startsAt,
        w.durationMinutes,
        w.price,
        status,
        w.notes,
        createdBy,
        zone,
        ...timing(w),
        link.groupId ?? null,
        link.seriesId ?? null,
      ],
    );
    return rows[0] ?? null;
  }

  async update(tx: EntityManager, id: number, zone: string, w: AppointmentWrite): Promise<AppointmentDto> {
    const rows: AppointmentDto[] = await tx.query(
      `WITH written AS (
         UPDATE appointments SET client_id = $2, service_id = $3, staff_id = $4, starts_at = $5::timestamptz,
                ends_at = $5::timestamptz + make_interval(mins => $6), duration_minutes = $6, price = $7, notes = $8, updated_at = now(),
                processing_start_minutes = $10, processing_minutes = $11, cleanup_minutes = $12
          WHERE id = $1 RETURNING *)
       ${appointmentSelect('$9', { source: 'written' })}`,
      [id, w.clientId, w.serviceId, w.staffId, w.startsAt, w.durationMinutes, w.price, w.notes, zone, ...timing(w)],
    );
    return rows[0]!;
  }

  /** A plain status change; answers the DTO as written. */
  async setStatus(tx: EntityManager, id: number, zone: string, status: AppointmentStatus): Promise<AppointmentDto> {
    const rows: AppointmentDto[] = await tx.query(
      `WITH written AS (UPDATE appointments SET status = $2, updated_at = now(), cancelled_at = CASE WHEN $2 = 'cancelled' THEN now() END WHERE id = $1 RETURNING *)
       ${appointmentSelect('$3', { source: 'written' })}`,
      [id, status, zone],
    );
    return rows[0]!;
  }

  /** Completion: status and completed_at; answers the DTO and the completion instant. */
  async complete(tx: EntityManager, id: number, zone: string): Promise<{ dto: AppointmentDto; completedAt: Date }> {
    const rows: (AppointmentDto & { completedAt: Date })[] = await tx.query(
      `WITH written AS (UPDATE appointments SET status = 'completed', completed_at = now(), updated_at = now() WHERE id = $1 RETURNING *)
       ${appointmentSelect('$2', { columns: 'a.completed_at AS "completedAt",', source: 'written' })}`,
      [id, zone],
    );
    const { completedAt, ...dto } = rows[0]!;
    return { dto, completedAt };
  }

  /** Locks an appointment of the establishment (and, for a collaborator, their own); null when there is none. */
  async lock(tx: EntityManager, establishmentId: number, id: number, own: number | null): Promise<LockedAppointment | null> {
    const rows: LockedAppointment[] = await tx.query(
      `SELECT id, client_id AS "clientId", service_id AS "serviceId", staff_id AS "staffId", status, starts_at AS "startsAt",
              duration_minutes AS "durationMinutes", price::text AS price, processing_start_minutes AS "processingStartMinutes",
              processing_minutes AS "processingMinutes", cleanup_minutes AS "cleanupMinutes"
         FROM appointments WHERE id = $1 AND establishment_id = $2 AND ($3::int IS NULL OR staff_id = $3) FOR UPDATE`,
      [id, establishmentId, own],
    );
    return rows[0] ?? null;
  }

  async get(db: Db, establishmentId: number, zone: string, id: number, own: number | null): Promise<AppointmentDto | null> {
    const rows: AppointmentDto[] = await db.query(
      `${appointmentSelect('$3')} WHERE a.id = $1 AND a.establishment_id = $2 AND ($4::int IS NULL OR a.staff_id = $4)`,
      [id, establishmentId, zone, own],
    );
    return rows[0] ?? null;
  }

  /** The client's name, or null when it is not a live client the establishment sees. */
  async clientName(tx: EntityManager, establishmentId: number, clientId: number): Promise<string | null> {
    const rows: { name: string }[] = await tx.query(`SELECT name FROM clients c WHERE id = $1 AND ${inClientScope(2)} AND deleted_at IS NULL`, [
      clientId,
      establishmentId,
    ]);
    return rows[0]?.name ?? null;
  }

  /** One page of a month and the month's total (the total rides along; a page past the end asks for it alone). */
  async monthPage(q: MonthPageQuery): Promise<{ appointments: AppointmentDto[]; total: number }> {
    const params: unknown[] = [q.establishmentId, ...isoBounds(q.range)];
    if (q.statuses) params.push(q.statuses);
    if (q.staffId !== null) params.push(q.staffId);
    if (q.after !== undefined) params.push(q.after);
    const sql = monthPageSql({ statuses: q.statuses !== null, staff: q.staffId !== null, after: q.after !== undefined });
    const rows = await preparedRows<AppointmentDto & { total: number }>(this.db, sql.name, sql.page, [...params, q.zone, q.limit, q.offset]);
    if (!rows.length) {
      const [{ total }] = await this.db.query(sql.count, params);
      return { appointments: [], total };
    }
    return { appointments: rows.map(({ total: _, ...a }) => a), total: rows[0]!.total };
  }

  /** Pending appointments, soonest first (the bell). Prepared: every screen's bell asks for it. */
  pending(establishmentId: number, zone: string, own: number | null): Promise<AppointmentDto[]> {
    return preparedRows(
      this.db,
      'appointments_pending',
      `${appointmentSelect('$2')} WHERE a.establishment_id = $1 AND a.status = 'pending' AND ($3::int IS NULL OR a.staff_id = $3)
        ORDER BY a.starts_at, a.id LIMIT 100`,
      [establishmentId, zone, own],
    );
  }

  /** Scheduled and confirmed appointments starting within a range, soonest first. Prepared: the dashboard's list. */
  upcomingIn(establishmentId: number, zone: string, range: Range, own: number | null): Promise<AppointmentDto[]> {
    return preparedRows(
      this.db,
      'appointments_upcoming',
      `${appointmentSelect('$2')}
        WHERE a.establishment_id = $1 AND a.status IN ('scheduled', 'confirmed') AND a.starts_at >= $3::timestamptz AND a.starts_at < $4::timestamptz
          AND ($5::int IS NULL OR a.staff_id = $5)
        ORDER BY a.starts_at, a.id`,
      [establishmentId, zone, ...isoBounds(range), own],
    );
  }

  /** A staff member's next scheduled or confirmed appointment from now on. */
  async nextFor(establishmentId: number, zone: string, staffId: number): Promise<AppointmentDto | null> {
    const rows: AppointmentDto[] = await this.db.query(
      `${appointmentSelect('$2')}
        WHERE a.establishment_id = $1 AND a.staff_id = $3 AND a.status IN ('scheduled', 'confirmed') AND a.starts_at >= now()
        ORDER BY a.starts_at, a.id LIMIT 1`,
      [establishmentId, zone, staffId],
    );
    return rows[0] ?? null;
  }

  /** LGPD erasure: an appointment's notes may say anything about the person; the visit itself stays. */
  async eraseClientNotes(tx: EntityManager, e: ClientAnonymized): Promise<void> {
    await tx.query(`UPDATE appointments a SET notes = NULL WHERE ${inClientScope(1, 'a')} AND client_id = $2 AND notes IS NOT NULL`, [
      e.establishmentId,
      e.clientId,
    ]);
  }

  /** A client merged into another: their appointments, past and upcoming, go with them (the 'client.merged' event). */
  async moveClient(tx: EntityManager, e: ClientMerged): Promise<void> {
    await tx.query(`UPDATE appointments a SET client_id = $3 WHERE ${inClientScope(1, 'a')} AND client_id = $2`, [e.establishmentId, e.sourceId, e.targetId]);
  }
}
