import type { StaffBlockRepeat } from '@salao/contracts';
import type { Range } from '../../platform/time/ranges';
import { localRange } from '../../platform/time/wall-clock';

/**
 * A time block or series as the pipeline needs it (docs/product/states.md 'Time blocks'). Occurrences are
 * calendar days with wall-clock times, turned into instants only at the end: a weekly lunch at 12:00 stays at
 * 12:00 across a DST change.
 */
export interface BlockSeries {
  /** 'yyyy-MM-dd': the first day. */
  date: string;
  startTime: string;
  endTime: string;
  repeat: StaffBlockRepeat;
  /** The last day (a single block's own date); null: no end. */
  until: string | null;
  /** Occurrences removed one by one (the day query leaves them out already). */
  excludedDates?: string[];
}

const DAY = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);

/** Whether the block happens on that calendar day. */
export function occursOn(block: BlockSeries, date: string): boolean {
  const d = dayNumber(date);
  const first = dayNumber(block.date);
  if (d < first || (block.until !== null && d > dayNumber(block.until))) return false;
  if (block.excludedDates?.includes(date)) return false;
  if (block.repeat === 'none') return d === first;
  return block.repeat === 'daily' || (d - first) % 7 === 0;
}

/** The days from `from` to `to` (inclusive) the block happens on, in order. */
export function occurrenceDates(block: BlockSeries, from: string, to: string): string[] {
  const out: string[] = [];
  const last = Math.min(dayNumber(to), block.until === null ? Infinity : dayNumber(block.until));
  for (let d = Math.max(dayNumber(from), dayNumber(block.date)); d <= last; d += 1) {
    const date = dateOf(d);
    if (occursOn(block, date)) out.push(date);
  }
  return out;
}

/** Step 3 input beside absences: the blocks of that day as instants of the establishment's zone. */
export function blockRanges(blocks: BlockSeries[] | undefined, date: string, zone: string): Range[] {
  return (blocks ?? []).filter((b) => occursOn(b, date)).map((b) => localRange(date, b.startTime, b.endTime, zone));
}
