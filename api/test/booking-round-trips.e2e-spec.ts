import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { ownDatabase } from './support/demo-app';
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
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  const monday = futureMonday(3);

  beforeAll(async () => {
    // Its own database: the retries of webhooks an earlier file left on the worker's would be counted here.
    database = await ownDatabase('round_trips');
    counter = await startQueryCounter(database.url);
    // A long session reuse: only a drop can explain a session looked up again (not the 1 s expiry on a slow machine).
    t = await startApp({ DATABASE_URL: counter.url, SESSION_CACHE_MS: '60000' });
    x = await agendaTenant(t.url, t.db);
    const staffId = await insertStaff(t.db, x.establishmentId, 'Dora Sem Acesso');
    plain = { ...x, staffId, serviceId: (await createService(x.client, [staffId], { name: 'Escova' })).id };
  }, 60000);
  afterAll(async () => {
    await t.close();
    await counter.close();
    await database.drop();
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

  const sessionLookups = (statements: { text: string }[]) => statements.filter((s) => /FROM sessions s/.test(s.text)).length;

  it('books in seven statements, idempotency key and its answer included, and no more (a professional without a login)', async () => {
    const statements = await fewest(plain, ['09:00', '10:00', '11:00'], (i) => `round-trips-${i}-${Date.now()}`);
    if (process.env.PRINT_STATEMENTS) console.log(show(statements));
    // The session's lookup is not among them: the booking before left it cached.
    expect(sessionLookups(statements)).toBe(0);
    expect(statements).toHaveLength(7);
    // The professional's hold, the day's context and the insert are prepared (planned once per connection).
    const hot = statements.filter((s) => /FOR SHARE|INSERT INTO appointments|AS service_name/.test(s.text));
    expect(hot).toHaveLength(3);
    expect(hot.every((s) => s.prepared)).toBe(true);
  }, 60000);

  it('a booking for a collaborator with a login adds her notification and push lookup: ten', async () => {
    const statements = await fewest(x, ['09:00', '10:00', '11:00'], (i) => `round-trips-login-${i}-${Date.now()}`);
    if (process.env.PRINT_STATEMENTS) console.log(show(statements));
    expect(statements.length).toBeLessThanOrEqual(10);
  }, 60000);

  it('a refused slot (409) costs no more than a booking', async () => {
    counter.reset();
    const res = await plain.client.post('/api/appointments', booking(plain, monday, '09:00'), { 'idempotency-key': `round-trips-taken-${Date.now()}` });
    expect(res.status).toBe(409);
    if (process.env.PRINT_STATEMENTS) console.log(show(counter.statements()));
    expect(counter.count()).toBeLessThanOrEqual(9);
  }, 60000);

  it('with a webhook on appointment.created, its outbox row goes in the commit statement and is there after it', async () => {
    // A target never dialled (loopback without the tests' allowlist): the delivery is refused, no network.
    const hook = await plain.client.post(
      '/api/webhooks',
      { url: 'https://127.0.0.1:9/agenda', events: ['appointment.created'] },
      { 'idempotency-key': `round-trips-hook-${Date.now()}` },
    );
    expect(hook.status).toBe(201);
    counter.reset();
    const res = await plain.client.post('/api/appointments', booking(plain, monday, '14:00'), { 'idempotency-key': `round-trips-hooked-${Date.now()}` });
    expect(res.status).toBe(201);
    const statements = counter.statements();
    const commit = statements.findIndex((s) => /^\s*COMMIT/i.test(s.text));
    const beforeCommit = statements.slice(0, commit);
    if (process.env.PRINT_STATEMENTS) console.log(show(statements));
    // The outbox insert shares its statement with the key's mark and the audit row, just before COMMIT.
    expect(beforeCommit.filter((s) => /webhook_deliveries/.test(s.text))).toHaveLength(1);
    expect(beforeCommit.at(-1)!.text).toMatch(/idempotency_keys/);
    expect(beforeCommit.at(-1)!.text).toMatch(/webhook_deliveries/);
    const rows: { event: string }[] = await t.db.query(
      `SELECT d.event FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE w.id = $1 AND d.resource = $2`,
      [hook.body.id, `appointment:${res.body.id}`],
    );
    expect(rows).toEqual([{ event: 'appointment.created' }]);
  }, 60000);

  // After the counts: the client written here may set the API's own work going.
  it('a booking leaves the sessions cached; any other write drops them, so the next call reads its change', async () => {
    await plain.client.get('/api/session');
    counter.reset();
    const booked = await plain.client.post('/api/appointments', booking(plain, monday, '15:00'), { 'idempotency-key': `round-trips-keep-${Date.now()}` });
    expect(booked.status).toBe(201);
    expect((await plain.client.get('/api/appointments/recent')).status).toBe(200);
    expect(sessionLookups(counter.statements())).toBe(0);

    // A write that may change what the session carries (here the establishment's data): looked up again after it.
    const client = await plain.client.post(
      '/api/clients',
      { name: 'Cliente Nova Sessão', phone: '11987650001' },
      { 'idempotency-key': `round-trips-drop-${Date.now()}` },
    );
    expect(client.status).toBe(201);
    counter.reset();
    expect((await plain.client.get('/api/appointments/recent')).status).toBe(200);
    expect(sessionLookups(counter.statements())).toBe(1);
  }, 60000);

  // Last: the public booking queues the salon's messages, whose jobs would add statements to a count after it.
  it("an end client's booking on another salon's public page leaves this salon's sessions cached", async () => {
    const other = await agendaTenant(t.url, t.db);
    const slug = (await other.client.get('/api/establishment')).body.slug as string;
    await plain.client.get('/api/session');
    counter.reset();
    const made = await new ApiClient(t.url).post(`/api/public/${slug}/appointments`, {
      serviceId: other.serviceId,
      staffId: other.staffId,
      date: monday,
      time: '10:00',
      name: 'Bia',
      phone: '(11) 98888-7777',
    });
    expect(made.status).toBe(201);
    expect((await plain.client.get('/api/appointments/recent')).status).toBe(200);
    expect(sessionLookups(counter.statements())).toBe(0);
  }, 60000);
});
