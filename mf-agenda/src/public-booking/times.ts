import { useEffect, useState } from 'react';
import { dayjs, type PublicAvailableTimesDto, type PublicEstablishmentDto } from '@salao/contracts';
import { publicRequest } from './api';

export type BookingRules = PublicEstablishmentDto['rules'];

/** One answer per service, professional and day, shared by the calendar (which days have times) and the time grid. */
const cache = new Map<string, Promise<PublicAvailableTimesDto>>();

export interface TimesQuery {
  slug: string;
  serviceId: number;
  staffId: number | null;
}

function timesPath(q: TimesQuery, date: string): string {
  const params = new URLSearchParams({ serviceId: String(q.serviceId), date });
  if (q.staffId !== null) params.set('staffId', String(q.staffId));
  return `/api/public/${encodeURIComponent(q.slug)}/available-times?${params}`;
}

export function fetchTimes(q: TimesQuery, date: string): Promise<PublicAvailableTimesDto> {
  const key = timesPath(q, date);
  let answer = cache.get(key);
  if (!answer) {
    answer = publicRequest<PublicAvailableTimesDto>('GET', key);
    cache.set(key, answer);
    answer.catch(() => cache.delete(key));
  }
  return answer;
}

/** Forget every answer (after booking, cancelling or rescheduling: times changed). */
export function forgetTimes(): void {
  cache.clear();
}

/** Today on the establishment's clock ('YYYY-MM-DD'). */
export function todayIn(timezone: string): string {
  return dayjs().tz(timezone).format('YYYY-MM-DD');
}

/** Whether the rules allow booking on `date` at all (before asking the server which times are free). */
export function dayAllowed(date: string, today: string, rules: BookingRules): boolean {
  if (date < today || date > rules.lastBookableDate) return false;
  if (rules.releasedMonths && !rules.releasedMonths.includes(date.slice(0, 7))) return false;
  return !rules.closedWeekdays.includes(dayjs(date, 'YYYY-MM-DD').day());
}

/** What a day offers: free times, none free (fully booked: the waitlist), or none at all (closed, absence…). */
export type DayState = 'free' | 'full' | 'off';

/** Each allowed day of `days` -> its state (undefined until known), asked a few days at a time. */
export function useDaysWithTimes(q: TimesQuery | null, days: string[]): Record<string, DayState | undefined> {
  const [known, setKnown] = useState<{ key: string; map: Record<string, DayState> }>({ key: '', map: {} });
  const slug = q?.slug ?? '';
  const serviceId = q?.serviceId ?? 0;
  const staffId = q?.staffId ?? null;
  const dayList = days.join(',');
  const key = serviceId ? `${slug}|${serviceId}|${staffId}|${dayList}` : '';
  useEffect(() => {
    if (!serviceId || !dayList) return;
    const run = { alive: true };
    const query = { slug, serviceId, staffId };
    const queue = dayList.split(',');
    const map: Record<string, DayState> = {};
    const worker = async () => {
      while (run.alive && queue.length > 0) {
        const date = queue.shift()!;
        try {
          const answer = await fetchTimes(query, date);
          // A reason (closed, absence, not released…) means nothing to wait for; none means fully booked.
          map[date] = answer.times.length > 0 ? 'free' : answer.message ? 'off' : 'full';
        } catch {
          continue; // unknown: the day stays selectable and its own answer explains
        }
        if (run.alive) setKnown({ key, map: { ...map } });
      }
    };
    void Promise.all([worker(), worker(), worker()]);
    return () => {
      run.alive = false;
    };
  }, [key, slug, serviceId, staffId, dayList]);
  return known.key === key ? known.map : {};
}

/** The free times of one day; `retry` asks again (after forgetTimes). */
export function useTimes(q: TimesQuery | null, date: string | null) {
  const [state, setState] = useState<{ key: string; answer?: PublicAvailableTimesDto; error?: string }>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const slug = q?.slug ?? '';
  const serviceId = q?.serviceId ?? 0;
  const staffId = q?.staffId ?? null;
  const key = serviceId && date ? `${slug}|${serviceId}|${staffId}|${date}|${attempt}` : '';
  useEffect(() => {
    if (!serviceId || !date) return;
    let alive = true;
    fetchTimes({ slug, serviceId, staffId }, date).then(
      (answer) => alive && setState({ key, answer }),
      (error: Error) => alive && setState({ key, error: error.message }),
    );
    return () => {
      alive = false;
    };
  }, [key, slug, serviceId, staffId, date]);
  const current = state.key === key;
  return {
    times: current ? state.answer?.times : undefined,
    message: current ? (state.answer?.message ?? null) : null,
    error: current ? (state.error ?? null) : null,
    loading: !!key && !current,
    retry: () => setAttempt((n) => n + 1),
  };
}
