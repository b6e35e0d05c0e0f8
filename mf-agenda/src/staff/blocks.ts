import { dayjs } from '@salao/contracts';

/** The query of a professional's blocks (every period of hers starts with it, so one invalidation covers them all). */
export const blocksKey = (staffId: number) => [`/api/staff/${staffId}/blocks`] as const;

/** How far ahead the dialog lists the coming blocks. */
export const BLOCKS_AHEAD_DAYS = 90;

/** The period the dialog lists: today and the next 90 days, as 'yyyy-MM-dd'. */
export function comingPeriod(today = dayjs()): { from: string; to: string } {
  return { from: today.format('YYYY-MM-DD'), to: today.add(BLOCKS_AHEAD_DAYS, 'day').format('YYYY-MM-DD') };
}

/** Every 5 minutes of a day, 'HH:mm' in 24 h (the block's start and end are picked from these, whatever the OS language). */
export const BLOCK_TIMES: string[] = Array.from({ length: (24 * 60) / 5 }, (_, i) => {
  const m = i * 5;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});
