import { Injectable } from '@nestjs/common';
import { DEFAULT_SLOT_MINUTES } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { preparedRows } from '../../platform/database/data-source';
import { DEFAULT_BUSINESS_HOURS } from '../business-hours/business-hours.defaults';
import type { BlockSeries } from './block-occurrences';
import type { AbsencePeriod, BusinessDay, StaffDay } from './day-hours';
import type { Range } from '../../platform/time/ranges';
import type { ServiceTiming } from './service-timing';
import { DAY_CONTEXT_SQL, DAYS_CONTEXT_SQL } from './day-context.sql';
import { localDays, weekday } from '../../platform/time/wall-clock';

/** What a booking or a slot grid needs to know about one staff member, one service and one local day. */
export interface DayContext {
  service: ({ id: number; name: string; duration: number; price: string } & Omit<ServiceTiming, 'durationMinutes'>) | null;
  staff: { id: number; name: string; userId: number | null } | null;
  /** Whether the service lists this staff member. */
  allowed: boolean;
  /** The establishment's slot step: the offered starts run on its marks. */
  slotMinutes: number;
  business: BusinessDay;
  staffDay: StaffDay | undefined;
  absences: AbsencePeriod[];
  blocks: BlockSeries[];
  /** The time the staff member is busy with active appointments that day. */
  booked: Range[];
}

interface Row {
  service_id: number | null;
  service_name: string;
  duration: number;
  price: string;
  processing_start_minutes: number;
  processing_minutes: number;
  cleanup_minutes: number;
  staff_id: number | null;
  staff_name: string;
  staff_user_id: number | null;
  slot_minutes: number | null;
  allowed: boolean;
  business: BusinessDay | null;
  staff_days: number;
  staff_day: StaffDay | null;
  absences: AbsencePeriod[];
  blocks: BlockSeries[];
  booked: [number, number][];
}

/** The one query a day of availability needs, of one staff member or several (SQL text in day-context.sql.ts, shared with the bench). */
@Injectable()
export class AvailabilityRepository {
  constructor(private readonly db: DataSource) {}

  async loadDay(
    q: { establishmentId: number; staffId: number; serviceId: number; date: string; zone: string; excludeAppointmentId?: number },
    db: DataSource | EntityManager = this.db,
  ): Promise<DayContext> {
    const values = dayValues(q, q.staffId);
    // A prepared statement: it runs on nearly every booking screen and in every booking's transaction (on its connection).
    const [row] = await preparedRows<Row>(db, 'day_context', DAY_CONTEXT_SQL, values);
    return dayContext(row!, weekday(q.date));
  }

  /**
   * Inside a booking's transaction, before its day is read: holds the professional's row (FOR SHARE) until the commit.
   * A time block, an absence or a change of hours takes the same row FOR UPDATE (StaffService.lockMember), so a booking
   * either reads a block committed before it or commits before the block is written: one racing a block cannot slip in.
   * Bookings share the lock, so they do not wait for each other (appointment_busy's exclusion constraint orders them).
   */
  async holdStaff(tx: EntityManager, establishmentId: number, staffId: number): Promise<void> {
    await preparedRows(tx, 'hold_staff', `SELECT 1 FROM staff WHERE id = $1 AND establishment_id = $2 FOR SHARE`, [staffId, establishmentId]);
  }

  /** The days of several staff members, in their order, in one query (the public day of 'any professional'). */
  async loadDays(q: { establishmentId: number; staffIds: number[]; serviceId: number; date: string; zone: string }): Promise<DayContext[]> {
    const rows = await preparedRows<Row>(this.db, 'days_context', DAYS_CONTEXT_SQL, dayValues(q, q.staffIds));
    return rows.map((r) => dayContext(r, weekday(q.date)));
  }
}

/** The parameters of both day queries; `staff` is $3 (one id, or an array of them). */
function dayValues(
  q: { establishmentId: number; serviceId: number; date: string; zone: string; excludeAppointmentId?: number },
  staff: number | number[],
): unknown[] {
  const day = localDays(q.date, q.date, q.zone);
  return [
    q.establishmentId,
    q.serviceId,
    staff,
    weekday(q.date),
    q.date,
    new Date(day.start).toISOString(),
    new Date(day.end).toISOString(),
    q.excludeAppointmentId ?? 0,
  ];
}

function dayContext(r: Row, dow: number): DayContext {
  const fallback = DEFAULT_BUSINESS_HOURS[dow]!;
  return {
    service:
      r.service_id === null
        ? null
        : {
            id: r.service_id,
            name: r.service_name,
            duration: r.duration,
            price: r.price,
            processingStartMinutes: r.processing_start_minutes,
            processingMinutes: r.processing_minutes,
            cleanupMinutes: r.cleanup_minutes,
          },
    staff: r.staff_id === null ? null : { id: r.staff_id, name: r.staff_name, userId: r.staff_user_id },
    allowed: r.allowed,
    slotMinutes: r.slot_minutes ?? DEFAULT_SLOT_MINUTES,
    business: r.business ?? { isOpen: fallback.isOpen, isHoliday: fallback.isHoliday, openTime: fallback.openTime, closeTime: fallback.closeTime },
    // Configured weeks make unconfigured days days off; an unconfigured week follows the business hours.
    staffDay: r.staff_day ?? (r.staff_days > 0 ? { isAvailable: false, openTime: '00:00', closeTime: '00:00' } : undefined),
    absences: r.absences,
    blocks: r.blocks,
    booked: r.booked.map(([start, end]) => ({ start: Number(start), end: Number(end) })),
  };
}
