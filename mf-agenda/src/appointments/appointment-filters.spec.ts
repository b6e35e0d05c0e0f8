import type { AppointmentDto } from '@salao/contracts';
import { matchesFilter, statusesFor, type StatusFilter } from './appointment-filters';

const filterAppointments = (list: AppointmentDto[], status: StatusFilter, staffId: number | null) => list.filter((x) => matchesFilter(x, status, staffId));
const a = (id: number, status: AppointmentDto['status'], staffId = 1) => ({ id, status, staffId }) as AppointmentDto;

describe('appointment filters', () => {
  const list = [a(1, 'scheduled'), a(2, 'confirmed', 2), a(3, 'completed'), a(4, 'cancelled'), a(5, 'pending')];
  const ids = (x: AppointmentDto[]) => x.map((y) => y.id);

  it('all hides cancelled and rejected', () => expect(ids(filterAppointments(list, 'all', null))).toEqual([1, 2, 3, 5]));
  it("'Confirmados' keeps scheduled and confirmed", () => expect(ids(filterAppointments(list, 'scheduled', null))).toEqual([1, 2]));
  it("'Realizados' keeps completed", () => expect(ids(filterAppointments(list, 'completed', null))).toEqual([3]));
  it('filters by staff', () => expect(ids(filterAppointments(list, 'all', 2))).toEqual([2]));

  it('asks the server for the statuses each filter shows', () => {
    expect(statusesFor('all')).toEqual(['pending', 'scheduled', 'confirmed', 'in_progress', 'completed', 'no_show']);
    expect(statusesFor('scheduled')).toEqual(['scheduled', 'confirmed']);
    expect(statusesFor('completed')).toEqual(['completed']);
  });
});
