import type { GroupTimesResponse } from '@salao/contracts';

export interface SequenceItem {
  serviceId: number;
  staffId: number;
  /** The item's free start times that day ('HH:mm'). */
  free: string[];
  /** Minutes until the next item may start: the service and its cleanup. */
  span: number;
}

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * The start times where the whole visit fits back to back (docs/product/series.md): the first item free at t, the
 * second free when the first ends, and so on, with one professional or several.
 */
export function sequenceTimes(items: SequenceItem[]): GroupTimesResponse {
  const free = items.map((i) => new Set(i.free));
  const times: GroupTimesResponse['times'] = [];
  for (const first of items[0]?.free ?? []) {
    let at = toMinutes(first);
    const planned: GroupTimesResponse['times'][number]['items'] = [];
    let fits = true;
    for (const [k, item] of items.entries()) {
      const time = toTime(at);
      if (at >= 24 * 60 || !free[k]!.has(time)) {
        fits = false;
        break;
      }
      planned.push({ serviceId: item.serviceId, staffId: item.staffId, time });
      at += item.span;
    }
    if (fits) times.push({ time: first, items: planned });
  }
  return { times };
}
