import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { localDate, localInstant } from '../src/platform/time/wall-clock';
import { monthOf } from '../src/platform/time/periods';

/**
 * 'Today' and 'this month' are the establishment's (docs/product/entities.md ('Conventions')): a movement one second before the
 * local midnight is yesterday's, one at midnight today's, whatever the UTC date says.
 */
describe('finance stats across local midnight', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  for (const zone of ['America/Manaus', 'America/Noronha']) {
    it(`counts today and this month on ${zone}'s clock`, async () => {
      const x = await createTenant(t.url, t.db, 'Core');
      await t.db.query(`UPDATE establishments SET timezone = $2 WHERE id = $1`, [x.establishmentId, zone]);
      const now = Date.now();
      const midnight = localInstant(localDate(now, zone), '00:00', zone);
      const monthStart = localInstant(`${monthOf(now, zone)}-01`, '00:00', zone);
      const rows: [string, string, number][] = [
        ['income', '10.00', midnight],
        ['income', '1.00', midnight - 1000],
        ['expense', '3.00', midnight + 1000],
        ['expense', '0.50', midnight - 1000],
        ['income', '100.00', monthStart - 1000],
      ];
      for (const [type, amount, at] of rows) {
        await t.db.query(
          `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date) VALUES ($1, $2, $3, 'x', 'Outros', $4)`,
          [x.establishmentId, type, amount, new Date(at)],
        );
      }
      const sameMonth = monthStart < midnight - 1000;
      const stats = (await x.client.get('/api/finances/stats')).body;
      expect(stats).toEqual({
        todayIncome: '10.00',
        todayExpenses: '3.00',
        monthIncome: sameMonth ? '11.00' : '10.00',
        monthExpenses: sameMonth ? '3.50' : '3.00',
      });
      const day = (await x.client.get(`/api/transactions/date/${localDate(now, zone)}`)).body;
      expect(day.map((r: { amount: string; transactionDate: string }) => [r.amount, r.transactionDate.slice(11)])).toEqual([
        ['3.00', '00:00:01'],
        ['10.00', '00:00:00'],
      ]);
    });
  }
});
