import { BILLING_MSG } from '@salao/contracts';
import { expectReadOnly } from './support/read-only';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant } from './support/factories';

/** The Plano card's calls with the sandbox provider: the whole flow runs without Stripe. */
describe('plan management (sandbox provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const addStaff = (establishmentId: number, n: number) =>
    t.db.query(`INSERT INTO staff (establishment_id, name, role) SELECT $1, 'Pessoa ' || g, 'Manicure' FROM generate_series(1, $2) g`, [establishmentId, n]);

  it('shows the subscription and upgrades at once (the new plan unlocks its modules)', async () => {
    const x = await createTenant(t.url, t.db);
    const view = await x.client.get('/api/billing/subscription');
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ plan: 'Base', status: 'active', cancelAtPeriodEnd: false, pendingPlan: null, price: '59.00', provider: 'sandbox' });
    expect(view.body).toHaveProperty('trialEndsAt');
    expect(view.body).toHaveProperty('currentPeriodEnd');
    const up = await x.client.post('/api/billing/change-plan', { planId: 2 });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ plan: 'Core', pendingPlan: null });
    expect((await x.client.get('/api/establishment/permissions')).body).toMatchObject({ plan: { name: 'Core' }, hasFinancialAccess: true });
    expect((await x.client.post('/api/billing/change-plan', { planId: 2 })).body.message).toBe(BILLING_MSG.samePlan);
  });

  it('downgrades at the period end, and refuses one the staff count forbids (409 saying what to change)', async () => {
    const x = await createTenant(t.url, t.db, 'Core');
    await addStaff(x.establishmentId, 3);
    const refused = await x.client.post('/api/billing/change-plan', { planId: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('O plano Base permite até 2 colaboradores e você tem 3. Remova 1 colaborador(es) antes de mudar de plano.');
    await t.db.query(`DELETE FROM staff WHERE establishment_id = $1 AND name = 'Pessoa 3'`, [x.establishmentId]);
    const down = await x.client.post('/api/billing/change-plan', { planId: 1 });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ plan: 'Core', pendingPlan: 'Base' });
    expect(Date.parse(down.body.currentPeriodEnd)).toBeGreaterThan(Date.now());
    // The period ends: the downgrade takes effect.
    await t.db.query(`UPDATE establishments SET current_period_end = now() - interval '1 minute' WHERE id = $1`, [x.establishmentId]);
    expect((await x.client.get('/api/billing/subscription')).body).toMatchObject({ plan: 'Base', pendingPlan: null });
  });

  it('refuses a downgrade below Expert while the inventory is in use', async () => {
    const x = await createTenant(t.url, t.db, 'Expert');
    expect(
      (await x.client.post('/api/products', { name: 'Shampoo', category: 'Cabelo', price: '10.00', cost: '5.00', currentStock: 1, minStock: 0 })).status,
    ).toBe(201);
    const refused = await x.client.post('/api/billing/change-plan', { planId: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Estoque');
  });

  it('cancel → read-only at the period end: writes 402 with a clear message, reads work, nothing deleted; a new plan reactivates', async () => {
    const x = await createTenant(t.url, t.db);
    const created = await x.client.post('/api/clients', { name: 'Cliente Fiel', phone: '11999990000' });
    expect(created.status).toBe(201);
    const canceled = await x.client.post('/api/billing/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    await t.db.query(`UPDATE establishments SET current_period_end = now() - interval '1 minute' WHERE id = $1`, [x.establishmentId]);
    expect((await x.client.get('/api/billing/subscription')).body).toMatchObject({ status: 'canceled' });
    await expectReadOnly(x.client, 'Cliente Fiel');
    expect((await x.client.post('/api/billing/cancel')).status).toBe(409);
    expect((await x.client.post('/api/billing/change-plan', { planId: 2 })).body).toMatchObject({ plan: 'Core', status: 'active' });
    expect((await x.client.post('/api/clients', { name: 'Outra', phone: '11999990001' })).status).toBe(201);
  });

  it('a canceled account reactivates on the plan it had, with a new period (the Plano card offers it first)', async () => {
    const x = await createTenant(t.url, t.db);
    expect((await x.client.post('/api/billing/cancel')).status).toBe(200);
    await t.db.query(`UPDATE establishments SET current_period_end = now() - interval '1 minute' WHERE id = $1`, [x.establishmentId]);
    const before = (await x.client.get('/api/billing/subscription')).body;
    expect(before).toMatchObject({ status: 'canceled' });
    const reactivated = await x.client.post('/api/billing/change-plan', { planId: 1 + ['Base', 'Core', 'Expert'].indexOf(before.plan) });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toMatchObject({ plan: before.plan, status: 'active', cancelAtPeriodEnd: false, pendingPlan: null });
    expect(new Date(reactivated.body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect((await x.client.post('/api/clients', { name: 'De Volta', phone: '11999990002' })).status).toBe(201);
    // Active again: choosing the same plan is refused as before.
    expect((await x.client.post('/api/billing/change-plan', { planId: 1 + ['Base', 'Core', 'Expert'].indexOf(before.plan) })).body).toEqual({
      message: BILLING_MSG.samePlan,
    });
  });

  it('portal answers a url; staff cannot use the calls; a bad plan id answers 400 in pt-BR', async () => {
    const x = await createTenant(t.url, t.db);
    const portal = await x.client.post('/api/billing/portal');
    expect(portal.status).toBe(200);
    // No portal without Stripe: back to the Plano card, which says it is test mode.
    expect(portal.body.url).toMatch(/\/configuracoes\?aba=seguranca&portal=sandbox#plano$/);
    expect((await x.client.post('/api/billing/change-plan', { planId: 9 })).body).toEqual({ message: 'Selecione um plano válido.' });
    const staff = await createStaffLogin(t.url, t.db, x.establishmentId);
    for (const [method, path] of [
      ['GET', '/api/billing/subscription'],
      ['POST', '/api/billing/change-plan'],
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/portal'],
    ] as const) {
      expect((await staff.client.request(method, path, method === 'POST' ? { planId: 3 } : undefined)).status).toBe(403);
    }
  });

  it('the sandbox refuses every webhook delivery as unsigned (400, pt-BR)', async () => {
    const res = await fetch(`${t.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://outro.site' },
      body: '{"id":"evt_1"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: BILLING_MSG.badSignature });
  });
});
