import { APPOINTMENT_STATUSES, type AppointmentDto, type AppointmentStatus } from '@salao/contracts';

/** Status filter: all (no-shows included: the day shows who did not come); 'scheduled' shown as 'Confirmados' (scheduled and confirmed); 'completed' = 'Realizados' (docs/product/screens.md). */
export type StatusFilter = 'all' | 'scheduled' | 'completed';

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'scheduled', label: 'Confirmados' },
  { value: 'completed', label: 'Realizados' },
];

const HIDDEN: AppointmentStatus[] = ['cancelled', 'rejected'];

/** The statuses a filter shows: what the month view asks the server for. */
export function statusesFor(status: StatusFilter): AppointmentStatus[] {
  if (status === 'scheduled') return ['scheduled', 'confirmed'];
  if (status === 'completed') return ['completed'];
  return APPOINTMENT_STATUSES.filter((s) => !HIDDEN.includes(s));
}

/** Whether an appointment belongs in the view of the chosen status and staff member. */
export function matchesFilter(a: AppointmentDto, status: StatusFilter, staffId: number | null): boolean {
  return (staffId == null || a.staffId === staffId) && statusesFor(status).includes(a.status);
}
