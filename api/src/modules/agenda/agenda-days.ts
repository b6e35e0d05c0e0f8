import type { AbsenceDto, AgendaHours, StaffBlockOccurrenceDto } from '@salao/contracts';
import { DEFAULT_BUSINESS_HOURS } from '../business-hours/business-hours.defaults';
import { occursOn } from '../availability/block-occurrences';
import type { BusinessDay, StaffDay } from '../availability/day-hours';
import { nextDate, weekday } from '../../platform/time/wall-clock';
import type { AgendaStaffRow } from './agenda.repository';

/** The 'yyyy-MM-dd' days from `start`, `count` of them. */
export function daysFrom(start: string, count: number): string[] {
  const out = [start];
  while (out.length < count) out.push(nextDate(out[out.length - 1]!));
  return out;
}

/** The establishment's opening on `date` (saved weekday or its default), null when closed or a holiday. */
export function businessHoursOn(date: string, saved: (BusinessDay & { dayOfWeek: number })[]): AgendaHours | null {
  const dow = weekday(date);
  const day = saved.find((b) => b.dayOfWeek === dow) ?? DEFAULT_BUSINESS_HOURS[dow]!;
  if (!day.isOpen || day.isHoliday) return null;
  const openTime = day.openTime.slice(0, 5);
  const closeTime = day.closeTime.slice(0, 5);
  return closeTime > openTime ? { openTime, closeTime } : null;
}

/**
 * A professional's working hours on `date`, inside the opening (as availability reads them, docs/product/states.md):
 * no week configured works the opening; a configured week makes an unconfigured or unavailable day off.
 */
export function staffHoursOn(date: string, business: AgendaHours | null, week: (StaffDay & { dayOfWeek: number })[]): AgendaHours | null {
  if (!business) return null;
  if (week.length === 0) return business;
  const day = week.find((h) => h.dayOfWeek === weekday(date));
  if (!day || !day.isAvailable) return null;
  const openTime = day.openTime > business.openTime ? day.openTime : business.openTime;
  const closeTime = day.closeTime < business.closeTime ? day.closeTime : business.closeTime;
  return closeTime > openTime ? { openTime, closeTime } : null;
}

/** The professional's blocks happening on `date`, by time. */
export function blocksOn(date: string, row: AgendaStaffRow): StaffBlockOccurrenceDto[] {
  return row.blocks
    .filter((b) => occursOn(b, date))
    .map((b) => ({
      blockId: b.id,
      date,
      startTime: b.startTime,
      endTime: b.endTime,
      reason: b.reason,
      repeat: b.repeat,
      seriesStart: b.date,
      until: b.repeat === 'none' ? null : b.until,
    }));
}

/** The absences covering `date`. */
export function absencesOn(date: string, row: AgendaStaffRow): AbsenceDto[] {
  return row.absences.filter((a) => a.startDate <= date && date <= a.endDate);
}
