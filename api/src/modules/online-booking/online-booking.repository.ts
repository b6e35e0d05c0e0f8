import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import { ONLINE_BOOKING_DEFAULTS, type BillingStatus, type BusinessHoursDto, type PublicMessageKind, type PublicServiceDto } from '@salao/contracts';
import { effectiveBusinessHours } from '../business-hours/business-hours.defaults';
import type { ServiceTiming } from '../availability/service-timing';
import { DataSource, type EntityManager } from 'typeorm';
import { RateCounter } from '../../platform/auth/rate-counter';
import { versionMatches } from '../../platform/http/versioned';
import type { ClientAnonymized } from '../../platform/hooks/domain-events';

type Db = DataSource | EntityManager;
/** Told, inside the creating transaction, about a client a booking created (its audit row commits with it). */

export interface PublicEstablishmentRow {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  plan: string;
  hasLogo: boolean;
  /**
   * The management user bookings are recorded as made through: the unit's first admin/owner, else one of its
   * network's owners (a unit added by POST /api/units has no home users; docs/product/units.md).
   */
  ownerUserId: number | null;
  /** canceled: a read-only account, which takes no bookings. */
  billingStatus: BillingStatus;
}

const PUBLIC_COLUMNS = `e.id, e.slug, e.name, e.timezone, e.plan, e.billing_status AS "billingStatus", e.logo IS NOT NULL AS "hasLogo",
  (SELECT u.id FROM users u JOIN establishments h ON h.id = u.establishment_id
    WHERE h.network_id = e.network_id AND u.role IN ('admin', 'owner') AND u.is_active
    ORDER BY u.establishment_id = e.id DESC, u.id LIMIT 1) AS "ownerUserId"`;

export interface SettingsRow {
  enabled: boolean;
  autoConfirm: boolean;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  cancelCutoffMinutes: number;
  maxOpenPerPhone: number;
  reminderOffsets: number[];
  waitlistHoldMinutes: number;
  templates: Partial<Record<PublicMessageKind, string>>;
  version: number;
}

export interface BookingRow {
  id: number;
  establishmentId: number;
  status: string;
  clientId: number;
  clientName: string;
  serviceId: number;
  serviceName: string;
  servicePrice: string;
  staffId: number;
  staffName: string;
  startsAt: Date;
  durationMinutes: number;
  processingStartMinutes: number;
  processingMinutes: number;
  cleanupMinutes: number;
  notes: string | null;
  phone: string;
  email: string | null;
}

const SETTINGS_COLUMNS = `coalesce(s.enabled, true) AS enabled, coalesce(s.auto_confirm, false) AS "autoConfirm",
  coalesce(s.min_notice_minutes, ${ONLINE_BOOKING_DEFAULTS.minNoticeMinutes}) AS "minNoticeMinutes",
  coalesce(s.max_days_ahead, ${ONLINE_BOOKING_DEFAULTS.maxDaysAhead}) AS "maxDaysAhead",
  coalesce(s.cancel_cutoff_minutes, ${ONLINE_BOOKING_DEFAULTS.cancelCutoffMinutes}) AS "cancelCutoffMinutes",
  coalesce(s.max_open_per_phone, ${ONLINE_BOOKING_DEFAULTS.maxOpenPerPhone}) AS "maxOpenPerPhone",
  coalesce(s.reminder_offsets, '{${ONLINE_BOOKING_DEFAULTS.reminderOffsets.join(',')}}') AS "reminderOffsets",
  coalesce(s.waitlist_hold_minutes, ${ONLINE_BOOKING_DEFAULTS.waitlistHoldMinutes}) AS "waitlistHoldMinutes",
  coalesce(s.templates, '{}') AS templates, coalesce(s.version, 1) AS version`;

const BOOKING_SELECT = `SELECT a.id, a.establishment_id AS "establishmentId", a.status, a.client_id AS "clientId", c.name AS "clientName",
       a.service_id AS "serviceId", sv.name AS "serviceName", a.price::text AS "servicePrice", a.staff_id AS "staffId", st.name AS "staffName",
       a.starts_at AS "startsAt", a.duration_minutes AS "durationMinutes",
       a.processing_start_minutes AS "processingStartMinutes", a.processing_minutes AS "processingMinutes", a.cleanup_minutes AS "cleanupMinutes",
       a.notes, ob.phone, ob.email
  FROM online_bookings ob
  JOIN appointments a ON a.id = ob.appointment_id
  JOIN clients c ON c.id = a.client_id
  JOIN services sv ON sv.id = a.service_id
  JOIN staff st ON st.id = a.staff_id`;

/** All SQL of online booking: settings, the public catalogue, the online bookings' phones, abuse counters. */
@Injectable()
export class OnlineBookingRepository {
  constructor(
    readonly db: DataSource,
    private readonly counter: RateCounter,
  ) {}

  /** The establishment behind a slug (case-insensitive; establishments_slug_key). */
  async bySlug(slug: string): Promise<PublicEstablishmentRow | null> {
    const rows: PublicEstablishmentRow[] = await this.db.query(`SELECT ${PUBLIC_COLUMNS} FROM establishments e WHERE lower(e.slug) = lower($1)`, [slug]);
    return rows[0] ?? null;
  }

  async byId(id: number): Promise<PublicEstablishmentRow | null> {
    const rows: PublicEstablishmentRow[] = await this.db.query(`SELECT ${PUBLIC_COLUMNS} FROM establishments e WHERE e.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async settings(establishmentId: number, db: Db = this.db): Promise<SettingsRow> {
    const rows: SettingsRow[] = await db.query(
      `SELECT ${SETTINGS_COLUMNS} FROM (SELECT $1::int AS id) e LEFT JOIN online_booking_settings s ON s.establishment_id = e.id`,
      [establishmentId],
    );
    return rows[0]!;
  }

  /** Upserts the fields given (null = unchanged) and answers the whole row; null when `v.version` is stale. */
  async saveSettings(establishmentId: number, v: Partial<SettingsRow>): Promise<SettingsRow | null> {
    const rows: SettingsRow[] = await this.db.query(
      `WITH saved AS (
         INSERT INTO online_booking_settings AS s (establishment_id, enabled, auto_confirm, min_notice_minutes, max_days_ahead, cancel_cutoff_minutes,
                                                   max_open_per_phone, reminder_offsets, waitlist_hold_minutes, templates, version)
         VALUES ($1, coalesce($2, true), coalesce($3, false), coalesce($4, ${ONLINE_BOOKING_DEFAULTS.minNoticeMinutes}), coalesce($5, ${ONLINE_BOOKING_DEFAULTS.maxDaysAhead}),
                 coalesce($6, ${ONLINE_BOOKING_DEFAULTS.cancelCutoffMinutes}), coalesce($7, ${ONLINE_BOOKING_DEFAULTS.maxOpenPerPhone}),
                 coalesce($8::int[], '{${ONLINE_BOOKING_DEFAULTS.reminderOffsets.join(',')}}'), coalesce($9, ${ONLINE_BOOKING_DEFAULTS.waitlistHoldMinutes}), coalesce($10::jsonb, '{}'), 2)
         ON CONFLICT (establishment_id) DO UPDATE SET
           enabled = coalesce($2, s.enabled), auto_confirm = coalesce($3, s.auto_confirm), min_notice_minutes = coalesce($4, s.min_notice_minutes),
           max_days_ahead = coalesce($5, s.max_days_ahead), cancel_cutoff_minutes = coalesce($6, s.cancel_cutoff_minutes),
           max_open_per_phone = coalesce($7, s.max_open_per_phone), reminder_offsets = coalesce($8::int[], s.reminder_offsets),
           waitlist_hold_minutes = coalesce($9, s.waitlist_hold_minutes), templates = s.templates || coalesce($10::jsonb, '{}'), updated_at = now(),
           version = s.version + 1
         WHERE ${versionMatches(11, 's.version')}
         RETURNING *)
       SELECT ${SETTINGS_COLUMNS} FROM saved s`,
      [
        establishmentId,
        v.enabled ?? null,
        v.autoConfirm ?? null,
        v.minNoticeMinutes ?? null,
        v.maxDaysAhead ?? null,
        v.cancelCutoffMinutes ?? null,
        v.maxOpenPerPhone ?? null,
        v.reminderOffsets ?? null,
        v.waitlistHoldMinutes ?? null,
        v.templates ? JSON.stringify(v.templates) : null,
        v.version ?? null,
      ],
    );
    return rows[0] ?? null;
  }

  /** Services with their category and the active professionals performing them. */
  services(
    establishmentId: number,
  ): Promise<(Omit<PublicServiceDto, 'depositCents'> & { depositType: 'percent' | 'fixed' | null; depositValue: number | null })[]> {
    return this.db.query(
      `SELECT sv.id, sv.name, sc.name AS category, sv.price::text AS price, sv.duration_minutes AS duration, sv.description,
              sv.deposit_type AS "depositType", sv.deposit_value AS "depositValue", sv.deposit_keep_hours AS "depositKeepHours",
              coalesce(array_agg(st.id ORDER BY st.id) FILTER (WHERE st.id IS NOT NULL), '{}') AS "staffIds"
         FROM services sv
         LEFT JOIN service_categories sc ON sc.id = sv.category_id
         LEFT JOIN service_staff ss ON ss.service_id = sv.id
         LEFT JOIN staff st ON st.id = ss.staff_id AND st.deleted_at IS NULL
        WHERE sv.establishment_id = $1 AND sv.deleted_at IS NULL
        GROUP BY sv.id, sc.name ORDER BY sc.name NULLS LAST, sv.name`,
      [establishmentId],
    );
  }

  /** The service's whole timing (duration, pause, cleanup), or null when it is not the establishment's. */
  async serviceTiming(establishmentId: number, serviceId: number): Promise<ServiceTiming | null> {
    const rows: ServiceTiming[] = await this.db.query(
      `SELECT duration_minutes AS "durationMinutes", processing_start_minutes AS "processingStartMinutes", processing_minutes AS "processingMinutes",
              cleanup_minutes AS "cleanupMinutes"
         FROM services WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`,
      [serviceId, establishmentId],
    );
    return rows[0] ?? null;
  }

  professionals(establishmentId: number): Promise<{ id: number; name: string }[]> {
    return this.db.query(`SELECT id, name FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY name, id`, [establishmentId]);
  }

  /** Professionals of the establishment who perform the service (optionally one of them). */
  async staffFor(establishmentId: number, serviceId: number, staffId: number | null): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT st.id FROM service_staff ss JOIN staff st ON st.id = ss.staff_id AND st.deleted_at IS NULL
         JOIN services sv ON sv.id = ss.service_id AND sv.deleted_at IS NULL
        WHERE sv.establishment_id = $1 AND ss.service_id = $2 AND ($3::int IS NULL OR st.id = $3) ORDER BY st.id`,
      [establishmentId, serviceId, staffId],
    );
    return rows.map((r) => r.id);
  }

  /** Weekdays closed (or holidays) by the saved business hours, defaults for days never saved. */
  async closedWeekdays(establishmentId: number): Promise<number[]> {
    const saved: BusinessHoursDto[] = await this.db.query(
      `SELECT day_of_week AS "dayOfWeek", is_open AS "isOpen", to_char(open_time, 'HH24:MI') AS "openTime", to_char(close_time, 'HH24:MI') AS "closeTime", is_holiday AS "isHoliday"
         FROM business_hours WHERE establishment_id = $1`,
      [establishmentId],
    );
    return effectiveBusinessHours(saved)
      .filter((d) => !d.isOpen || d.isHoliday)
      .map((d) => d.dayOfWeek);
  }

  /** Counts one attempt in the current window of `scope`/`key` and answers the window's count (the platform's counters). */
  hit(scope: string, key: string, windowMinutes: number): Promise<number> {
    return this.counter.hit(scope, key, windowMinutes);
  }

  /** Open (active, still to come) online bookings of a phone. */
  async openCount(establishmentId: number, phone: string): Promise<number> {
    const rows: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM online_bookings ob JOIN appointments a ON a.id = ob.appointment_id
        WHERE ob.establishment_id = $1 AND ob.phone = $2 AND a.status IN ('pending', 'scheduled', 'confirmed') AND a.starts_at > now()`,
      [establishmentId, phone],
    );
    return rows[0]!.count;
  }

  async recordBooking(appointmentId: number, establishmentId: number, phone: string, email: string | null): Promise<void> {
    await this.db.query(`INSERT INTO online_bookings (appointment_id, establishment_id, phone, email) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      appointmentId,
      establishmentId,
      phone,
      email,
    ]);
  }

  async booking(appointmentId: number, db: Db = this.db): Promise<BookingRow | null> {
    const rows: BookingRow[] = await db.query(`${BOOKING_SELECT} WHERE ob.appointment_id = $1`, [appointmentId]);
    return rows[0] ?? null;
  }

  /**
   * LGPD erasure of what online booking keeps about a client: the phone and e-mail of their bookings, the
   * text and address of messages (those still due are skipped: there is no one to send them to), and their
   * waitlist entries, found by phone (national digits) as the waitlist keeps no client id.
   */
  async eraseClient(tx: EntityManager, e: ClientAnonymized, phone: string | null): Promise<void> {
    const scope = [e.establishmentId, e.clientId];
    const ofClient = `SELECT id FROM appointments a WHERE ${inClientScope(1, 'a')} AND client_id = $2`;
    const silence = `recipient = NULL, body = NULL, status = CASE WHEN status = 'scheduled' THEN 'skipped' ELSE status END`;
    await tx.query(`UPDATE online_bookings ob SET phone = '', email = NULL WHERE ${inClientScope(1, 'ob')} AND appointment_id IN (${ofClient})`, scope);
    await tx.query(`UPDATE online_booking_sends s SET ${silence} WHERE ${inClientScope(1, 's')} AND appointment_id IN (${ofClient})`, scope);
    if (!phone) return;
    await tx.query(
      `WITH entries AS (UPDATE online_booking_waitlist w SET name = $3, phone = '', email = NULL WHERE ${inClientScope(1, 'w')} AND phone = $2 RETURNING id)
       UPDATE online_booking_sends SET ${silence}
        WHERE ${inClientScope(1, 'online_booking_sends')} AND waitlist_offer_id IN (SELECT o.id FROM online_booking_offers o JOIN entries ON entries.id = o.waitlist_id)`,
      [e.establishmentId, phone, e.anonymizedName],
    );
  }
}
