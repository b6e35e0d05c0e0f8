import { DEPOSIT_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { futureMonday } from './agenda-fixtures';
import { key, money } from './checkouts-visit';
import { at, bookOne, depositRow, depositTenant, testClock, type DepositTenant } from './deposits-fixtures';

/** docs/product/deposits.md, money: kept on a no-show or a late cancel, refunded on an early one, brought into the comanda once. */
describe('deposits: no-show fee, refunds and the comanda', () => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file, ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000' });
  }, 60000);
  afterAll(() => t.close());
  afterEach(() => clock.set(null));

  /** A booking whose deposit the owner confirmed, and the booking confirmed too. */
  async function paidBooking(x: DepositTenant, serviceId: number, date: string, time: string) {
    const made = await bookOne(t, x, serviceId, date, time);
    expect(made.status).toBe(201);
    const id = made.body.deposit.id as number;
    expect((await x.client.post(`/api/deposits/${id}/confirm`, { version: 1 }, key())).status).toBe(201);
    expect((await x.client.patch(`/api/appointments/${made.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
    return { appointmentId: made.body.id as number, depositId: id };
  }

  it("a no-show keeps the deposit as 'Taxa de não comparecimento' income, once", async () => {
    const x = await depositTenant(t);
    const date = futureMonday(2);
    const b = await paidBooking(x, x.corte, date, '10:00');
    clock.set(at(date, '11:30'));
    expect((await x.client.patch(`/api/appointments/${b.appointmentId}/status`, { status: 'no_show' })).status).toBe(200);
    expect((await x.client.patch(`/api/appointments/${b.appointmentId}/status`, { status: 'no_show' })).status).toBe(200);
    expect(await depositRow(t, b.depositId)).toMatchObject({ status: 'kept', reason: 'Não compareceu' });
    expect(await money(t, x.establishmentId)).toEqual([{ type: 'income', category: 'Outros Rendimentos', method: 'PIX', amount: '30.00' }]);
    const [tx] = await t.db.query(`SELECT description FROM transactions WHERE establishment_id = $1`, [x.establishmentId]);
    expect(tx.description).toContain(DEPOSIT_MSG.noShowFee);
  });

  it('a cancel later than the keep hours keeps it; an earlier one is due back by PIX (bell) and then marked refunded', async () => {
    const x = await depositTenant(t);
    const date = futureMonday(3);
    const late = await paidBooking(x, x.corte, date, '10:00');
    clock.set(at(date, '08:00'));
    expect((await x.client.delete(`/api/appointments/${late.appointmentId}`)).status).toBe(200);
    expect((await depositRow(t, late.depositId)).status).toBe('kept');
    clock.set(null);

    const early = await paidBooking(x, x.cor, date, '15:00');
    expect((await x.client.delete(`/api/appointments/${early.appointmentId}`)).status).toBe(200);
    const due = await depositRow(t, early.depositId);
    expect(due).toMatchObject({ status: 'refund_due', reason: 'Cancelado com antecedência' });
    const bell = (await x.client.get('/api/notifications')).body as { title: string; appointmentId: number }[];
    expect(bell.find((n) => n.title === DEPOSIT_MSG.refundTitle)).toMatchObject({ appointmentId: early.appointmentId });
    expect((await x.client.post(`/api/deposits/${early.depositId}/refunded`, { version: 1 }, key())).status).toBe(409);
    const done = await x.client.post(`/api/deposits/${early.depositId}/refunded`, { version: due.version }, key());
    expect(done).toMatchObject({ status: 201, body: { status: 'refunded' } });
    // Only the late cancel's fee is income; the refunded one never was.
    expect(await money(t, x.establishmentId)).toEqual([{ type: 'income', category: 'Outros Rendimentos', method: 'PIX', amount: '30.00' }]);
  });

  it("the visit's comanda shows the deposit as a PIX payment 'Sinal'; closed, the finances count it once", async () => {
    const x = await depositTenant(t);
    const date = futureMonday(4);
    const b = await paidBooking(x, x.corte, date, '10:00');
    clock.set(at(date, '11:30'));
    const opened = await x.client.post('/api/checkouts', { appointmentIds: [b.appointmentId] }, key());
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ total: 8000, paid: 3000, balance: 5000 });
    expect(opened.body.payments).toEqual([expect.objectContaining({ method: 'pix', amount: 3000, label: 'Sinal', fee: 0 })]);
    expect((await depositRow(t, b.depositId)).status).toBe('applied');
    // The visit is in one comanda only: the deposit is brought in once.
    const again = await x.client.post('/api/checkouts', { appointmentIds: [b.appointmentId] }, key());
    expect(again.status).toBe(409);
    const rest = await x.client.post(`/api/checkouts/${opened.body.id}/payments`, { method: 'dinheiro', amount: 5000 }, key());
    expect(rest.status).toBe(200);
    const closed = await x.client.post(`/api/checkouts/${opened.body.id}/close`, {}, key());
    expect(closed.status).toBe(200);
    const rows = (await money(t, x.establishmentId)) as { type: string; category: string; method: string; amount: string }[];
    const incomes = rows.filter((r) => r.type === 'income');
    expect(incomes.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(80);
    expect(incomes).toEqual(
      expect.arrayContaining([
        { type: 'income', category: 'Serviços Realizados', method: 'PIX', amount: '30.00' },
        { type: 'income', category: 'Serviços Realizados', method: 'Dinheiro', amount: '50.00' },
      ]),
    );
    const stats = await x.client.get('/api/finances/stats');
    expect(stats.body).toMatchObject({ todayIncome: '80.00', todayExpenses: '0.00' });
  });
});
