import { AUDIT_MSG, dayjs, FIELD_MSG } from '@salao/contracts';
import { AuditRepository } from '../src/platform/audit/audit.repository';
import { agendaTenant, booking, futureMonday, ZONE } from './agenda-fixtures';
import { auditLog } from './audit-support';
import { useAgendaApp } from './support/security';

/** Who may read the log, what the filters select, and the retention job. */
describe('audit log: filters, access and retention', () => {
  const ctx = useAgendaApp();
  let appointmentId: number;
  let clientId: number;

  beforeAll(async () => {
    const c = ctx.x.client;
    appointmentId = (await ctx.x.staffLogin.client.post('/api/appointments', booking(ctx.x, futureMonday(), '10:00'))).body.id;
    await c.patch(`/api/appointments/${appointmentId}/status`, { status: 'confirmed' });
    clientId = (await c.post('/api/clients', { name: 'Filtro Cliente', phone: '(11) 94444-0001' })).body.id;
    await c.put(`/api/clients/${clientId}`, { name: 'Filtro Cliente', phone: '(11) 94444-0002' });
  });

  it('filters by entity, record, user and period on the establishment clock; newest first, 50 a page', async () => {
    const c = ctx.x.client;
    const all = await auditLog(c);
    expect(all.page).toBe(1);
    expect(all.items.map((r) => r.id)).toEqual([...all.items.map((r) => r.id)].sort((a, b) => b - a));
    expect((await auditLog(c, { entity: 'client' })).items.every((r) => r.entity === 'client')).toBe(true);
    expect((await auditLog(c, { entity: 'appointment', entityId: appointmentId })).items.map((r) => r.action)).toEqual(['status', 'create']);
    const byStaff = await auditLog(c, { userId: ctx.x.staffLogin.userId });
    expect(byStaff.items.map((r) => [r.entity, r.entityId, r.action])).toEqual([['appointment', appointmentId, 'create']]);
    const today = dayjs().tz(ZONE).format('YYYY-MM-DD');
    const tomorrow = dayjs().tz(ZONE).add(1, 'day').format('YYYY-MM-DD');
    expect((await auditLog(c, { from: today, to: today })).total).toBe(all.total);
    expect((await auditLog(c, { from: tomorrow })).total).toBe(0);
    expect((await auditLog(c, { to: dayjs().tz(ZONE).subtract(1, 'day').format('YYYY-MM-DD') })).total).toBe(0);
    expect((await auditLog(c, { page: 2 })).items).toEqual([]);
  });

  it('a bad query answers 400 with a pt-BR message', async () => {
    const cases: [string, string][] = [
      ['entity=pessoa', AUDIT_MSG.entity],
      ['entityId=abc', AUDIT_MSG.entityId],
      ['userId=-3', AUDIT_MSG.userId],
      ['from=2026-02-30', FIELD_MSG.invalidDate],
      ['from=2026-03-02&to=2026-03-01', AUDIT_MSG.period],
      ['page=0', AUDIT_MSG.page],
      ['entity=client&entity=staff', ''],
    ];
    for (const [qs, message] of cases) {
      const res = await ctx.x.client.get(`/api/audit-log?${qs}`);
      expect([qs, res.status, res.body.message]).toEqual([qs, 400, expect.any(String)]);
      if (message) expect([qs, res.body.message]).toEqual([qs, message]);
    }
  });

  it('the user filter lists the establishment logins', async () => {
    const users = (await ctx.x.client.get('/api/audit-log/users')).body as { id: number; name: string }[];
    expect(users).toEqual([
      { id: ctx.x.staffLogin.userId, name: 'Ana Colaboradora' },
      { id: ctx.x.admin.id, name: 'Maria Teste' },
    ]);
  });

  it('a collaborator gets 403; another establishment sees none of these rows', async () => {
    expect(await ctx.x.staffLogin.client.get('/api/audit-log')).toMatchObject({ status: 403 });
    expect(await ctx.x.staffLogin.client.get('/api/audit-log/users')).toMatchObject({ status: 403 });
    const other = await agendaTenant(ctx.t.url, ctx.t.db);
    const seen = await auditLog(other.client, { entity: 'appointment', entityId: appointmentId });
    expect(seen).toEqual({ items: [], total: 0, page: 1 });
    const everything = await auditLog(other.client);
    expect(everything.items.some((r) => r.entityId === clientId && r.entity === 'client')).toBe(false);
    const [{ n }] = await ctx.t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE establishment_id = $1`, [other.establishmentId]);
    expect(everything.total).toBe(n);
  });

  it('the retention job deletes only rows older than the retention, in batches', async () => {
    const est = ctx.x.establishmentId;
    await ctx.t.db.query(
      `INSERT INTO audit_log (establishment_id, created_at, user_name, entity, entity_id, action, after)
       SELECT $1, now() - make_interval(days => d), 'Antigo', 'client', 999000 + d, 'create', '{"name":"x"}'
         FROM unnest(ARRAY[731, 800, 900, 729]) d`,
      [est],
    );
    const before = await auditLog(ctx.x.client);
    const repository = new AuditRepository(ctx.t.db);
    let removed = 0;
    for (let n = await repository.purgeOlderThan(730, 2); n > 0; n = await repository.purgeOlderThan(730, 2)) removed += n;
    expect(removed).toBe(3);
    const after = await auditLog(ctx.x.client);
    expect(after.total).toBe(before.total - 3);
    const left = await ctx.t.db.query(`SELECT entity_id FROM audit_log WHERE user_name = 'Antigo'`);
    expect(left).toEqual([{ entity_id: 999729 }]);
  });
});
