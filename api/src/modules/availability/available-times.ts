import type { AvailableTimesResponse } from '@salao/contracts';
import { absenceRanges, businessWindow, staffRanges, type AbsencePeriod, type BusinessDay, type StaffDay } from './day-hours';
import { subtract, type Range } from '../../platform/time/ranges';
import { blockRanges, type BlockSeries } from './block-occurrences';
import { classifySlots, slotStarts, SLOT_INTERVAL_MINUTES } from './slots';
import { plainTiming, type ServiceTiming } from './service-timing';

/** Everything one day's availability depends on, already loaded: the pipeline itself does no I/O. */
export interface DayInput {
  /** 'yyyy-MM-dd' on the establishment's wall clock. */
  date: string;
  /** IANA zone of the establishment. */
  zone: string;
  now: number;
  durationMinutes: number;
  /** The service's pause and cleanup; none when absent. */
  timing?: Omit<ServiceTiming, 'durationMinutes'>;
  business: BusinessDay;
  /** undefined = the staff member has no hours configured (works business hours). */
  staffDay: StaffDay | undefined;
  absences: AbsencePeriod[];
  /** The staff member's time blocks that may touch the day (docs/product/states.md 'Time blocks'). */
  blocks?: BlockSeries[];
  /** The time the staff member is busy with active appointments touching that day. */
  booked: Range[];
  intervalMinutes?: number;
}

/** The service's whole timing of a day's input. */
export function dayTiming(input: Pick<DayInput, 'durationMinutes' | 'timing'>): ServiceTiming {
  return { ...plainTiming(input.durationMinutes), ...input.timing };
}

/** The free ranges of the day: business ∩ staff hours, minus absences, time blocks and bookings. */
export function freeRanges(input: DayInput, window = businessWindow(input.date, input.zone, input.business)): Range[] {
  const working = staffRanges(input.date, input.zone, window, input.staffDay);
  return subtract(working, [...absenceRanges(input.absences, input.zone), ...blockRanges(input.blocks, input.date, input.zone), ...input.booked]);
}

/** GET /api/appointments/available-times, composed from the steps above. */
export function availableTimes(input: DayInput): AvailableTimesResponse {
  const window = businessWindow(input.date, input.zone, input.business);
  if (!window) return { timeSlots: [], closed: true, businessHours: null };
  const starts = slotStarts(window, input.zone, input.intervalMinutes ?? SLOT_INTERVAL_MINUTES);
  return {
    timeSlots: classifySlots(starts, dayTiming(input), freeRanges(input, window), input.booked, input.now, input.zone),
    closed: false,
    businessHours: { open: input.business.openTime.slice(0, 5), close: input.business.closeTime.slice(0, 5) },
  };
}
