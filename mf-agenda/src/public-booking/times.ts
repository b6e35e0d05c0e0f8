import { useEffect, useState } from 'react';
import { PUBLIC_DAY_REASON, dayjs, type GroupTimesResponse, type PublicAvailableTimesDto, type PublicEstablishmentDto } from '@salao/contracts';
import { publicRequest } from './api';

export type BookingRules = PublicEstablishmentDto['rules'];

/** One answer per service, professional and day, shared by the calendar (which days have times) and the time grid. */
const cache = new Map<string, Promise<PublicAvailableTimesDto>>();

export interface TimesQuery {
  slug: string;
  serviceId: number;
  staffId: number | null;
  /** The visit's other services, 'serviceId:staffId,…' (docs/product/series.md): the times are then the whole visit's. */
  visit?: string;
}

type GroupDay = GroupTimesResponse & { message: string | null };
const groups = new Map<string, Promise<GroupDay>>();

function groupPath(q: TimesQuery, date: string): string {
  const items = `${q.serviceId}:${q.staffId},${q.visit}`;
  return `/api/public/${encodeURIComponent(q.slug)}/group-times?${new URLSearchParams({ date, items })}`;
}

/** The visit's day: each start where every service fits one after the other, with each one's own start. */
export function fetchGroup(q: TimesQuery, date: string): Promise<GroupDay> {
  const key = groupPath(q, date);
  let answer = groups.get(key);
  if (!answer) {
    answer = publicRequest<GroupDay>('GET', key);
    groups.set(key, answer);
    answer.catch(() => groups.delete(key));
  }
  return answer;
}

const isVisit = (q: TimesQuery) => !!q.visit && q.staffId !== null;

function timesPath(q: TimesQuery, date: string): string {
  const params = new URLSearchParams({ serviceId: String(q.serviceId), date });
  if (q.staffId !== null) params.set('staffId', String(q.staffId));
  return `/api/public/${encodeURIComponent(q.slug)}/available-times?${params}`;
}

export function fetchTimes(q: TimesQuery, date: string): Promise<PublicAvailableTimesDto> {
  if (isVisit(q)) return fetchGroup(q, date).then((g) => ({ date, times: g.times.map((t) => t.time), message: g.message }));
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
  groups.clear();
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

/**
 * Why `date` cannot be chosen, from the rules alone (past, closed weekday, month not released, beyond the window), or
 * null when the server has to say (its answer's message for a day without times).
 */
export function dayRuleReason(date: string, today: string, rules: BookingRules): string | null {
  if (date < today) return PUBLIC_DAY_REASON.past;
  if (rules.closedWeekdays.includes(dayjs(date, 'YYYY-MM-DD').day())) return PUBLIC_DAY_REASON.closed;
  if (rules.releasedMonths && !rules.releasedMonths.includes(date.slice(0, 7))) return PUBLIC_DAY_REASON.notReleased;
  if (date > rules.lastBookableDate) return rules.releasedMonths ? PUBLIC_DAY_REASON.notReleased : PUBLIC_DAY_REASON.beyondWindow(rules.maxDaysAhead);
  return null;
}

/** What a day offers: free times, none free (fully booked: the waitlist), or none at all (closed, absence…). */
export type DayState = 'free' | 'full' | 'off';

/** Each allowed day of `days` -> its state (undefined until known), asked a few days at a time. */
export interface DayInfo {
  state: DayState;
  /** The server's reason for a day without times (closed, absence…), pt-BR. */
  message: string | null;
}

export function useDaysWithTimes(q: TimesQuery | null, days: string[]): Record<string, DayInfo | undefined> {
  const [known, setKnown] = useState<{ key: string; map: Record<string, DayInfo> }>({ key: '', map: {} });
  const slug = q?.slug ?? '';
  const serviceId = q?.serviceId ?? 0;
  const staffId = q?.staffId ?? null;
  const visit = q?.visit ?? '';
  const dayList = days.join(',');
  const key = serviceId ? `${slug}|${serviceId}|${staffId}|${visit}|${dayList}` : '';
  useEffect(() => {
    if (!serviceId || !dayList) return;
    const run = { alive: true };
    const query = { slug, serviceId, staffId, visit };
    const queue = dayList.split(',');
    const map: Record<string, DayInfo> = {};
    const worker = async () => {
      while (run.alive && queue.length > 0) {
        const date = queue.shift()!;
        try {
          const answer = await fetchTimes(query, date);
          // A reason (closed, absence, not released…) means nothing to wait for; none means fully booked.
          map[date] = { state: answer.times.length > 0 ? 'free' : answer.message ? 'off' : 'full', message: answer.message };
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
  }, [key, slug, serviceId, staffId, visit, dayList]);
  return known.key === key ? known.map : {};
}

/** The free times of one day; `retry` asks again (after forgetTimes). */
export function useTimes(q: TimesQuery | null, date: string | null) {
  const [state, setState] = useState<{ key: string; answer?: PublicAvailableTimesDto; error?: string }>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const slug = q?.slug ?? '';
  const serviceId = q?.serviceId ?? 0;
  const staffId = q?.staffId ?? null;
  const visit = q?.visit ?? '';
  const key = serviceId && date ? `${slug}|${serviceId}|${staffId}|${visit}|${date}|${attempt}` : '';
  useEffect(() => {
    if (!serviceId || !date) return;
    let alive = true;
    fetchTimes({ slug, serviceId, staffId, visit }, date).then(
      (answer) => alive && setState({ key, answer }),
      (error: Error) => alive && setState({ key, error: error.message }),
    );
    return () => {
      alive = false;
    };
  }, [key, slug, serviceId, staffId, visit, date]);
  const current = state.key === key;
  return {
    times: current ? state.answer?.times : undefined,
    message: current ? (state.answer?.message ?? null) : null,
    error: current ? (state.error ?? null) : null,
    loading: !!key && !current,
    retry: () => setAttempt((n) => n + 1),
  };
}
