import { CASH_MSG, ERROR_CODES, SESSION_COOKIE, WRITE_SAFETY_MSG, dayjs, planRequiredMessage } from '@salao/contracts';
import { DEMO } from '../src/seed/demo';
import { createService, insertClient, insertStaff } from './agenda-fixtures';
import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { startDemoApp } from './support/demo-app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

/** The cash drawer (docs/product/api.md, 'Caixa'): every amount is integer cents. */
describe('cash-sessions: the drawer, its movements and its closing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const key = () => ({ 'Idempotency-Key': `k-${Math.random().toString(36).slice(2)}-${Date.now()}` });

  const services = new Map<number, { serviceId: number; staffId: number }>();

  /** An open comanda of one service at `price` cents. */
  async function comanda(owner: Tenant, price: number, clientId?: number): Promise<number> {
    let s = services.get(owner.establishmentId);
    if (!s) {
      const staffId = await insertStaff(t.db, owner.establishmentId, 'Ana');
      const service = await createService(owner.client, [staffId], { name: 'Corte', price: '10.00' });
      s = { serviceId: service.id, staffId };
      services.set(owner.establishmentId, s);
    }
    const opened = await owner.client.post(
      '/api/checkouts',
      { clientId, items: [{ type: 'service', serviceId: s.serviceId, staffId: s.staffId, quantity: 1, unitPrice: price }] },
      key(),
    );
    expect(opened.status).toBe(201);
    return opened.body.id;
  }

  async function pay(owner: Tenant, id: number, body: Record<string, unknown>) {
    return owner.client.post(`/api/checkouts/${id}/payments`, body, key());
  }

  async function sold(owner: Tenant, price: number, payment: Record<string, unknown>) {
    const id = await comanda(owner, price);
    const paid = await pay(owner, id, { amount: price, ...payment });
    expect(paid.status).toBe(200);
    const closed = await owner.client.post(`/api/checkouts/${id}/close`, {}, key());
    expect(closed.status).toBe(200);
    return id;
  }

  it('expected cash = opening + cash in − change − sangria + suprimento; card per method; a difference is kept on the closed drawer', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const opened = await owner.client.post('/api/cash-sessions', { openingAmount: 20000 }, key());
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ register: 'Caixa', status: 'open', closedAt: null, version: 1, movements: [] });
    expect(opened.body.figures).toEqual({ opening: 20000, cashReceived: 0, change: 0, sangrias: 0, suprimentos: 0, expectedCash: 20000 });
    const id = opened.body.id as number;

    // R$ 80,00 paid with R$ 100,00 (R$ 20,00 change), R$ 45,50 paid with R$ 50,00, R$ 120,00 on débito, R$ 30,00 PIX.
    const first = await sold(owner, 8000, { method: 'dinheiro', received: 10000 });
    await sold(owner, 4550, { method: 'dinheiro', received: 5000 });
    await sold(owner, 12000, { method: 'debito' });
    await sold(owner, 3000, { method: 'pix' });
    const sangria = await owner.client.post(`/api/cash-sessions/${id}/movements`, { type: 'sangria', amount: 5000, reason: 'Depósito no banco' }, key());
    expect(sangria.status).toBe(201);
    const suprimento = await owner.client.post(`/api/cash-sessions/${id}/movements`, { type: 'suprimento', amount: 1000 }, key());
    expect(suprimento.status).toBe(201);

    const current = await owner.client.get('/api/cash-sessions/current');
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(id);
    // 20000 + (10000 + 5000) − (2000 + 450) − 5000 + 1000
    expect(current.body.figures).toEqual({ opening: 20000, cashReceived: 15000, change: 2450, sangrias: 5000, suprimentos: 1000, expectedCash: 28550 });
    expect(current.body.methods).toEqual([
      { method: 'dinheiro', expected: 28550, counted: null, difference: null },
      { method: 'debito', expected: 12000, counted: null, difference: null },
      { method: 'pix', expected: 3000, counted: null, difference: null },
    ]);
    expect(
      current.body.movements.map((m: { type: string; method: string | null; amount: number; change: number; checkoutId: number | null }) => [
        m.type,
        m.method,
        m.amount,
        m.change,
      ]),
    ).toEqual([
      ['pagamento', 'dinheiro', 8000, 2000],
      ['pagamento', 'dinheiro', 4550, 450],
      ['pagamento', 'debito', 12000, 0],
      ['pagamento', 'pix', 3000, 0],
      ['sangria', null, 5000, 0],
      ['suprimento', null, 1000, 0],
    ]);
    expect(current.body.movements[0].checkoutId).toBe(first);
    expect(current.body.movements[4].reason).toBe('Depósito no banco');

    // R$ 5,50 missing in cash, the débito right, PIX not counted.
    const closed = await owner.client.post(`/api/cash-sessions/${id}/close`, { counted: { dinheiro: 28000, debito: 12000 }, version: 1 }, key());
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', version: 2 });
    expect(closed.body.closedAt).toEqual(expect.any(String));
    expect(closed.body.closedBy).toEqual(expect.any(String));
    expect(closed.body.methods).toEqual([
      { method: 'dinheiro', expected: 28550, counted: 28000, difference: -550 },
      { method: 'debito', expected: 12000, counted: 12000, difference: 0 },
      { method: 'pix', expected: 3000, counted: null, difference: null },
    ]);

    // Closed: takes nothing more, and a payment now is not recorded against it.
    const late = await owner.client.post(`/api/cash-sessions/${id}/movements`, { type: 'suprimento', amount: 100 }, key());
    expect(late).toMatchObject({ status: 409, body: { message: CASH_MSG.closed } });
    const again = await owner.client.post(`/api/cash-sessions/${id}/close`, { counted: { dinheiro: 1 } }, key());
    expect(again).toMatchObject({ status: 409, body: { message: CASH_MSG.closed } });
    await sold(owner, 1000, { method: 'dinheiro' });
    const after = await owner.client.get(`/api/cash-sessions/${id}`);
    expect(after.body.movements).toHaveLength(6);
    expect(after.body.methods[0]).toEqual({ method: 'dinheiro', expected: 28550, counted: 28000, difference: -550 });
    expect(await owner.client.get('/api/cash-sessions/current')).toMatchObject({ status: 404, body: { message: CASH_MSG.noneOpen } });

    const day = await owner.client.get('/api/cash-sessions');
    expect(day.body.map((s: { id: number }) => s.id)).toEqual([id]);
    const other = await owner.client.get('/api/cash-sessions?date=2001-01-01');
    expect(other.body).toEqual([]);
    expect(await owner.client.get('/api/cash-sessions?date=01/01/2001')).toMatchObject({ status: 400, body: { message: CASH_MSG.date } });

    const pdf = await fetch(`${t.url}/api/cash-sessions/${id}/report`, { headers: { cookie: `${SESSION_COOKIE}=${owner.client.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const audit = await t.db.query(`SELECT action FROM audit_log WHERE establishment_id = $1 AND entity = 'cash_session' ORDER BY id`, [owner.establishmentId]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'update', 'update', 'status']);
  });

  it('one open drawer per register; the open is idempotent; bad input is 400 in pt-BR', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const k = key();
    const first = await owner.client.post('/api/cash-sessions', { openingAmount: 10000 }, k);
    expect(first.status).toBe(201);
    const replay = await owner.client.post('/api/cash-sessions', { openingAmount: 10000 }, k);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    const second = await owner.client.post('/api/cash-sessions', { openingAmount: 0 }, key());
    expect(second).toMatchObject({ status: 409, body: { message: CASH_MSG.alreadyOpen } });
    const parallel = await Promise.all([1, 2, 3].map(() => owner.client.post('/api/cash-sessions', { openingAmount: 0, register: 'Balcão' }, key())));
    expect(parallel.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM cash_sessions WHERE establishment_id = $1`, [owner.establishmentId]);
    expect(count).toBe(2);

    expect(await owner.client.post('/api/cash-sessions', { openingAmount: 10.5 }, key())).toMatchObject({
      status: 400,
      body: { message: CASH_MSG.openingAmount },
    });
    expect(await owner.client.post('/api/cash-sessions', {}, key())).toMatchObject({ status: 400, body: { message: CASH_MSG.openingAmount } });
    const id = first.body.id;
    expect(await owner.client.post(`/api/cash-sessions/${id}/movements`, { type: 'sangria', amount: 100 }, key())).toMatchObject({
      status: 400,
      body: { message: CASH_MSG.reasonRequired },
    });
    expect(await owner.client.post(`/api/cash-sessions/${id}/movements`, { type: 'retirada', amount: 100, reason: 'x' }, key())).toMatchObject({
      status: 400,
      body: { message: CASH_MSG.movementType },
    });
    expect(await owner.client.post(`/api/cash-sessions/${id}/movements`, { type: 'suprimento', amount: 0 }, key())).toMatchObject({
      status: 400,
      body: { message: CASH_MSG.amount },
    });
    expect(await owner.client.post(`/api/cash-sessions/${id}/close`, { counted: { debito: 100 } }, key())).toMatchObject({
      status: 400,
      body: { message: CASH_MSG.countedCash },
    });
    expect(await owner.client.get('/api/cash-sessions/999999')).toMatchObject({ status: 404, body: { message: CASH_MSG.notFound } });
    const [{ moves }] = await t.db.query(`SELECT count(*)::int AS moves FROM cash_movements WHERE session_id = $1`, [id]);
    expect(moves).toBe(0);
  });

  it('parallel closes: one wins, the others 409; a stale version is 409', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const opened = await owner.client.post('/api/cash-sessions', { openingAmount: 5000 }, key());
    const id = opened.body.id;
    await owner.client.post(`/api/cash-sessions/${id}/movements`, { type: 'suprimento', amount: 500 }, key());
    const stale = await owner.client.post(`/api/cash-sessions/${id}/close`, { counted: { dinheiro: 5500 }, version: 2 }, key());
    expect(stale).toMatchObject({ status: 409, body: { message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion } });
    const closes = await Promise.all(
      [5500, 5400, 5600].map((dinheiro) => owner.client.post(`/api/cash-sessions/${id}/close`, { counted: { dinheiro }, version: 1 }, key())),
    );
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = closes.find((r) => r.status === 200)!;
    const kept = await owner.client.get(`/api/cash-sessions/${id}`);
    expect(kept.body.methods).toEqual(winner.body.methods);
    expect(kept.body.version).toBe(2);
  });

  it("'Exigir caixa aberto para receber em dinheiro': cash without a drawer is refused and not recorded; card still passes", async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    expect((await owner.client.get('/api/cash-sessions/settings')).body).toEqual({ requireOpenForCash: false, version: 1 });
    // Off: cash passes without a drawer, and no drawer records it.
    const free = await comanda(owner, 2000);
    expect((await pay(owner, free, { method: 'dinheiro', amount: 2000 })).status).toBe(200);

    const saved = await owner.client.put('/api/cash-sessions/settings', { requireOpenForCash: true, version: 1 });
    expect(saved).toMatchObject({ status: 200, body: { requireOpenForCash: true, version: 2 } });
    expect(await owner.client.put('/api/cash-sessions/settings', { requireOpenForCash: false, version: 1 })).toMatchObject({ status: 409 });

    const id = await comanda(owner, 3000);
    const refused = await pay(owner, id, { method: 'dinheiro', amount: 3000, received: 5000 });
    expect(refused).toMatchObject({ status: 409, body: { message: CASH_MSG.cashNeedsOpenDrawer } });
    const c = await owner.client.get(`/api/checkouts/${id}`);
    expect(c.body).toMatchObject({ paid: 0, payments: [] });
    const card = await pay(owner, id, { method: 'credito', amount: 1000 });
    expect(card.status).toBe(200);

    const drawer = await owner.client.post('/api/cash-sessions', { openingAmount: 0 }, key());
    expect((await pay(owner, id, { method: 'dinheiro', amount: 2000 })).status).toBe(200);
    const now = await owner.client.get(`/api/cash-sessions/${drawer.body.id}`);
    expect(now.body.movements.map((m: { method: string; amount: number }) => [m.method, m.amount])).toEqual([['dinheiro', 2000]]);
    expect(now.body.figures.expectedCash).toBe(2000);
  });

  it("a debt ('fiado') paid in cash goes to the open drawer with its change; with the setting on and no drawer it is refused and not recorded", async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const clientId = await insertClient(t.db, owner.establishmentId, 'Carla Fiado');
    // A comanda of R$ 90,00 closed with R$ 30,00 paid by PIX: she owes R$ 60,00.
    const id = await comanda(owner, 9000, clientId);
    expect((await pay(owner, id, { method: 'pix', amount: 3000 })).status).toBe(200);
    expect((await owner.client.post(`/api/checkouts/${id}/close`, { leaveBalanceAsDebt: true }, key())).status).toBe(200);
    const debt = (body: Record<string, unknown>) => owner.client.post(`/api/clients/${clientId}/balance/payments`, body, key());

    // Setting on, no drawer: cash is refused and nothing is written; PIX still passes (and no drawer records it).
    await owner.client.put('/api/cash-sessions/settings', { requireOpenForCash: true, version: 1 });
    expect(await debt({ method: 'dinheiro', amount: 2000 })).toMatchObject({ status: 409, body: { message: CASH_MSG.cashNeedsOpenDrawer } });
    expect((await owner.client.get(`/api/clients/${clientId}/balance`)).body.balance).toBe(-6000);
    expect((await debt({ method: 'pix', amount: 1000 })).status).toBe(201);

    // Open drawer: R$ 20,00 paid with R$ 50,00 (R$ 30,00 change) and R$ 15,00 by débito are its payments.
    const drawer = await owner.client.post('/api/cash-sessions', { openingAmount: 10000 }, key());
    expect(await debt({ method: 'dinheiro', amount: 2000, received: 1500 })).toMatchObject({ status: 400 });
    expect((await debt({ method: 'dinheiro', amount: 2000, received: 5000 })).status).toBe(201);
    expect((await debt({ method: 'debito', amount: 1500 })).status).toBe(201);
    const now = await owner.client.get(`/api/cash-sessions/${drawer.body.id}`);
    expect(now.body.movements.map((m: Record<string, unknown>) => [m.type, m.method, m.amount, m.received, m.change, m.reason, m.checkoutId])).toEqual([
      ['pagamento', 'dinheiro', 2000, 5000, 3000, 'Recebimento de fiado', null],
      ['pagamento', 'debito', 1500, null, 0, 'Recebimento de fiado', null],
    ]);
    // 10000 + 5000 received − 3000 change
    expect(now.body.figures).toEqual({ opening: 10000, cashReceived: 5000, change: 3000, sangrias: 0, suprimentos: 0, expectedCash: 12000 });
    expect((await owner.client.get(`/api/clients/${clientId}/balance`)).body.balance).toBe(-1500);
  });

  it('staff are forbidden; plan Base is refused', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId);
    expect((await staff.client.post('/api/cash-sessions', { openingAmount: 0 }, key())).status).toBe(403);
    expect((await staff.client.get('/api/cash-sessions')).status).toBe(403);
    expect((await staff.client.get('/api/cash-sessions/current')).status).toBe(403);
    expect((await staff.client.put('/api/cash-sessions/settings', { requireOpenForCash: true })).status).toBe(403);
    const base = await createTenant(t.url, t.db, 'Base');
    expect(await base.client.post('/api/cash-sessions', { openingAmount: 0 }, key())).toMatchObject({
      status: 403,
      body: { message: planRequiredMessage('financial', 'Base') },
    });
    expect(await base.client.get('/api/cash-sessions')).toMatchObject({ status: 403 });
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM cash_sessions WHERE establishment_id IN ($1, $2)`, [
      owner.establishmentId,
      base.establishmentId,
    ]);
    expect(count).toBe(0);
  });
});

/** The demo's drawers (docs/product/overview.md ('Demo data')): a closed 'Caixa' on each of the 30 days before today. */
describe('cash-sessions: demo data', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startDemoApp('cash_demo');
    admin = new ApiClient(t.url);
    await admin.login(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(() => t?.close());

  it('yesterday has one closed drawer whose closing adds up; none is open today', async () => {
    const yesterday = dayjs().tz('America/Sao_Paulo').subtract(1, 'day').format('YYYY-MM-DD');
    const day = await admin.get(`/api/cash-sessions?date=${yesterday}`);
    expect(day.status).toBe(200);
    expect(day.body).toHaveLength(1);
    const s = day.body[0];
    expect(s.status).toBe('closed');
    const f = s.figures;
    expect(f.expectedCash).toBe(f.opening + f.cashReceived - f.change - f.sangrias + f.suprimentos);
    expect(s.methods[0]).toMatchObject({ method: 'dinheiro', expected: f.expectedCash });
    const detail = await admin.get(`/api/cash-sessions/${s.id}`);
    expect(detail.body.movements.length).toBeGreaterThan(3);
    expect((await admin.get('/api/cash-sessions/current')).status).toBe(404);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM cash_sessions`);
    expect(count).toBe(30);
  });
});
