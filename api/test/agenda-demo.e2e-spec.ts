import { DEMO } from '../src/seed/demo';
import { ApiClient } from './support/client';
import type { TestApp } from './support/app';
import { startDemoApp } from './support/demo-app';

/** The demo establishment on its own empty database, exactly as the first start seeds it. */
describe('agenda: demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startDemoApp('demo');
  });
  afterAll(() => t?.close());

  it('has services with their staff, hours, clients and appointments around today', async () => {
    const admin = new ApiClient(t.url);
    await admin.login(DEMO.admin.email, DEMO.admin.password);
    const services = (await admin.get('/api/services')).body;
    expect(services.length).toBeGreaterThanOrEqual(5);
    expect(services.every((s: { staffIds: string }) => JSON.parse(s.staffIds).length > 0)).toBe(true);
    expect((await admin.get('/api/business-hours')).body[0].isOpen).toBe(false);
    const staff = (await admin.get('/api/staff')).body;
    expect((await admin.get(`/api/staff/${staff[0].id}/working-hours`)).body).toHaveLength(7);
    const [{ count: clients }] = await t.db.query(`SELECT count(*)::int AS count FROM clients`);
    expect(clients).toBe(8);
    const [{ count: pending }] = await t.db.query(`SELECT count(*)::int AS count FROM appointments WHERE status = 'pending'`);
    expect(pending).toBe(2);
    expect((await admin.get('/api/appointments/pending')).body).toHaveLength(2);
    expect((await admin.get('/api/notifications/unread')).body.length).toBeGreaterThanOrEqual(2);
    const [money] = await t.db.query(
      `SELECT count(*)::int AS completed, (SELECT count(*)::int FROM transactions WHERE appointment_id IS NOT NULL) AS incomes FROM appointments WHERE status = 'completed'`,
    );
    expect(money.completed).toBeGreaterThan(5);
    expect(money.incomes).toBe(money.completed);
    const [{ count: upcoming }] = await t.db.query(
      `SELECT count(*)::int AS count FROM appointments WHERE status IN ('scheduled', 'confirmed') AND starts_at > now()`,
    );
    expect(upcoming).toBeGreaterThan(5);
    const list = await admin.get('/api/appointments');
    expect(list.status).toBe(200);
    // The demo collaborator logs in and sees only her own.
    const ana = new ApiClient(t.url);
    const login = await ana.login(DEMO.staff.email, DEMO.staff.password);
    const month = await ana.get('/api/appointments');
    expect(month.body.appointments.every((a: { staffId: number }) => a.staffId === login.body.staffId)).toBe(true);
  });
});
