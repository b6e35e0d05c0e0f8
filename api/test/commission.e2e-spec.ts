import { COMMISSION_MSG, STAFF_MSG } from '@salao/contracts';
import { agendaTenant, ZONE, type AgendaTenant } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin } from './support/factories';
import { localInstant } from '../src/platform/time/wall-clock';

/** A completed appointment written directly: the set the commission is computed over is known exactly. */
async function completed(t: TestApp, a: AgendaTenant, staffId: number, date: string, time: string, price: string, status = 'completed') {
  const start = localInstant(date, time, ZONE);
  await t.db.query(
    `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, 30, $7, $8, $6)`,
    [a.establishmentId, a.clientId, a.serviceId, staffId, new Date(start), new Date(start + 1_800_000), price, status],
  );
}

/** Salary and commission (docs/product/entities.md 'Commission result', docs/product/validation.md 'Commission query', docs/product/roles.md). */
describe('POST /api/staff/salary-commission', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let other: Awaited<ReturnType<typeof createStaffLogin>>;
  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db, 'Core');
    other = await createStaffLogin(t.url, t.db, a.establishmentId, 'Outra Pessoa');
    // The staff login of the fixture earns 12.5 % and a fixed 1500.00.
    await t.db.query(`UPDATE staff SET commission_rate = 12.5, salary_amount = 1500 WHERE id = $1`, [a.staffId]);
    await completed(t, a, a.staffId, '2025-03-03', '09:00', '80.00');
    await completed(t, a, a.staffId, '2025-03-10', '10:00', '33.33');
    await completed(t, a, a.staffId, '2025-03-31', '23:30', '0.10');
    await completed(t, a, a.staffId, '2025-03-15', '10:00', '500.00', 'cancelled');
    await completed(t, a, a.staffId, '2025-04-01', '00:10', '999.00');
    await completed(t, a, other.staffId, '2025-03-05', '09:00', '70.00');
  });
  afterAll(() => t.close());

  const march = { startDate: '2025-03-01', endDate: '2025-03-31' };

  it('equals the hand-computed value to the cent', async () => {
    const res = await a.client.post('/api/staff/salary-commission', { staffId: a.staffId, ...march });
    expect(res.status).toBe(200);
    // 80.00 × 12.5 % = 10.00; 33.33 × 12.5 % = 4.16625 -> 4.17; 0.10 × 12.5 % = 0.0125 -> 0.01.
    expect(res.body).toEqual({
      staffName: 'Ana Colaboradora',
      fixedSalary: '1500.00',
      commission: '12.50',
      totalServices: 3,
      totalServiceValue: '113.43',
      commissionValue: '14.18',
      services: [
        { date: '2025-03-03T09:00:00', clientName: 'Cliente Teste', serviceName: 'Corte Feminino', price: '80.00', commissionAmount: '10.00' },
        { date: '2025-03-10T10:00:00', clientName: 'Cliente Teste', serviceName: 'Corte Feminino', price: '33.33', commissionAmount: '4.17' },
        { date: '2025-03-31T23:30:00', clientName: 'Cliente Teste', serviceName: 'Corte Feminino', price: '0.10', commissionAmount: '0.01' },
      ],
      message: 'Comissão de Ana Colaboradora de 01/03/2025 a 31/03/2025.',
      isStaffUser: false,
    });
  });

  it('staff get only their own figures whatever staffId they send, with the SPEC §6 notice', async () => {
    for (const staffId of [null, other.staffId, a.staffId, 999999, undefined]) {
      const res = await a.staffLogin.client.post('/api/staff/salary-commission', { staffId, ...march });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        staffName: 'Ana Colaboradora',
        commissionValue: '14.18',
        totalServices: 3,
        isStaffUser: true,
        message: COMMISSION_MSG.ownDataNotice,
      });
    }
    const theirs = await other.client.post('/api/staff/salary-commission', { staffId: a.staffId, ...march });
    expect(theirs.body).toMatchObject({ staffName: 'Outra Pessoa', totalServiceValue: '70.00', commissionValue: '21.00' });
  });

  it('answers every SPEC §5 Commission query message', async () => {
    const post = (c: typeof a.client, body: unknown) => c.post('/api/staff/salary-commission', body);
    expect(await post(a.staffLogin.client, { staffId: null })).toMatchObject({ status: 400, body: { message: COMMISSION_MSG.ownPeriod } });
    expect(await post(a.client, { staffId: null, ...march })).toMatchObject({ status: 400, body: { message: COMMISSION_MSG.selectStaff } });
    expect(await post(a.client, { staffId: 999999, ...march })).toMatchObject({ status: 404, body: { message: COMMISSION_MSG.staffNotFound } });
    expect(await post(a.client, { staffId: a.staffId })).toMatchObject({ status: 400, body: { message: COMMISSION_MSG.commissionedPeriod } });
    expect(await post(a.client, { staffId: a.staffId, startDate: '2025-03-10', endDate: '2025-03-01' })).toMatchObject({
      status: 400,
      body: { message: STAFF_MSG.endBeforeStart },
    });
    expect(await post(a.client, { staffId: a.staffId, startDate: '2025-02-30', endDate: '2025-03-01' })).toMatchObject({
      status: 400,
      body: { message: 'Data inválida' },
    });
    // A member with a fixed salary only needs no period.
    const [fixed] = await t.db.query(
      `INSERT INTO staff (establishment_id, name, role, salary_amount) VALUES ($1, 'Recepção', 'Recepcionista', 1800) RETURNING id`,
      [a.establishmentId],
    );
    expect((await post(a.client, { staffId: fixed.id })).body).toMatchObject({
      staffName: 'Recepção',
      fixedSalary: '1800.00',
      commission: '0.00',
      commissionValue: '0.00',
      totalServices: 0,
    });
  });

  it("another establishment's professional is not found", async () => {
    const b = await agendaTenant(t.url, t.db, 'Core');
    expect(await b.client.post('/api/staff/salary-commission', { staffId: a.staffId, ...march })).toMatchObject({
      status: 404,
      body: { message: COMMISSION_MSG.staffNotFound },
    });
  });
});
