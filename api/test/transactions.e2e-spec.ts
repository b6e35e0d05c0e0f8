import { dayjs, planRequiredMessage, TRANSACTION_MSG } from '@salao/contracts';
import { agendaTenant, booking, futureMonday, laterClock, ZONE, type AgendaTenant } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant } from './support/factories';

const expense = {
  type: 'expense',
  amount: 150.75,
  description: 'Conta de luz',
  category: 'Energia Elétrica',
  paymentMethod: 'PIX',
  notes: 'novembro',
  establishmentId: 1,
};
const today = () => dayjs().tz(ZONE).format('YYYY-MM-DD');

/** Transactions and stats (docs/product/roles.md ('Permissions')): plan Core, canViewAllTransactions / canCreateTransactions on the server. */
describe('transactions: register, list, day, delete, stats', () => {
  let t: TestApp;
  let a: AgendaTenant;
  const clock = laterClock(); // completes a future appointment
  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db, 'Core');
  });
  afterAll(() => t.close());

  it('registers a movement for a day, lists it on that day and deletes it', async () => {
    const created = await a.client.post('/api/transactions', { ...expense, date: today(), transactionDate: new Date().toISOString() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'expense',
      amount: '150.75',
      category: 'Energia Elétrica',
      paymentMethod: 'PIX',
      notes: 'novembro',
      establishmentId: a.establishmentId,
    });
    expect(created.body.transactionDate.slice(0, 10)).toBe(today());
    const day = await a.client.get(`/api/transactions/date/${today()}`);
    expect(day.body.map((x: { id: number }) => x.id)).toContain(created.body.id);
    const other = await a.client.post('/api/transactions', { ...expense, date: '2025-01-10' });
    expect(other.body.transactionDate).toBe('2025-01-10T12:00:00');
    expect((await a.client.get('/api/transactions/date/2025-01-10')).body.map((x: { id: number }) => x.id)).toEqual([other.body.id]);
    expect((await a.client.delete(`/api/transactions/${created.body.id}`)).body).toEqual({ success: true, message: TRANSACTION_MSG.removed });
    expect(await a.client.delete(`/api/transactions/${created.body.id}`)).toMatchObject({ status: 404, body: { message: TRANSACTION_MSG.notFound } });
    expect(await a.client.get('/api/transactions/date/2025-02-30')).toMatchObject({ status: 400, body: { message: 'Data inválida' } });
  });

  it('answers every SPEC §5 Transaction message and checks the category against the type', async () => {
    const body = { ...expense, date: today() };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, type: '' }, TRANSACTION_MSG.type],
      [{ ...body, amount: null }, TRANSACTION_MSG.amount],
      [{ ...body, amount: 0 }, TRANSACTION_MSG.amountInvalid],
      [{ ...body, description: 'x' }, TRANSACTION_MSG.description],
      [{ ...body, category: '' }, TRANSACTION_MSG.category],
      [{ ...body, category: 'Serviços Realizados' }, TRANSACTION_MSG.categoryInvalid],
      [{ ...body, paymentMethod: '' }, TRANSACTION_MSG.paymentMethod],
      [{ ...body, paymentMethod: 'Bitcoin' }, TRANSACTION_MSG.paymentMethodInvalid],
      [{ ...body, date: '' }, TRANSACTION_MSG.date],
    ];
    for (const [b, message] of cases) expect(await a.client.post('/api/transactions', b)).toMatchObject({ status: 400, body: { message } });
    expect(await a.client.get('/api/transactions?page=0')).toMatchObject({ status: 400, body: { message: TRANSACTION_MSG.page } });
    expect(await a.client.get('/api/transactions?limit=abc')).toMatchObject({ status: 400, body: { message: TRANSACTION_MSG.limit } });
  });

  it('R$ 0,10 + R$ 0,20 totals R$ 0,30, exactly', async () => {
    const x = await createTenant(t.url, t.db, 'Core');
    for (const amount of [0.1, 0.2])
      await x.client.post('/api/transactions', { ...expense, type: 'income', category: 'Outros Rendimentos', amount, date: today() });
    expect((await x.client.get('/api/finances/stats')).body).toMatchObject({ todayIncome: '0.30', monthIncome: '0.30' });
    expect((await x.client.get('/api/dashboard/stats')).body.todayIncome).toBe('0.30');
  });

  it('pages 25 at a time, newest first, with the total', async () => {
    const x = await createTenant(t.url, t.db, 'Core');
    await t.db.query(
      `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date)
       SELECT $1, 'income', 10, 'Item ' || i, 'Outros Rendimentos', now() - i * interval '1 hour' FROM generate_series(1, 30) i`,
      [x.establishmentId],
    );
    const first = await x.client.get('/api/transactions?page=1&limit=25');
    expect(first.body.total).toBe(30);
    expect(first.body.transactions).toHaveLength(25);
    expect(first.body.transactions[0].description).toBe('Item 1');
    const second = await x.client.get('/api/transactions?page=2');
    expect(second.body.transactions.map((r: { description: string }) => r.description)).toEqual(['Item 26', 'Item 27', 'Item 28', 'Item 29', 'Item 30']);
  });

  it("?month lists exactly that month on the establishment's clock, however many newer movements there are", async () => {
    const x = await createTenant(t.url, t.db, 'Core'); // America/Sao_Paulo
    const at = (description: string, instant: string) =>
      t.db.query(
        `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date) VALUES ($1, 'income', 10, $2, 'Outros Rendimentos', $3)`,
        [x.establishmentId, description, instant],
      );
    await at('Fevereiro, 23:59 local', '2025-03-01T02:59:00Z');
    await at('Março, meia-noite local', '2025-03-01T03:00:00Z');
    await at('Março, dia 31', '2025-03-31T12:00:00Z');
    await at('Abril, meia-noite local', '2025-04-01T03:00:00Z');
    await t.db.query(
      `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date)
       SELECT $1, 'income', 10, 'Recente ' || i, 'Outros Rendimentos', now() - i * interval '1 minute' FROM generate_series(1, 250) i`,
      [x.establishmentId],
    );
    const march = await x.client.get('/api/transactions?month=2025-03&page=1&limit=100');
    expect(march.status).toBe(200);
    expect(march.body.total).toBe(2);
    expect(march.body.transactions.map((r: { description: string }) => r.description)).toEqual(['Março, dia 31', 'Março, meia-noite local']);
    expect((await x.client.get('/api/transactions?month=2025-02')).body.transactions.map((r: { description: string }) => r.description)).toEqual([
      'Fevereiro, 23:59 local',
    ]);
    expect((await x.client.get('/api/transactions?page=1&limit=1')).body.total).toBe(254); // no month: every movement
    for (const month of ['2025-13', '2025-3', 'março']) {
      expect(await x.client.get(`/api/transactions?month=${encodeURIComponent(month)}`)).toMatchObject({
        status: 400,
        body: { message: TRANSACTION_MSG.month },
      });
    }
    const farAway = await x.client.get('/api/transactions?month=9999-12'); // the shared layer's date bounds
    expect(farAway.status).toBe(400);
    expect(farAway.body.message).toMatch(/data inválida|Mês inválido/);
  });

  it("a completed appointment's income shows on the appointment's day, not on the day of the click (issue 15)", async () => {
    const date = futureMonday(1);
    const booked = await a.client.post('/api/appointments', booking(a, date, '09:00'));
    const before = (await a.client.get('/api/finances/stats')).body.todayIncome;
    const done = await clock.during(() => a.client.patch(`/api/appointments/${booked.body.id}/status`, { status: 'completed' }));
    expect(done.status).toBe(200);
    const after = (await a.client.get('/api/finances/stats')).body.todayIncome;
    expect(after).toBe(before);
    const day = (await a.client.get(`/api/transactions/date/${date}`)).body;
    expect(day.some((x: { category: string; amount: string }) => x.category === 'Serviços Realizados' && x.amount === '80.00')).toBe(true);
  });

  it('Base gets 403 on finance; staff get 403 on cards, list, register and delete', async () => {
    const base = await createTenant(t.url, t.db, 'Base');
    for (const res of [
      await base.client.get('/api/finances/stats'),
      await base.client.get('/api/transactions'),
      await base.client.post('/api/transactions', { ...expense, date: today() }),
    ]) {
      expect(res).toMatchObject({ status: 403, body: { message: planRequiredMessage('financial', 'Base') } });
    }
    expect((await base.client.post('/api/staff/salary-commission', { staffId: null })).status).toBe(403);
    const staff = await createStaffLogin(t.url, t.db, a.establishmentId, 'Bia');
    const { body: mine } = await a.client.post('/api/transactions', { ...expense, date: today() });
    for (const res of [
      await staff.client.get('/api/finances/stats'),
      await staff.client.get('/api/transactions'),
      await staff.client.get(`/api/transactions/date/${today()}`),
      await staff.client.post('/api/transactions', { ...expense, date: today() }),
      await staff.client.delete(`/api/transactions/${mine.id}`),
    ]) {
      expect(res.status).toBe(403);
    }
  });
});
