import { startApp, type TestApp } from './support/app';
import { startQueryCounter, type QueryCounter } from './support/query-counter';
import { agendaTenant, booking, createService, futureMonday, insertStaff, type AgendaTenant } from './agenda-fixtures';

const show = (statements: { text: string; prepared: boolean }[]) =>
  statements.map((s, i) => `${i + 1}.${s.prepared ? ' (prepared)' : ''} ${s.text.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n');

/**
 * docs/architecture.md 'Round trips and prepared statements': the statements one POST /api/appointments sends,
 * counted on the wire, so a new one cannot creep into the booking unnoticed.
 */
describe('a booking’s round trips (POST /api/appointments)', () => {
  let t: TestApp;
  let counter: QueryCounter;
  let x: AgendaTenant;
  /** The tenant with a professional without a login (the bench's kind): no notification to raise. */
  let plain: AgendaTenant;
  const monday = futureMonday(3);

  beforeAll(async () => {
    counter = await startQueryCounter(process.env.TEST_DB_URL!);
    t = await startApp({ DATABASE_URL: counter.url });
    x = await agendaTenant(t.url, t.db);
    const staffId = await insertStaff(t.db, x.establishmentId, 'Dora Sem Acesso');
    plain = { ...x, staffId, serviceId: (await createService(x.client, [staffId], { name: 'Escova' })).id };
  }, 60000);
  afterAll(async () => {
    await t.close();
    await counter.close();
  });

  /** The fewest statements of three bookings (a job of the API's own may run during one), with their texts. */
  async function fewest(who: AgendaTenant, times: string[], key: (i: number) => string | undefined) {
    const runs: { text: string; prepared: boolean }[][] = [];
    for (const [i, time] of times.entries()) {
      counter.reset();
      const k = key(i);
      const res = await who.client.post('/api/appointments', booking(who, monday, time), k ? { 'idempotency-key': k } : undefined);
      runs.push(counter.statements());
      expect(res.status).toBe(201);
    }
    return runs.reduce((a, b) => (b.length < a.length ? b : a));
  }

  it('books in ten statements, idempotency key included, and no more (a professional without a login)', async () => {
    const statements = await fewest(plain, ['09:00', '10:00', '11:00'], (i) => `round-trips-${i}-${Date.now()}`);
    if (process.env.PRINT_STATEMENTS) console.log(show(statements));
    expect(statements).toHaveLength(10);
    // The professional's hold, the day's context and the insert are prepared (planned once per connection).
    const hot = statements.filter((s) => /FOR SHARE|INSERT INTO appointments|AS service_name/.test(s.text));
    expect(hot).toHaveLength(3);
    expect(hot.every((s) => s.prepared)).toBe(true);
  }, 60000);

  it('a booking for a collaborator with a login adds her notification and push lookup: twelve', async () => {
    const statements = await fewest(x, ['09:00', '10:00', '11:00'], (i) => `round-trips-login-${i}-${Date.now()}`);
    if (process.env.PRINT_STATEMENTS) console.log(show(statements));
    expect(statements.length).toBeLessThanOrEqual(12);
  }, 60000);

  it('a refused slot (409) costs no more than a booking', async () => {
    counter.reset();
    const res = await plain.client.post('/api/appointments', booking(plain, monday, '09:00'), { 'idempotency-key': `round-trips-taken-${Date.now()}` });
    expect(res.status).toBe(409);
    if (process.env.PRINT_STATEMENTS) console.log(show(counter.statements()));
    expect(counter.count()).toBeLessThanOrEqual(10);
  }, 60000);
});
