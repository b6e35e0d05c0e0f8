import { FinancesRepository } from '../src/modules/finances/finances.repository';
import { isoBounds, monthRange, todayRange } from '../src/platform/time/periods';
import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';

const ZONE = 'America/Sao_Paulo';

/** The finances module owns transactions: its figures for today and this month, on the establishment's clock. */
describe('finances: FinanceStats from the transactions table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('sums income and expenses of the day and of the month, other establishments and periods left out', async () => {
    const tenant = await createTenant(t.url, t.db);
    const other = await createTenant(t.url, t.db);
    const now = Date.parse('2025-03-15T15:00:00Z');
    const day = todayRange(ZONE, now);
    const month = monthRange('2025-03', ZONE);
    const [dayStart] = isoBounds(day);
    const [monthStart] = isoBounds(month);
    const rows: [number, 'income' | 'expense', string, string][] = [
      [tenant.establishmentId, 'income', '80.00', dayStart],
      [tenant.establishmentId, 'income', '20.50', new Date(now).toISOString()],
      [tenant.establishmentId, 'expense', '30.00', new Date(now).toISOString()],
      [tenant.establishmentId, 'income', '100.00', monthStart],
      [tenant.establishmentId, 'expense', '12.25', monthStart],
      // The previous month (one millisecond before it starts) and another establishment do not count.
      [tenant.establishmentId, 'income', '999.00', new Date(month.start - 1).toISOString()],
      [other.establishmentId, 'income', '555.00', new Date(now).toISOString()],
    ];
    for (const [est, type, amount, date] of rows) {
      await t.db.query(
        `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date) VALUES ($1, $2, $3, 'x', 'Outros', $4)`,
        [est, type, amount, date],
      );
    }
    const stats = await new FinancesRepository(t.db).stats(tenant.establishmentId, day, month);
    expect(stats).toEqual({ todayIncome: '100.50', todayExpenses: '30.00', monthIncome: '200.50', monthExpenses: '42.25' });
    expect(
      await new FinancesRepository(t.db).stats(tenant.establishmentId, todayRange(ZONE, Date.parse('2025-04-02T12:00:00Z')), monthRange('2025-04', ZONE)),
    ).toEqual({
      todayIncome: '0.00',
      todayExpenses: '0.00',
      monthIncome: '0.00',
      monthExpenses: '0.00',
    });
  });
});
