import { CUSTOM_REPORTS_MSG, ERROR_CODES, planRequiredMessage, REPORTS_MSG, WRITE_SAFETY_MSG } from '@salao/contracts';
import { key } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

/** Saved custom reports (docs/product/api.md, 'Relatórios personalizados'): CRUD, versions, idempotency, who may. */
describe('custom reports: saved per establishment, Expert and management only', () => {
  let t: TestApp;
  let owner: Tenant;
  const report = { name: 'Faturamento por profissional', metric: 'revenue', groupBy: ['professional', 'month'], chart: 'bar' };

  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
  });
  afterAll(() => t.close());

  it('creates, lists, reads, updates with its version and deletes, each change audited', async () => {
    const created = await owner.client.post('/api/reports/custom', { ...report, filters: { staffIds: [1, 2] }, weeklyEmail: true }, key());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...report,
      filters: { staffIds: [1, 2] },
      weeklyEmail: true,
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const id = created.body.id as number;
    expect((await owner.client.get('/api/reports/custom')).body).toEqual([created.body]);
    expect((await owner.client.get(`/api/reports/custom/${id}`)).body).toEqual(created.body);

    const saved = await owner.client.put(`/api/reports/custom/${id}`, { ...report, name: 'Atendimentos', metric: 'visits', chart: 'line', version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Atendimentos', metric: 'visits', chart: 'line', filters: {}, weeklyEmail: false, version: 2 });
    // A form that read version 1 saves over someone else's change: 409, nothing written.
    const stale = await owner.client.put(`/api/reports/custom/${id}`, { ...report, name: 'Velho', version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion } });
    expect((await owner.client.get(`/api/reports/custom/${id}`)).body.name).toBe('Atendimentos');

    expect((await owner.client.delete(`/api/reports/custom/${id}`, key())).body).toEqual({ success: true });
    expect(await owner.client.get(`/api/reports/custom/${id}`)).toMatchObject({ status: 404, body: { message: CUSTOM_REPORTS_MSG.notFound } });
    expect(await owner.client.put(`/api/reports/custom/${id}`, { ...report, version: 2 })).toMatchObject({ status: 404 });
    expect(await owner.client.delete(`/api/reports/custom/${id}`)).toMatchObject({ status: 404 });

    const audit = await t.db.query(`SELECT action FROM audit_log WHERE establishment_id = $1 AND entity = 'custom_report' AND entity_id = $2 ORDER BY id`, [
      owner.establishmentId,
      id,
    ]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('a creation sent twice under one Idempotency-Key is saved once', async () => {
    const k = key();
    const first = await owner.client.post('/api/reports/custom', { ...report, name: 'Uma vez' }, k);
    const again = await owner.client.post('/api/reports/custom', { ...report, name: 'Uma vez' }, k);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM custom_reports WHERE establishment_id = $1 AND name = 'Uma vez'`, [owner.establishmentId]);
    expect(rows[0].n).toBe(1);
  });

  it('answers bad input with the pt-BR messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...report, name: ' ' }, CUSTOM_REPORTS_MSG.name],
      [{ ...report, metric: 'lucro' }, CUSTOM_REPORTS_MSG.metric],
      [{ ...report, groupBy: [] }, CUSTOM_REPORTS_MSG.groupBy],
      [{ ...report, groupBy: ['day', 'service', 'client'] }, CUSTOM_REPORTS_MSG.groupBy],
      [{ ...report, groupBy: ['hora'] }, CUSTOM_REPORTS_MSG.groupByInvalid],
      [{ ...report, groupBy: ['day', 'day'] }, CUSTOM_REPORTS_MSG.groupByRepeated],
      [{ ...report, chart: 'pizza' }, CUSTOM_REPORTS_MSG.chart],
    ];
    for (const [body, message] of cases) expect(await owner.client.post('/api/reports/custom', body, key())).toMatchObject({ status: 400, body: { message } });
    const id = (await owner.client.post('/api/reports/custom', report, key())).body.id;
    expect(await owner.client.get(`/api/reports/custom/${id}/run?from=2026-10-31&to=2026-10-01`)).toMatchObject({
      status: 400,
      body: { message: REPORTS_MSG.period },
    });
    expect(await owner.client.get(`/api/reports/custom/${id}/run?from=2024-01-01&to=2026-01-01`)).toMatchObject({
      status: 400,
      body: { message: REPORTS_MSG.periodTooLong },
    });
    expect(await owner.client.get(`/api/reports/custom/abc`)).toMatchObject({ status: 404, body: { message: CUSTOM_REPORTS_MSG.notFound } });
  });

  it('Base and Core get 403 with the plan message; staff gets 403; another establishment sees 404', async () => {
    const id = (await owner.client.post('/api/reports/custom', report, key())).body.id;
    for (const plan of ['Base', 'Core'] as const) {
      const other = await createTenant(t.url, t.db, plan);
      const message = planRequiredMessage('customReports', plan);
      expect(await other.client.get('/api/reports/custom')).toMatchObject({ status: 403, body: { message } });
      expect(await other.client.post('/api/reports/custom', report, key())).toMatchObject({ status: 403, body: { message } });
      expect(await other.client.get(`/api/reports/custom/${id}/run?from=2026-10-01&to=2026-10-31`)).toMatchObject({ status: 403, body: { message } });
    }
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId);
    expect((await staff.client.get('/api/reports/custom')).status).toBe(403);
    expect((await staff.client.get(`/api/reports/custom/${id}/run?from=2026-10-01&to=2026-10-31`)).status).toBe(403);
    expect((await staff.client.post('/api/reports/custom', report, key())).status).toBe(403);

    const stranger = await createTenant(t.url, t.db, 'Expert');
    expect((await stranger.client.get('/api/reports/custom')).body).toEqual([]);
    for (const res of [
      await stranger.client.get(`/api/reports/custom/${id}`),
      await stranger.client.get(`/api/reports/custom/${id}/run?from=2026-10-01&to=2026-10-31`),
      await stranger.client.put(`/api/reports/custom/${id}`, report),
      await stranger.client.delete(`/api/reports/custom/${id}`),
    ])
      expect(res).toMatchObject({ status: 404, body: { message: CUSTOM_REPORTS_MSG.notFound } });
    expect((await owner.client.get(`/api/reports/custom/${id}`)).body.name).toBe(report.name);
  });
});
