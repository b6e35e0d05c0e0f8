import { dayjs, type CustomReportDto, type ReportAnswer } from '@salao/contracts';
import { DEMO } from '../src/seed/demo';
import { ApiClient } from './support/client';
import type { TestApp } from './support/app';
import { startDemoApp } from './support/demo-app';

/** The demo's saved custom reports (docs/product/reports.md, 'Relatórios personalizados') show its month of comandas. */
describe('custom reports: demo data', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startDemoApp('custom_reports_demo');
    admin = new ApiClient(t.url);
    await admin.login(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(() => t?.close());

  it('has three saved reports, each answering rows over the last 30 days', async () => {
    const reports = (await admin.get('/api/reports/custom')).body as CustomReportDto[];
    expect(reports.map((r) => r.name)).toEqual(['Faturamento por profissional e mês', 'Atendimentos por serviço', 'Faturamento por forma de pagamento']);
    const to = dayjs().tz('America/Sao_Paulo').format('YYYY-MM-DD');
    const from = dayjs().tz('America/Sao_Paulo').subtract(30, 'day').format('YYYY-MM-DD');
    for (const report of reports) {
      const answer = (await admin.get(`/api/reports/custom/${report.id}/run?from=${from}&to=${to}`)).body as ReportAnswer;
      expect(answer.rows.length).toBeGreaterThan(1);
      expect(Number(answer.totals[report.metric])).toBeGreaterThan(0);
    }
  });
});
