import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../platform/time/clock';
import type { Range } from '../../platform/time/ranges';
import { localDays } from '../../platform/time/wall-clock';

/**
 * A waitlist offer holds a freed time for the person offered it: while active and not expired (on the
 * injected clock), online bookings and reschedules of anyone else see that time as taken.
 */
@Injectable()
export class WaitlistHolds {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Active holds of a professional touching a local day. */
  async held(establishmentId: number, staffId: number, date: string, zone: string): Promise<Range[]> {
    const day = localDays(date, date, zone);
    const rows: { start: Date; end: Date }[] = await this.db.query(
      `SELECT starts_at AS start, ends_at AS "end" FROM online_booking_offers
        WHERE establishment_id = $1 AND staff_id = $2 AND status = 'active' AND expires_at > $3 AND starts_at < $5 AND ends_at > $4`,
      [establishmentId, staffId, new Date(this.clock.now()), new Date(day.start), new Date(day.end)],
    );
    return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
  }

  /** Whether [start, end) of a professional overlaps someone's active hold (other than `exceptOfferId`). */
  async blocks(establishmentId: number, staffId: number, start: number, end: number, exceptOfferId?: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM online_booking_offers
        WHERE establishment_id = $1 AND staff_id = $2 AND status = 'active' AND expires_at > $3 AND starts_at < $5 AND ends_at > $4 AND id <> $6 LIMIT 1`,
      [establishmentId, staffId, new Date(this.clock.now()), new Date(start), new Date(end), exceptOfferId ?? 0],
    );
    return rows.length > 0;
  }
}
