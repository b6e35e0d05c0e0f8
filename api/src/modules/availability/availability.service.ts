import { Inject, Injectable } from '@nestjs/common';
import { AVAILABILITY_MSG, BOOKING_MESSAGES, ERROR_CODES, type AvailableTimesResponse } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { AvailabilityRepository, type DayContext } from './availability.repository';
import { availableTimes } from './available-times';
import { bookingRefusal } from './booking-rules';
import type { ServiceTiming } from './service-timing';
import { CLOCK, type Clock } from '../../platform/time/clock';

export type BookableDay = DayContext & { service: NonNullable<DayContext['service']>; staff: NonNullable<DayContext['staff']> };

/** The 4xx every booking path shares when the service, staff member or their pairing is wrong. */
function assertBookable(ctx: DayContext): asserts ctx is BookableDay {
  if (!ctx.service) throw fail(404, AVAILABILITY_MSG.serviceNotFound);
  if (!ctx.staff) throw fail(404, AVAILABILITY_MSG.staffNotFound);
  if (!ctx.allowed) throw fail(400, AVAILABILITY_MSG.staffNotAllowed);
}

/** The booked service's whole timing: duration, pause and cleanup, as an appointment snapshots it. */
export function serviceTiming(service: BookableDay['service']): ServiceTiming {
  return {
    durationMinutes: service.duration,
    processingStartMinutes: service.processingStartMinutes,
    processingMinutes: service.processingMinutes,
    cleanupMinutes: service.cleanupMinutes,
  };
}

export interface DayQuery {
  staffId: number;
  serviceId: number;
  /** 'yyyy-MM-dd' on the establishment's clock. */
  date: string;
  excludeAppointmentId?: number;
}

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly repository: AvailabilityRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Loads the day (one query), then runs the pure pipeline. */
  async availableTimes(auth: AuthContext, q: DayQuery): Promise<AvailableTimesResponse> {
    return this.times(auth, q.date, await this.bookableDay(auth, q));
  }

  /**
   * The days of several staff members (in their order) for one service, loaded in one query whatever their number,
   * each as `availableTimes` answers it; the first wrong staff member or pairing answers its 4xx as there.
   */
  async availableTimesOfEach(
    auth: AuthContext,
    q: Omit<DayQuery, 'staffId' | 'excludeAppointmentId'> & { staffIds: number[] },
  ): Promise<AvailableTimesResponse[]> {
    if (q.staffIds.length === 0) return [];
    const days = await this.repository.loadDays({ establishmentId: auth.establishmentId, ...q, zone: auth.zone });
    return days.map((ctx) => {
      assertBookable(ctx);
      return this.times(auth, q.date, ctx);
    });
  }

  /** The day a booking is made on, or the 4xx for a wrong service, staff member or pairing. `db`: the booking's transaction. */
  async bookableDay(auth: AuthContext, q: DayQuery, db?: DataSource | EntityManager): Promise<BookableDay> {
    // In the booking's transaction the day is read only once no block, absence or hours change of hers is in flight.
    if (db && !(db instanceof DataSource)) await this.repository.holdStaff(db, auth.establishmentId, q.staffId);
    const ctx = await this.repository.loadDay({ establishmentId: auth.establishmentId, ...q, zone: auth.zone }, db);
    assertBookable(ctx);
    return ctx;
  }

  private times(auth: AuthContext, date: string, ctx: BookableDay): AvailableTimesResponse {
    return availableTimes({
      date,
      zone: auth.zone,
      now: this.clock.now(),
      durationMinutes: ctx.service.duration,
      timing: serviceTiming(ctx.service),
      business: ctx.business,
      staffDay: ctx.staffDay,
      absences: ctx.absences,
      blocks: ctx.blocks,
      booked: ctx.booked,
      intervalMinutes: ctx.slotMinutes,
    });
  }

  /** 400 with the pt-BR reason when the day's rules refuse a booking of that timing starting at `start`; 409 over a time block. */
  assertBookingFits(auth: AuthContext, ctx: DayContext, date: string, start: number, timing: ServiceTiming): void {
    const { durationMinutes, ...rest } = timing;
    const refusal = bookingRefusal(
      {
        date,
        zone: auth.zone,
        now: this.clock.now(),
        durationMinutes,
        timing: rest,
        business: ctx.business,
        staffDay: ctx.staffDay,
        absences: ctx.absences,
        blocks: ctx.blocks,
      },
      start,
    );
    if (refusal === 'blocked') throw fail(409, BOOKING_MESSAGES.blocked, ERROR_CODES.staffBlocked);
    if (refusal) throw fail(400, BOOKING_MESSAGES[refusal]);
  }
}
