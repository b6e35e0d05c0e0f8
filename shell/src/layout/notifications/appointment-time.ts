import { formatDate } from '@salao/contracts';

/** Date (dd/MM/yyyy) and time (the 5 characters after 'T') of a local appointmentDate (docs/product/entities.md). */
export function appointmentWhen(appointmentDate: string): { date: string; time: string } {
  return { date: formatDate(appointmentDate.slice(0, 10)), time: appointmentDate.split('T')[1]?.slice(0, 5) ?? '' };
}
