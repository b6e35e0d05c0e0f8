import type { AppointmentDto } from '@salao/contracts';
import { byDateAsc } from '../shared/appointment-time';

/** 'Próximos Agendamentos': confirmed and scheduled, soonest first, optionally of one professional (docs/product/screens.md). */
export function upcomingAppointments(all: AppointmentDto[] | undefined, staffId: number | null): AppointmentDto[] {
  return (all ?? [])
    .filter((a) => a.status === 'confirmed' || a.status === 'scheduled')
    .filter((a) => staffId == null || a.staffId === staffId)
    .sort(byDateAsc);
}

/** The three empty messages of docs/product/screens.md. */
export function upcomingEmptyText(isStaff: boolean, staffId: number | null): string {
  if (isStaff) return 'Nenhum agendamento próximo para você';
  return staffId == null ? 'Nenhum agendamento para hoje' : 'Nenhum agendamento para este profissional hoje';
}
