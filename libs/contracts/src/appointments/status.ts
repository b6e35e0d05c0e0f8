import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '../constants';
import type { AppointmentStatusChange } from './dto';

/** docs/product/states.md: pending→confirmed|rejected, scheduled→confirmed, scheduled|confirmed|in_progress→completed, scheduled|confirmed→no_show. */
const ALLOWED_FROM: Record<AppointmentStatusChange | 'cancelled', readonly AppointmentStatus[]> = {
  confirmed: ['pending', 'scheduled'],
  rejected: ['pending'],
  completed: ['scheduled', 'confirmed', 'in_progress'],
  no_show: ['scheduled', 'confirmed'],
  cancelled: ['pending', 'scheduled', 'confirmed', 'in_progress'],
};

export type TransitionDecision = { kind: 'apply' } | { kind: 'noop' } | { kind: 'refuse'; message: string };

/** Asking for the status it already has is a no-op (so completing twice is safe); anything else off the table is refused. */
export function decideTransition(from: AppointmentStatus, to: AppointmentStatusChange | 'cancelled'): TransitionDecision {
  if (from === to) return { kind: 'noop' };
  if (ALLOWED_FROM[to].includes(from)) return { kind: 'apply' };
  return { kind: 'refuse', message: `Não é possível alterar um agendamento ${APPOINTMENT_STATUS_LABELS[from]} para ${APPOINTMENT_STATUS_LABELS[to]}.` };
}

/** Statuses whose date, staff or service may still be edited. */
export const EDITABLE_STATUSES: readonly AppointmentStatus[] = ['pending', 'scheduled', 'confirmed'];
