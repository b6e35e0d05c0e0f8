import type { AppointmentDto } from '@salao/contracts';
import { dayOf } from '../shared/appointment-time';

export type DotColor = 'green' | 'yellow' | 'red';

/** Day dot: green for 1 appointment, yellow for 2-3, red for more than 3 (docs/product/screens.md, docs/product/limits.md). */
export function dotColor(count: number): DotColor | null {
  if (count <= 0) return null;
  if (count > 3) return 'red';
  if (count > 1) return 'yellow';
  return 'green';
}

/** Appointments per 'YYYY-MM-DD'. */
export function countByDay(appointments: AppointmentDto[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of appointments) {
    const day = dayOf(a.appointmentDate);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}
