import type { AppointmentDto } from '@salao/contracts';
import { upcomingAppointments, upcomingEmptyText } from './upcoming';

const a = (id: number, status: AppointmentDto['status'], date: string, staffId = 1) => ({ id, status, appointmentDate: date, staffId }) as AppointmentDto;

describe('upcoming appointments', () => {
  const all = [
    a(1, 'confirmed', '2025-03-10T15:00:00'),
    a(2, 'scheduled', '2025-03-10T09:00:00', 2),
    a(3, 'completed', '2025-03-10T08:00:00'),
    a(4, 'pending', '2025-03-10T08:30:00'),
    a(5, 'cancelled', '2025-03-10T07:30:00'),
  ];

  it('keeps confirmed and scheduled, soonest first', () => {
    expect(upcomingAppointments(all, null).map((x) => x.id)).toEqual([2, 1]);
  });

  it('filters by professional', () => {
    expect(upcomingAppointments(all, 1).map((x) => x.id)).toEqual([1]);
    expect(upcomingAppointments(undefined, null)).toEqual([]);
  });

  it('says why the list is empty', () => {
    expect(upcomingEmptyText(true, null)).toBe('Nenhum agendamento próximo para você');
    expect(upcomingEmptyText(false, null)).toBe('Nenhum agendamento para hoje');
    expect(upcomingEmptyText(false, 3)).toBe('Nenhum agendamento para este profissional hoje');
  });
});
