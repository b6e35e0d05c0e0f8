import { DEPOSIT_MSG, depositPolicy, ERROR_CODES, WRITE_SAFETY_MSG } from '@salao/contracts';
import { hasError, parsePix } from 'pix-utils';
import type PgBoss from 'pg-boss';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { futureMonday } from './agenda-fixtures';
import { at, bookOne, depositRow, depositTenant, phone, PIX, runJob, startBoss, testClock, tokenOf, type DepositTenant } from './deposits-fixtures';

/** docs/product/deposits.md with the salon's own PIX key: the BR Code, the hold on every path, its expiry, the owner's 'Sinal recebido'. */
describe('deposits (sinal) on the salon own PIX key', () => {
  let t: TestApp;
  let boss: PgBoss;
  let x: DepositTenant;
  const clock = testClock();
  const pub = () => new ApiClient(t.url);

  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file, ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000' });
    boss = await startBoss();
    x = await depositTenant(t);
  }, 60000);
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await t.close();
  });
  afterEach(() => clock.set(null));

  it('the page shows each service deposit; a visit asks one deposit (sum, most hours) with a BR Code that parses and validates', async () => {
    const page = await pub().get(`/api/public/${x.slug}`);
    const svc = (id: number) => page.body.services.find((s: { id: number }) => s.id === id);
    expect(svc(x.corte)).toMatchObject({ depositCents: 3000, depositKeepHours: 24 });
    expect(svc(x.cor)).toMatchObject({ depositCents: 3000, depositKeepHours: 48 });
    expect(svc(x.serviceId)).toMatchObject({ depositCents: 0 });

    const date = futureMonday(2);
    const res = await pub().post(`/api/public/${x.slug}/appointment-groups`, {
      date,
      items: [
        { serviceId: x.corte, staffId: x.staffId, time: '10:00' },
        { serviceId: x.cor, staffId: x.staffId, time: '11:00' },
      ],
      name: 'Clara Cliente',
      phone: phone(),
      email: '',
      website: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    const d = res.body.deposit;
    expect(d).toMatchObject({ amountCents: 6000, status: 'awaiting', policy: depositPolicy(6000, 48) });
    expect(d.policy).toBe(
      'Este horário exige um sinal de R$ 60,00 via PIX. Em caso de falta ou cancelamento com menos de 48 horas de antecedência, o sinal não é devolvido.',
    );
    expect(d.pix.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const parsed = parsePix(d.pix.brCode);
    if (hasError(parsed)) throw new Error(parsed.message);
    const row = await depositRow(t, d.id);
    expect(row.txid).toMatch(/^[A-Z0-9]{1,25}$/);
    expect(parsed).toMatchObject({ type: 'STATIC', pixKey: PIX.pixKey, transactionAmount: 60, txid: row.txid, merchantCity: 'SAO PAULO' });
    // The CRC16 guards the code: one character changed and it no longer validates.
    const tampered = d.pix.brCode.replace('60.00', '06.00');
    expect(hasError(parsePix(tampered))).toBe(true);
    // Both appointments are covered and pending; the bell asks the owner to check the PIX.
    const [dep] = await t.db.query(
      `SELECT appointment_ids AS ids, group_id AS "groupId", expires_at AS "expiresAt", created_at AS "createdAt" FROM deposits WHERE id = $1`,
      [d.id],
    );
    expect(dep.ids).toEqual(res.body.items.map((i: { id: number }) => i.id));
    expect(dep.groupId).toBe(res.body.groupId);
    expect(new Date(dep.expiresAt).getTime() - new Date(dep.createdAt).getTime()).toBeGreaterThan(14 * 60_000);
    const bell = (await x.client.get('/api/notifications')).body as { type: string; title: string; message: string }[];
    expect(bell.find((b) => b.type === 'deposit')).toMatchObject({ title: DEPOSIT_MSG.awaitingTitle });
    // txids are unique per booking.
    const other = await bookOne(t, x, x.corte, date, '15:00');
    expect((await depositRow(t, other.body.deposit.id)).txid).not.toBe(row.txid);
  });

  it('a held time is refused on every path; unpaid at its deadline it expires once, the time is free and offered to the waitlist', async () => {
    const date = futureMonday(3);
    const made = await bookOne(t, x, x.corte, date, '10:00');
    expect(made.status).toBe(201);
    const depositId = made.body.deposit.id as number;
    // Admin booking, public booking, public times, a visit's times, the integration API: all refuse the held 10:00.
    const admin = await x.client.post('/api/appointments', {
      clientId: x.clientId,
      serviceId: x.corte,
      staffId: x.staffId,
      appointmentDate: date,
      appointmentTime: '10:00',
      notes: null,
    });
    expect(admin.status).toBe(409);
    expect((await bookOne(t, x, x.corte, date, '10:00')).status).toBe(409);
    const times = async () =>
      (await pub().get(`/api/public/${x.slug}/available-times?serviceId=${x.corte}&staffId=${x.staffId}&date=${date}`)).body.times as string[];
    expect(await times()).not.toContain('10:00');
    const group = await pub().get(`/api/public/${x.slug}/group-times?date=${date}&items=${x.corte}:${x.staffId}`);
    expect(group.body.times.map((s: { time: string }) => s.time)).not.toContain('10:00');
    const key = (await x.client.post('/api/integration-keys', { name: 'n8n' })).body.key as string;
    const n8n = await pub().post(
      `/api/n8n/establishment/${x.establishmentId}/appointment`,
      {
        clientData: { name: 'Via N8N', email: 'n8n@teste.com', phone: '11 97777-0000', notes: '' },
        appointmentData: { staffId: x.staffId, serviceId: x.corte, dataInicio: `${date}T10:00:00`, dataFim: `${date}T11:00:00`, duration: 60, notes: '' },
      },
      { 'x-api-key': key },
    );
    expect(n8n.status).toBe(409);
    const waiting = await pub().post(`/api/public/${x.slug}/waitlist`, { serviceId: x.corte, staffId: null, date, name: 'Fila Primeira', phone: phone() });
    expect(waiting.status).toBe(201);

    // Before the deadline the sweep leaves it alone.
    await runJob(boss, t, 'deposits.expire');
    expect((await depositRow(t, depositId)).status).toBe('awaiting');
    clock.set(Date.now() + 16 * 60_000);
    await Promise.all([runJob(boss, t, 'deposits.expire'), runJob(boss, t, 'deposits.expire')]);
    expect(await depositRow(t, depositId)).toMatchObject({ status: 'expired', reason: DEPOSIT_MSG.unpaidReason, version: 2 });
    const [appt] = await t.db.query(`SELECT status FROM appointments WHERE id = $1`, [made.body.id]);
    expect(appt.status).toBe('cancelled');
    const cancels = await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'appointment' AND entity_id = $1 AND action = 'cancel'`, [
      made.body.id,
    ]);
    expect(cancels[0].n).toBe(1);
    const [entry] = await t.db.query(`SELECT status FROM online_booking_waitlist WHERE id = $1`, [waiting.body.id]);
    expect(entry.status).toBe('offered');
    clock.set(null);
    // The offer holds it for the first in line; once more the sweep changes nothing.
    await runJob(boss, t, 'deposits.expire');
    expect((await depositRow(t, depositId)).version).toBe(2);
    expect((await pub().get(`/api/public/bookings/${tokenOf(made.body.manageUrl)}/deposit`)).body).toMatchObject({ status: 'expired' });
  });

  it("the owner's 'Sinal recebido': version checked, only her own establishment, management only; the client's check shows it paid", async () => {
    const date = futureMonday(4);
    const made = await bookOne(t, x, x.corte, date, '14:00');
    const id = made.body.deposit.id as number;
    const token = tokenOf(made.body.manageUrl);
    expect((await pub().get(`/api/public/bookings/${token}/deposit`)).body).toMatchObject({ id, status: 'awaiting', amountCents: 3000 });
    const listed = await x.client.get('/api/deposits?status=awaiting');
    expect(listed.body.find((d: { id: number }) => d.id === id)).toMatchObject({ amountCents: 3000, provider: 'pix', version: 1 });
    expect((await x.client.get(`/api/deposits?appointmentId=${made.body.id}`)).body.map((d: { id: number }) => d.id)).toEqual([id]);

    const stale = await x.client.post(`/api/deposits/${id}/confirm`, { version: 7 });
    expect(stale).toMatchObject({ status: 409, body: { message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion } });
    const other = await depositTenant(t, false);
    expect(await other.client.post(`/api/deposits/${id}/confirm`, { version: 1 })).toMatchObject({ status: 404, body: { message: DEPOSIT_MSG.notFound } });
    expect((await other.client.get(`/api/deposits/${id}`)).status).toBe(404);
    expect((await x.staffLogin.client.post(`/api/deposits/${id}/confirm`, { version: 1 })).status).toBe(403);
    expect((await x.client.post(`/api/deposits/${id}/confirm`, {})).status).toBe(400);

    const ok = await x.client.post(`/api/deposits/${id}/confirm`, { version: 1 }, { 'Idempotency-Key': `confirm-${id}` });
    expect(ok).toMatchObject({ status: 201, body: { status: 'paid', version: 2 } });
    expect(ok.body.paidAt).toBeTruthy();
    expect((await x.client.post(`/api/deposits/${id}/confirm`, { version: 2 })).body).toEqual({ message: DEPOSIT_MSG.notAwaiting });
    expect((await pub().get(`/api/public/bookings/${token}/deposit`)).body).toMatchObject({ status: 'paid' });
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE entity = 'deposit' AND entity_id = $1`, [id]);
    expect(audit).toEqual([{ action: 'status' }]);
    // Paid: the expiry leaves it alone even past the deadline.
    clock.set(at(date, '09:00'));
    await runJob(boss, t, 'deposits.expire');
    expect((await depositRow(t, id)).status).toBe('paid');
  });
});
