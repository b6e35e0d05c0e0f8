import type { AppointmentDto } from '@salao/contracts';

/** 'HH:mm' of an appointment: the 5 characters after 'T' of its local appointmentDate (docs/product/entities.md). */
export function timeOf(appointmentDate: string): string {
  return appointmentDate.split('T')[1]?.slice(0, 5) ?? '';
}

/** 'YYYY-MM-DD' of an appointment's local date. */
export function dayOf(appointmentDate: string): string {
  return appointmentDate.slice(0, 10);
}

/** Soonest first. */
export function byDateAsc(a: Pick<AppointmentDto, 'appointmentDate'>, b: Pick<AppointmentDto, 'appointmentDate'>): number {
  return a.appointmentDate.localeCompare(b.appointmentDate);
}

/** Only scheduled or confirmed appointments offer complete, edit and cancel (docs/product/screens.md). */
export function isActionable(status: AppointmentDto['status']): boolean {
  return status === 'scheduled' || status === 'confirmed';
}

/** The appointment's start has come (its local date-time read on the browser's clock): it may be completed or marked as a no-show. */
export function hasStarted(appointmentDate: string, now: number): boolean {
  // 'YYYY-MM-DDTHH:mm:ss' without an offset is read as local time.
  const start = Date.parse(appointmentDate.slice(0, 19));
  return Number.isFinite(start) && start <= now;
}

/** Why the ✓ is off before the start (the server would refuse it). */
export const COMPLETE_AFTER_START = 'Disponível a partir do início do atendimento';
