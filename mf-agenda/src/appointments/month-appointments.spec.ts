import { QueryClient } from '@tanstack/react-query';
import type { AppointmentDto } from '@salao/contracts';
import { fetchMonthAppointments, monthAppointmentsKey, putAppointment, type MonthQuery } from './month-appointments';

const appt = (id: number, appointmentDate: string, status: AppointmentDto['status'] = 'scheduled', staffId = 1) =>
  ({ id, appointmentDate, status, staffId }) as AppointmentDto;

describe('month view', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the server once for the month, its statuses and the staff member', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve('{"appointments":[],"total":0}') });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await fetchMonthAppointments({ month: '2025-03', status: 'scheduled', staffId: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/api/appointments');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', limit: '500', month: '2025-03', status: 'scheduled,confirmed', staffId: '4' });
  });

  it('puts a written appointment into the views it belongs to and out of the others', () => {
    const client = new QueryClient();
    const all: MonthQuery = { month: '2025-03', status: 'all', staffId: null };
    const done: MonthQuery = { month: '2025-03', status: 'completed', staffId: null };
    const april: MonthQuery = { month: '2025-04', status: 'all', staffId: null };
    client.setQueryData(monthAppointmentsKey(all), [appt(1, '2025-03-02T10:00:00'), appt(2, '2025-03-03T10:00:00')]);
    client.setQueryData(monthAppointmentsKey(done), [appt(2, '2025-03-03T10:00:00', 'completed')]);
    client.setQueryData(monthAppointmentsKey(april), []);

    expect(putAppointment(client, appt(2, '2025-03-05T09:00:00', 'confirmed'))).toEqual(['appointments']);
    expect(client.getQueryData<AppointmentDto[]>(monthAppointmentsKey(all))?.map((a) => [a.id, a.appointmentDate])).toEqual([
      [1, '2025-03-02T10:00:00'],
      [2, '2025-03-05T09:00:00'],
    ]);
    expect(client.getQueryData(monthAppointmentsKey(done))).toEqual([]);
    expect(client.getQueryData(monthAppointmentsKey(april))).toEqual([]);
  });

  it('leaves the views to refetch when the answer is not an appointment', () => {
    expect(putAppointment(new QueryClient(), { ok: true })).toEqual([]);
  });
});
