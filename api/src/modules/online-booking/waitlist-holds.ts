import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/time/clock';
import type { Range } from '../../platform/time/ranges';
import { localDays } from '../../platform/time/wall-clock';
import { WaitlistRepository } from './waitlist.repository';

/**
 * A waitlist offer holds a freed time for the person offered it: while active and not expired (on the
 * injected clock), online bookings and reschedules of anyone else see that time as taken.
 */
@Injectable()
export class WaitlistHolds {
  constructor(
    private readonly repository: WaitlistRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Active holds touching a local day of each professional, in their order (one query whatever their number). */
  async heldOfEach(establishmentId: number, staffIds: number[], date: string, zone: string): Promise<Range[][]> {
    if (staffIds.length === 0) return [];
    const day = localDays(date, date, zone);
    const rows = await this.repository.activeHolds(establishmentId, staffIds, new Date(this.clock.now()), new Date(day.start), new Date(day.end));
    return staffIds.map((id) => rows.filter((r) => r.staffId === id).map((r) => ({ start: r.start.getTime(), end: r.end.getTime() })));
  }

  /** Whether [start, end) of a professional overlaps someone's active hold (other than `exceptOfferId`). */
  blocks(establishmentId: number, staffId: number, start: number, end: number, exceptOfferId?: number): Promise<boolean> {
    return this.repository.holdOverlaps(establishmentId, staffId, new Date(this.clock.now()), new Date(start), new Date(end), exceptOfferId);
  }
}
