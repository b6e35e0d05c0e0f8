import { Injectable } from '@nestjs/common';
import { ianaZone, type AvailableTimesResponse } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { availableTimes } from './available-times';
import { DayContextLoader, type DayContext } from './day-context.loader';

export const SERVICE_NOT_FOUND = 'Serviço não encontrado.';
export const STAFF_NOT_FOUND = 'Profissional não encontrado.';
export const STAFF_NOT_ALLOWED = 'Este profissional não realiza este serviço.';

/** The 4xx every booking path shares when the service, staff member or their pairing is wrong. */
export function assertBookable(ctx: DayContext): asserts ctx is DayContext & { service: NonNullable<DayContext['service']>; staff: NonNullable<DayContext['staff']> } {
  if (!ctx.service) throw fail(404, SERVICE_NOT_FOUND);
  if (!ctx.staff) throw fail(404, STAFF_NOT_FOUND);
  if (!ctx.allowed) throw fail(400, STAFF_NOT_ALLOWED);
}

@Injectable()
export class AvailabilityService {
  constructor(private readonly loader: DayContextLoader) {}

  /** Loads the day (one query), then runs the pure pipeline. */
  async availableTimes(auth: AuthContext, q: { staffId: number; serviceId: number; date: string }): Promise<AvailableTimesResponse> {
    const zone = ianaZone(auth.timezone);
    const ctx = await this.loader.load({ establishmentId: auth.establishmentId, ...q, zone });
    assertBookable(ctx);
    return availableTimes({
      date: q.date,
      zone,
      now: Date.now(),
      durationMinutes: ctx.service.duration,
      business: ctx.business,
      staffDay: ctx.staffDay,
      absences: ctx.absences,
      booked: ctx.booked,
    });
  }
}
