import { BOOKING_MESSAGES, ERROR_CODES } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { agendaTenant, booking, type AgendaTenant } from './agenda-fixtures';

/**
 * A block repeats at the same wall-clock time (docs/product/states.md 'Time blocks'), also across a change of
 * daylight saving time. Brazil has none today, so the establishment here keeps New York's clock, which moves
 * forward on Sunday 2027-03-14: the Mondays before and after it are both blocked 12:00-13:00 on the salon's clock.
 */
describe('a recurring block across a daylight saving change', () => {
  let t: TestApp;
  let x: AgendaTenant;
  const before = '2027-03-08';
  const after = '2027-03-15';
  const freeTimes = async (date: string) =>
    (
      (await x.client.get(`/api/appointments/available-times?staffId=${x.staffId}&serviceId=${x.serviceId}&date=${date}`)).body.timeSlots as {
        time: string;
        available: boolean;
      }[]
    )
      .filter((s) => s.available)
      .map((s) => s.time);

  beforeAll(async () => {
    t = await startApp();
    x = await agendaTenant(t.url, t.db);
    await t.db.query(`UPDATE establishments SET timezone = 'America/New_York' WHERE id = $1`, [x.establishmentId]);
  }, 60000);
  afterAll(() => t.close());

  it('blocks the same wall-clock hour on both sides of the change, for availability, bookings and the day grid', async () => {
    const weekly = await x.client.post(`/api/staff/${x.staffId}/blocks`, {
      date: before,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Almoço',
      repeat: 'weekly',
      until: '2027-03-22',
    });
    expect(weekly.status).toBe(201);

    for (const date of [before, after]) {
      const free = await freeTimes(date);
      expect(free).toContain('11:00');
      expect(free).toContain('13:00');
      for (const time of ['11:10', '12:00', '12:50']) expect(free).not.toContain(time);
      expect(await x.client.post('/api/appointments', booking(x, date, '12:00'))).toMatchObject({
        status: 409,
        body: { message: BOOKING_MESSAGES.blocked, code: ERROR_CODES.staffBlocked },
      });
      const day = (await x.client.get(`/api/agenda/day?date=${date}`)).body;
      const column = day.staff.find((s: { id: number }) => s.id === x.staffId);
      expect(column.blocks).toEqual([expect.objectContaining({ date, startTime: '12:00', endTime: '13:00', reason: 'Almoço' })]);
    }
    // The hour right after the block books on the new side of the change.
    expect((await x.client.post('/api/appointments', booking(x, after, '13:00'))).status).toBe(201);
  });
});
