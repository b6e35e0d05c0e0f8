import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPOINTMENT_MSG, LOYALTY_MSG, dayjs } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { agendaTenant, booking, futureMonday, ZONE, type AgendaTenant } from './agenda-fixtures';

/** docs/product/states.md ('Completing', 'Loyalty'): completion only once started, income dated at the appointment, and the redeem undo. */
describe('safe and honest actions (issue 15)', () => {
  let t: TestApp;
  let a: AgendaTenant;
  const clockFile = join(mkdtempSync(join(tmpdir(), 'salao-clock-')), 'now');
  const setNow = (iso: string | null) => writeFileSync(clockFile, iso ?? '');

  beforeAll(async () => {
    setNow(null);
    t = await startApp({ TEST_CLOCK_FILE: clockFile });
    a = await agendaTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  it('refuses to complete an appointment before its start (409, pt-BR) and writes nothing', async () => {
    const created = await a.client.post('/api/appointments', booking(a, futureMonday(1), '09:00'));
    expect(created.status).toBe(201);
    const early = await a.client.patch(`/api/appointments/${created.body.id}/status`, { status: 'completed' });
    expect(early).toMatchObject({ status: 409, body: { message: APPOINTMENT_MSG.completeBeforeStart } });
    const [row] = await t.db.query(`SELECT status, completed_at FROM appointments WHERE id = $1`, [created.body.id]);
    expect(row).toEqual({ status: 'scheduled', completed_at: null });
    const tx = await t.db.query(`SELECT id FROM transactions WHERE appointment_id = $1`, [created.body.id]);
    expect(tx).toEqual([]);
  });

  it('completes from its start on, and dates the income at the appointment, not at the click', async () => {
    const date = futureMonday(2);
    const created = await a.client.post('/api/appointments', booking(a, date, '10:00'));
    const start = dayjs.tz(`${date} 10:00`, ZONE);
    // A day later than the appointment: the click is on another day than the appointment.
    setNow(start.add(1, 'day').toISOString());
    try {
      const done = await a.client.patch(`/api/appointments/${created.body.id}/status`, { status: 'completed' });
      expect(done).toMatchObject({ status: 200, body: { status: 'completed' } });
      const [tx] = await t.db.query(
        `SELECT transaction_date AS at, to_char(transaction_date AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS local FROM transactions WHERE appointment_id = $1`,
        [created.body.id, ZONE],
      );
      expect(new Date(tx.at).toISOString()).toBe(start.toISOString());
      expect(tx.local).toBe(`${date} 10:00`);
      // It shows under the appointment's day in Financeiro.
      const day = await a.client.get(`/api/transactions/date/${date}`);
      if (day.status === 200) expect(JSON.stringify(day.body)).toContain('Corte Feminino');
    } finally {
      setNow(null);
    }
  });

  it('exactly at the start is allowed', async () => {
    const date = futureMonday(3);
    const created = await a.client.post('/api/appointments', booking(a, date, '11:00'));
    setNow(dayjs.tz(`${date} 11:00`, ZONE).toISOString());
    try {
      expect((await a.client.patch(`/api/appointments/${created.body.id}/status`, { status: 'completed' })).status).toBe(200);
    } finally {
      setNow(null);
    }
  });

  it('tells whoever completes (staff too) what the completion earns in loyalty points', async () => {
    const res = await a.staffLogin.client.get(`/api/loyalty/earnings?serviceId=${a.serviceId}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const e of res.body) expect(e).toEqual({ programId: expect.any(Number), programName: expect.any(String), points: expect.any(Number) });
  });
});

describe('redeem undo (issue 15)', () => {
  let t: TestApp;
  let tenant: Tenant;
  let programId: number;
  // Each its own phone: a second client with the same phone answers 409 (docs/product/validation.md).
  let phones = 0;
  const newClient = async (name: string) =>
    (await tenant.client.post('/api/clients', { name, phone: `1199999${String((phones += 1)).padStart(4, '0')}` })).body.id as number;
  const balance = async (client: number) =>
    (await t.db.query(`SELECT balance FROM loyalty_accounts WHERE client_id = $1 AND program_id = $2`, [client, programId]))[0]?.balance ?? 0;
  const ledgerSum = async (client: number) =>
    (await t.db.query(`SELECT coalesce(sum(points), 0)::int AS s FROM loyalty_point_entries WHERE client_id = $1 AND program_id = $2`, [client, programId]))[0]
      .s;

  beforeAll(async () => {
    t = await startApp();
    tenant = await createTenant(t.url, t.db, 'Core');
    programId = (await tenant.client.get('/api/loyalty/programs')).body[0].id;
  });
  afterAll(() => t.close());

  it('restores the balance exactly once; a second undo is a 409 in pt-BR', async () => {
    const c = await newClient('Desfaz Uma Vez');
    await tenant.client.post(`/api/loyalty/clients/${c}/add-points`, { programId, points: 12 });
    const used = await tenant.client.post(`/api/loyalty/clients/${c}/use-points`, { programId, points: 10 });
    expect(used).toMatchObject({ status: 200, body: { totalPoints: 2, redemptionId: expect.any(Number) } });
    const undo = await tenant.client.post(`/api/loyalty/redemptions/${used.body.redemptionId}/undo`, {});
    expect(undo).toMatchObject({ status: 200, body: { clientId: c, programId, totalPoints: 12, canRedeem: true } });
    const again = await tenant.client.post(`/api/loyalty/redemptions/${used.body.redemptionId}/undo`, {});
    expect(again).toMatchObject({ status: 409, body: { message: LOYALTY_MSG.undoAlready } });
    expect(await balance(c)).toBe(12);
    expect(await ledgerSum(c)).toBe(12);
    const entries = await t.db.query(`SELECT points, kind, reason FROM loyalty_point_entries WHERE client_id = $1 ORDER BY id`, [c]);
    expect(entries.map((e: { kind: string }) => e.kind)).toEqual(['manual', 'redeem', 'redeem_undo']);
    expect(entries[2]).toEqual({ points: 10, kind: 'redeem_undo', reason: 'Resgate desfeito: Serviço gratuito' });
  });

  it('concurrent undos of one redeem: exactly one restores the points', async () => {
    const c = await newClient('Desfaz Concorrente');
    await tenant.client.post(`/api/loyalty/clients/${c}/add-points`, { programId, points: 10 });
    const used = await tenant.client.post(`/api/loyalty/clients/${c}/use-points`, { programId, points: 10 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => tenant.client.post(`/api/loyalty/redemptions/${used.body.redemptionId}/undo`, {})));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.message === LOYALTY_MSG.undoAlready)).toBe(true);
    expect(await balance(c)).toBe(10);
    expect(await ledgerSum(c)).toBe(10);
  });

  it('an unknown or foreign redeem is a 404; a late undo is a 409', async () => {
    expect(await tenant.client.post(`/api/loyalty/redemptions/999999999/undo`, {})).toMatchObject({
      status: 404,
      body: { message: LOYALTY_MSG.redemptionNotFound },
    });
    const other = await createTenant(t.url, t.db, 'Core');
    const c = await newClient('Desfaz Tarde');
    await tenant.client.post(`/api/loyalty/clients/${c}/add-points`, { programId, points: 10 });
    const used = await tenant.client.post(`/api/loyalty/clients/${c}/use-points`, { programId, points: 10 });
    expect((await other.client.post(`/api/loyalty/redemptions/${used.body.redemptionId}/undo`, {})).status).toBe(404);
    await t.db.query(`UPDATE loyalty_point_entries SET created_at = now() - interval '1 hour' WHERE id = $1`, [used.body.redemptionId]);
    expect(await tenant.client.post(`/api/loyalty/redemptions/${used.body.redemptionId}/undo`, {})).toMatchObject({
      status: 409,
      body: { message: LOYALTY_MSG.undoExpired },
    });
    expect(await balance(c)).toBe(0);
  });
});
