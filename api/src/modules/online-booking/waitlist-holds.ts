import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/time/clock';
import type { Range } from '../../platform/time/ranges';
import { localDays } from '../../platform/time/wall-clock';
import { busySpans, occupiedSpan, type ServiceTiming } from '../availability/service-timing';
import { WaitlistRepository, type HoldRow } from './waitlist.repository';

/**
 * A waitlist offer holds a freed time for the person offered it: while active and not expired (on the
 * injected clock), online bookings and reschedules of anyone else see that time as taken. The time held is what the
 * held service keeps the professional busy (docs/architecture.md, 'The time a professional is busy'): its pause is
 * free for another client, its cleanup is not; a booking's own pause and cleanup count the same way.
 */
@Injectable()
export class WaitlistHolds {
  constructor(
    private readonly repository: WaitlistRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The busy time of the active holds touching a local day of each professional, in their order (one query whatever their number). */
  async heldOfEach(establishmentId: number, staffIds: number[], date: string, zone: string): Promise<Range[][]> {
    if (staffIds.length === 0) return [];
    const day = localDays(date, date, zone);
    const rows = await this.repository.activeHolds(establishmentId, staffIds, new Date(this.clock.now()), new Date(day.start), new Date(day.end));
    return staffIds.map((id) => rows.filter((r) => r.staffId === id).flatMap(holdSpans));
  }

  /**
   * Whether a booking of that timing starting at `start` would keep the professional busy during someone's active
   * hold (other than `exceptOfferId`): either one's pause is free time, either one's cleanup is not.
   */
  async blocks(establishmentId: number, staffId: number, start: number, timing: ServiceTiming, exceptOfferId?: number): Promise<boolean> {
    const spans = busySpans(start, timing);
    const end = occupiedSpan(start, timing).end;
    const rows = await this.repository.activeHolds(establishmentId, [staffId], new Date(this.clock.now()), new Date(start), new Date(end), exceptOfferId);
    return overlapsAny(rows.flatMap(holdSpans), spans);
  }
}

/** The time a hold keeps the professional busy: the held service's spans, around its pause and through its cleanup. */
function holdSpans(h: HoldRow): Range[] {
  const start = h.start.getTime();
  return busySpans(start, { ...h, durationMinutes: Math.round((h.end.getTime() - start) / 60_000) });
}

/** Whether any range of `a` overlaps any of `b`. */
export function overlapsAny(a: Range[], b: Range[]): boolean {
  return a.some((x) => b.some((y) => x.start < y.end && y.start < x.end));
}
