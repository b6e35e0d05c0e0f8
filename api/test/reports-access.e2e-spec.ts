import { planRequiredMessage, REPORT_NAMES, REPORTS_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant } from './support/factories';

/** Who may read the reports (docs/product/reports.md): management on Core and above; bad input is a pt-BR 4xx. */
describe('reports: access and input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());
  const q = 'from=2026-10-01&to=2026-10-31';

  it('Base → 403 with the plan message on every report, its export and the visits; Core answers', async () => {
    const base = await createTenant(t.url, t.db, 'Base');
    for (const name of REPORT_NAMES) {
      for (const path of [`/api/reports/${name}?${q}`, `/api/reports/${name}/export?${q}&format=csv`]) {
        const r = await base.client.get(path);
        expect([path, r.status, r.body]).toEqual([path, 403, { message: planRequiredMessage('reports', 'Base') }]);
      }
    }
    expect((await base.client.get(`/api/reports/visits?${q}`)).status).toBe(403);
    const core = await createTenant(t.url, t.db, 'Core');
    for (const name of REPORT_NAMES) expect([name, (await core.client.get(`/api/reports/${name}?${q}`)).status]).toEqual([name, 200]);
  });

  it('a staff login → 403 on the reports, their exports and the visits', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId);
    for (const path of [`/api/reports/revenue?${q}`, `/api/reports/dre/export?${q}&format=pdf`, `/api/reports/visits?${q}`]) {
      const r = await staff.client.get(path);
      expect([path, r.status]).toEqual([path, 403]);
      expect(typeof r.body.message).toBe('string');
    }
  });

  it('an unknown report is 404, a bad period or option 400, each with its pt-BR message, never a 500', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const cases: [string, number, string][] = [
      [`/api/reports/lucro?${q}`, 404, REPORTS_MSG.notFound],
      [`/api/reports/lucro/export?${q}&format=csv`, 404, REPORTS_MSG.notFound],
      ['/api/reports/revenue?from=2026-10-31&to=2026-10-01', 400, REPORTS_MSG.period],
      ['/api/reports/revenue?from=2026-02-30&to=2026-03-01', 400, REPORTS_MSG.period],
      ['/api/reports/revenue?to=2026-03-01', 400, REPORTS_MSG.period],
      ['/api/reports/revenue?from=2025-01-01&to=2026-01-02', 400, REPORTS_MSG.periodTooLong],
      [`/api/reports/revenue?${q}&groupBy=client`, 400, REPORTS_MSG.groupBy],
      [`/api/reports/revenue?${q}&compare=ontem`, 400, REPORTS_MSG.compare],
      [`/api/reports/revenue?${q}&staffId=abc`, 400, REPORTS_MSG.staffId],
      [`/api/reports/revenue/export?${q}&format=doc`, 400, REPORTS_MSG.format],
      [`/api/reports/revenue/export?${q}`, 400, REPORTS_MSG.format],
      [`/api/reports/visits?${q}&page=0`, 400, REPORTS_MSG.page],
    ];
    for (const [path, status, message] of cases) {
      const r = await owner.client.get(path);
      expect([path, r.status, r.body]).toEqual([path, status, { message }]);
    }
  });
});
