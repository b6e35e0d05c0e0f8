import { Client } from 'pg';
import { AVAILABILITY_MSG, ERROR_CODES } from '@salao/contracts';
import { useAgendaApp } from '../support/security';
import { booking, futureMonday, insertClient, ZONE } from '../agenda-fixtures';

/** Finding 5: deadlocks and serialization failures are retried a bounded number of times, then 409; never 500. */
describe('concurrent bookings', () => {
  const ctx = useAgendaApp();

  it('a booking chosen as the deadlock victim is retried and lands (201, not 500)', async () => {
    const date = futureMonday(2);
    const other = new Client({ connectionString: process.env.TEST_DB_URL });
    await other.connect();
    const insert = (from: string, to: string) =>
      other.query(
        `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
         VALUES ($1, $2, $3, $4, ($5::date + $6::time) AT TIME ZONE $8, ($5::date + $7::time) AT TIME ZONE $8, 15, 0, 'scheduled')`,
        [ctx.x.establishmentId, ctx.x.clientId, ctx.x.serviceId, ctx.x.staffId, date, from, to, ZONE],
      );
    try {
      // Another transaction holds 10:00-10:45 uncommitted: the API's 10:30-11:30 waits for it...
      await other.query('BEGIN');
      await insert('10:00', '10:45');
      const api = ctx.x.client.post('/api/appointments', booking(ctx.x, date, '10:30'));
      await new Promise((r) => setTimeout(r, 300));
      // ...and that transaction then waits for the API's row: a deadlock PostgreSQL breaks by aborting the API's.
      await insert('11:00', '11:15');
      await other.query('ROLLBACK');
      const res = await api;
      expect([res.status, res.body.message]).toEqual([201, undefined]);
    } finally {
      await other.end();
    }
  }, 30000);

  it('50 parallel overlapping bookings answer only 201 and 409, and exactly one is booked', async () => {
    const date = futureMonday(3);
    const clients = await Promise.all(Array.from({ length: 5 }, (_, i) => insertClient(ctx.t.db, ctx.x.establishmentId, `Cliente ${i}`)));
    // Every start lies within the 60-minute service of every other, so at most one can hold the slot.
    const times = ['10:00', '10:15', '10:30', '10:45'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ctx.x.client.post('/api/appointments', booking(ctx.x, date, times[i % times.length]!, { clientId: clients[i % clients.length] })),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // Every loser hears the booking conflict, whether the exclusion constraint or the retry budget refused it.
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body).toEqual({ message: AVAILABILITY_MSG.slotTaken, code: ERROR_CODES.slotTaken });
    const [{ n }] = await ctx.t.db.query(
      `SELECT count(*)::int AS n FROM appointments WHERE staff_id = $1 AND starts_at >= $2::date AND starts_at < $2::date + 2 AND status IN ('scheduled', 'confirmed', 'pending')`,
      [ctx.x.staffId, date],
    );
    expect(n).toBe(1);
  }, 60000);
});
