import { localDate } from '../../platform/time/wall-clock';

/** The settings the public booking window depends on. */
export interface WindowRules {
  minNoticeMinutes: number;
  maxDaysAhead: number;
  /** 'YYYY-MM' months open when the agenda release policy is active; null when it is not. */
  releasedMonths: string[] | null;
}

export type DayRefusal = { kind: 'past' } | { kind: 'tooFarAhead'; days: number } | { kind: 'notReleased' };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day online clients may book on the establishment's clock: max days ahead, then the released months. */
export function lastBookableDate(now: number, zone: string, rules: WindowRules): string {
  const byDays = addDays(localDate(now, zone), rules.maxDaysAhead);
  if (!rules.releasedMonths) return byDays;
  const lastMonth = [...rules.releasedMonths].sort().at(-1);
  if (!lastMonth) return localDate(now, zone);
  const [y, m] = lastMonth.split('-').map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return monthEnd < byDays ? monthEnd : byDays;
}

/** Why a whole day is closed to online booking (before today, beyond the window, month not released), or null. */
export function dayRefusal(date: string, now: number, zone: string, rules: WindowRules): DayRefusal | null {
  const today = localDate(now, zone);
  if (date < today) return { kind: 'past' };
  if (rules.releasedMonths && !rules.releasedMonths.includes(date.slice(0, 7))) return { kind: 'notReleased' };
  if (date > addDays(today, rules.maxDaysAhead)) return { kind: 'tooFarAhead', days: rules.maxDaysAhead };
  return null;
}

/** 'm minutos' / 'h horas' / 'd dias' for the minimum-notice message. */
export function noticeLabel(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 dia' : `${minutes / 1440} dias`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
