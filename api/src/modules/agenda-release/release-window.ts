import { localDate } from '../../platform/time/wall-clock';

/** 'YYYY-MM' plus n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months the policy has released by `now` on the establishment's clock (docs/product/states.md 'Agenda policy'):
 * the current month always; on the release day (the month's last day when it is shorter) the next
 * `interval` months open, so before that day only `interval - 1` months ahead are open.
 */
export function releasedWindow(now: number, zone: string, interval: number, releaseDay: number): { today: string; months: string[] } {
  const today = localDate(now, zone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const released = d >= Math.min(releaseDay, lastDay);
  const current = today.slice(0, 7);
  const ahead = released ? interval : interval - 1;
  return { today, months: Array.from({ length: ahead + 1 }, (_, i) => addMonths(current, i)) };
}
