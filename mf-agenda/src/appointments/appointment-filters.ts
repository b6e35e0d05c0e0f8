import type { AppointmentDto } from '@salao/contracts';

/** Status filter: all; 'scheduled' shown as 'Confirmados' (scheduled and confirmed); 'completed' = 'Realizados' (SPEC §2). */
export type StatusFilter = 'all' | 'scheduled' | 'completed';

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'scheduled', label: 'Confirmados' },
  { value: 'completed', label: 'Realizados' },
];

const HIDDEN: AppointmentDto['status'][] = ['cancelled', 'rejected'];

/** What the calendar and the day list show for the chosen status and staff member. */
export function filterAppointments(list: AppointmentDto[], status: StatusFilter, staffId: number | null): AppointmentDto[] {
  return list.filter((a) => {
    if (staffId != null && a.staffId !== staffId) return false;
    if (status === 'scheduled') return a.status === 'scheduled' || a.status === 'confirmed';
    if (status === 'completed') return a.status === 'completed';
    return !HIDDEN.includes(a.status);
  });
}
