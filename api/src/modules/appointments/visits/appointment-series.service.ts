import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AVAILABILITY_MSG,
  ERROR_CODES,
  VISIT_CODES,
  VISIT_MSG,
  type AppointmentSeriesInput,
  type AppointmentSeriesResponse,
  type SeriesConflict,
} from '@salao/contracts';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { inTransaction } from '../../../platform/database/transaction';
import { fail } from '../../../platform/http/errors';
import { AvailabilityService } from '../../availability/availability.service';
import { AppointmentEvents } from '../appointment-events';
import { AppointmentsRepository } from '../appointments.repository';
import { AppointmentsService, type CreatedAppointment } from '../appointments.service';
import { nearestTimes, occurrenceDates } from './occurrences';
import { emitCreated, isRefusal, messageOf } from './visit-support';

type Refused = Omit<SeriesConflict, 'alternatives'>;

/** Thrown inside the transaction to roll every occurrence back when conflicts exist and were not to be skipped. */
class SeriesRefused extends Error {
  constructor(readonly refused: Refused[]) {
    super('series refused');
  }
}

/**
 * POST /api/appointment-series (docs/product/series.md): every occurrence goes through the single appointment's
 * creation path, each under a savepoint so one refusal is recorded and the others still tried, all in one
 * transaction. With conflicts and without skipConflicts nothing is kept: 409 listing every conflict and its
 * alternatives. With skipConflicts the others are created.
 */
@Injectable()
export class AppointmentSeriesService {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly availability: AvailabilityService,
    private readonly repository: AppointmentsRepository,
    private readonly events: AppointmentEvents,
  ) {}

  async create(auth: AuthContext, input: AppointmentSeriesInput): Promise<AppointmentSeriesResponse> {
    const dates = occurrenceDates(input.appointmentDate, input.everyWeeks, { count: input.count, until: input.until });
    // A wrong service, professional or pairing is one 4xx for the whole series, not a conflict per date.
    await this.availability.bookableDay(auth, { staffId: input.staffId, serviceId: input.serviceId, date: dates[0]! });
    const moved = new Map(input.overrides.map((o) => [o.date, o.time]));
    const seriesId = randomUUID();
    const status = this.appointments.bookingStatus(auth);
    let outcome: { created: CreatedAppointment[]; refused: Refused[] };
    try {
      outcome = await inTransaction(
        this.repository.db,
        async (tx) => {
          const created: CreatedAppointment[] = [];
          const refused: Refused[] = [];
          for (const date of dates) {
            const time = moved.get(date) ?? input.appointmentTime;
            const write = { ...this.fields(input), appointmentDate: date, appointmentTime: time };
            await tx.query('SAVEPOINT occurrence');
            try {
              created.push(await this.appointments.createIn(tx, auth, write, status, { seriesId }));
              await tx.query('RELEASE SAVEPOINT occurrence');
            } catch (error) {
              if (!isRefusal(error)) throw error;
              await tx.query('ROLLBACK TO SAVEPOINT occurrence');
              refused.push({ date, time, reason: messageOf(error) });
            }
          }
          if (refused.length && !input.skipConflicts) throw new SeriesRefused(refused);
          return { created, refused };
        },
        AVAILABILITY_MSG.slotTaken,
        ERROR_CODES.slotTaken,
      );
    } catch (error) {
      if (!(error instanceof SeriesRefused)) throw error;
      const conflicts = await this.withAlternatives(auth, input, error.refused);
      throw fail(409, VISIT_MSG.seriesConflicts(conflicts.length), VISIT_CODES.seriesConflicts, { created: [], conflicts });
    }
    emitCreated(this.events, auth, outcome.created);
    return {
      seriesId: outcome.created.length ? seriesId : null,
      created: outcome.created.map((c) => c.dto),
      conflicts: await this.withAlternatives(auth, input, outcome.refused),
    };
  }

  private fields(input: AppointmentSeriesInput) {
    return { clientId: input.clientId, serviceId: input.serviceId, staffId: input.staffId, notes: input.notes ?? null };
  }

  /** Each refused date's free times with the same professional and service, nearest to the time asked first. */
  private async withAlternatives(auth: AuthContext, input: AppointmentSeriesInput, refused: Refused[]): Promise<SeriesConflict[]> {
    const out: SeriesConflict[] = [];
    for (const r of refused) {
      const day = await this.availability.availableTimes(auth, { staffId: input.staffId, serviceId: input.serviceId, date: r.date });
      const free = day.timeSlots.filter((s) => s.available).map((s) => s.time);
      out.push({ ...r, alternatives: nearestTimes(free, r.time) });
    }
    return out;
  }
}
