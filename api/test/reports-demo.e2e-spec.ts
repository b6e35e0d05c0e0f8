import { localDate } from '../src/platform/time/wall-clock';
import { DEMO } from '../src/seed/demo';
import { ApiClient } from './support/client';
import type { TestApp } from './support/app';
import { startDemoApp } from './support/demo-app';

/** The demo on first start gives every report something to show (docs/product/reports.md). */
describe('reports: demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startDemoApp('reports_demo');
  });
  afterAll(() => t?.close());

  it('each report of the last 120 days has rows and figures', async () => {
    const admin = new ApiClient(t.url);
    await admin.login(DEMO.admin.email, DEMO.admin.password);
    const zone = 'America/Sao_Paulo';
    const to = localDate(Date.now(), zone);
    const from = localDate(Date.now() - 120 * 86_400_000, zone);
    const get = async (name: string, extra = '') => {
      const r = await admin.get(`/api/reports/${name}?from=${from}&to=${to}${extra}`);
      expect([name, r.status]).toEqual([name, 200]);
      return r.body;
    };
    expect((await get('revenue', '&groupBy=month')).totals.revenue).toBeGreaterThan(0);
    expect((await get('revenue', '&groupBy=method')).rows.length).toBeGreaterThan(2);
    expect((await get('occupancy')).totals.occupancy).toBeGreaterThan(0);
    const retention = await get('retention');
    expect(retention.totals.newClients).toBeGreaterThan(2);
    expect(retention.totals.back30).toBeGreaterThan(0);
    const attendance = await get('attendance');
    expect([attendance.totals.noShows > 0, attendance.totals.late > 0, attendance.totals.cancelled > attendance.totals.late]).toEqual([true, true, true]);
    expect((await get('clients')).rows.length).toBeGreaterThan(3);
    const birthdays = await admin.get(`/api/reports/clients?from=${to.slice(0, 8)}01&to=${to}&groupBy=birthdays`);
    expect(birthdays.body.rows.length).toBeGreaterThan(0);
    expect((await get('products')).totals.units).toBeGreaterThan(0);
    expect((await get('commissions')).totals.generated).toBeGreaterThan(0);
    const dre = await get('dre');
    expect([dre.totals.income > 0, dre.totals.expense > 0]).toEqual([true, true]);
  });
});
