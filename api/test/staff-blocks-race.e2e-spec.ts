import { BOOKING_MESSAGES, dayjs, ERROR_CODES } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { agendaTenant, booking, futureMonday, ZONE, type AgendaTenant } from './agenda-fixtures';

const addDays = (date: string, n: number) => dayjs.tz(date, ZONE).add(n, 'day').format('YYYY-MM-DD');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const blocked = { status: 409, body: { message: BOOKING_MESSAGES.blocked, code: ERROR_CODES.staffBlocked } };

/**
 * docs/product/states.md 'Time blocks': a booking racing a block being created cannot slip into it. Each round holds
 * a block's creation open exactly as the API writes one (the professional's row FOR UPDATE, then the block row),
 * fires a booking into it, and sees the booking wait for the block and then be refused.
 */
describe('a booking racing a time block being created', () => {
  let t: TestApp;
  let x: AgendaTenant;
  const monday = futureMonday(3);

  beforeAll(async () => {
    t = await startApp();
    x = await agendaTenant(t.url, t.db);
  }, 60000);
  afterAll(() => t.close());

  /** Runs `race` while a block of 12:00-13:00 on `date` is being created, then commits the block. */
  async function withBlockInFlight<T>(date: string, race: () => Promise<T>): Promise<{ answeredBeforeCommit: boolean; answer: T }> {
    const q = t.db.createQueryRunner();
    await q.connect();
    await q.startTransaction();
    try {
      await q.query(`SELECT id FROM staff WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL FOR UPDATE`, [x.staffId, x.establishmentId]);
      await q.query(
        `INSERT INTO staff_blocks (establishment_id, staff_id, date, start_time, end_time, reason, repeat, until) VALUES ($1, $2, $3, '12:00', '13:00', 'Reunião', 'none', $3)`,
        [x.establishmentId, x.staffId, date],
      );
      let answered = false;
      const pending = race().then((answer) => {
        answered = true;
        return answer;
      });
      await sleep(400);
      const answeredBeforeCommit = answered;
      await q.commitTransaction();
      return { answeredBeforeCommit, answer: await pending };
    } finally {
      if (q.isTransactionActive) await q.rollbackTransaction();
      await q.release();
    }
  }

  it('a new booking waits for the block and is refused, every time', async () => {
    for (let round = 0; round < 5; round++) {
      const date = addDays(monday, round);
      const { answeredBeforeCommit, answer } = await withBlockInFlight(date, () => x.client.post('/api/appointments', booking(x, date, '12:00')));
      expect([round, answeredBeforeCommit]).toEqual([round, false]);
      expect(answer).toMatchObject(blocked);
    }
    // A collaborator's own booking takes the same path.
    const date = addDays(monday, 7);
    const own = await withBlockInFlight(date, () => x.staffLogin.client.post('/api/appointments', booking(x, date, '12:30')));
    expect(own.answer).toMatchObject(blocked);
  });

  it('moving an appointment into a block being created waits for it and is refused', async () => {
    const date = addDays(monday, 8);
    const created = await x.client.post('/api/appointments', booking(x, date, '09:00'));
    expect(created.status).toBe(201);
    const { answeredBeforeCommit, answer } = await withBlockInFlight(date, () =>
      x.client.put(`/api/appointments/${created.body.id}`, booking(x, date, '12:00')),
    );
    expect(answeredBeforeCommit).toBe(false);
    expect(answer).toMatchObject(blocked);
  });

  it('fired together through the API, many times: a booking is never accepted after the block it raced was written', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const date = addDays(monday, 14 + Math.floor(round / 4));
      const start = `${String(9 + 2 * (round % 4)).padStart(2, '0')}:00`;
      const end = `${String(10 + 2 * (round % 4)).padStart(2, '0')}:00`;
      const [block, booked] = await Promise.all([
        x.client.post(`/api/staff/${x.staffId}/blocks`, { date, startTime: start, endTime: end, reason: `Rodada ${round}`, repeat: 'none' }),
        x.client.post('/api/appointments', booking(x, date, start)),
      ]);
      // Blocks do not refuse appointments already booked: the block is always created.
      expect([round, block.status]).toEqual([round, 201]);
      if (booked.status !== 201) {
        expect([round, booked]).toMatchObject([round, blocked]);
        outcomes.add('block first');
        continue;
      }
      // Both written: only in the order booking, then block (each audit row is written in its own transaction).
      const [order] = await t.db.query(
        `SELECT (SELECT id FROM audit_log WHERE establishment_id = $1 AND entity = 'appointment' AND entity_id = $2 AND action = 'create') AS booking,
                (SELECT id FROM audit_log WHERE establishment_id = $1 AND entity = 'staff' AND action = 'create' AND after ->> 'block.reason' = $3) AS block`,
        [x.establishmentId, booked.body.id, `Rodada ${round}`],
      );
      expect([round, Number(order.booking) < Number(order.block)]).toEqual([round, true]);
      outcomes.add('booking first');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('bookings of the same professional do not wait for each other', async () => {
    const date = addDays(monday, 9);
    const answers = await Promise.all(['09:00', '10:00', '11:00', '14:00'].map((time) => x.client.post('/api/appointments', booking(x, date, time))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
  });
});
