import { AUDIT_MSG, CURSOR_MSG, dayjs, FIELD_MSG, type AuditEntryDto } from '@salao/contracts';
import { AuditRepository } from '../src/platform/audit/audit.repository';
import { agendaTenant, booking, futureMonday, ZONE } from './agenda-fixtures';
import { auditLog } from './audit-support';
import { walkCursor } from './support/cursor-walk';
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

  it('by cursor: every entry once, newest first, as the numbered pages; new changes never shift the walk', async () => {
    const c = ctx.x.client;
    // 130 more rows, some sharing an instant to the microsecond (one transaction writes several at once).
    await ctx.t.db.query(
      `INSERT INTO audit_log (establishment_id, created_at, user_id, user_name, entity, entity_id, action, after)
       SELECT $1, now() - interval '2 days' + (g / 3) * interval '1 microsecond', NULL, 'Carga', 'client', $2, 'update', '{"notes":"x"}'
         FROM generate_series(1, 130) g`,
      [ctx.x.establishmentId, clientId],
    );
    const numbered: AuditEntryDto[] = [];
    for (let page = 1; numbered.length < (await auditLog(c)).total; page++) numbered.push(...(await auditLog(c, { page })).items);
    let changes = 0;
    const { items, pages } = await walkCursor<AuditEntryDto>(
      (path) => c.get(path),
      '/api/audit-log',
      'entries',
      40,
      // A change made during the walk is newer than every page still to come.
      async () => void (await c.put(`/api/clients/${clientId}`, { name: 'Filtro Cliente', phone: `(11) 94444-01${String(++changes).padStart(2, '0')}` })),
    );
    expect(items).toEqual(numbered);
    expect(pages).toBe(Math.ceil(numbered.length / 40));
    const first = await c.get(`/api/audit-log?entity=client&entityId=${clientId}&after=0&limit=200`);
    expect(first.body.entries.every((e: AuditEntryDto) => e.entity === 'client' && e.entityId === clientId)).toBe(true);
    expect(first.body.entries.length).toBe(130 + 2 + changes);
    for (const q of ['after=x', 'after=1_', 'after=-5'])
      expect(await c.get(`/api/audit-log?${q}`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.next } });
    expect(await c.get('/api/audit-log?after=0&limit=0')).toMatchObject({ status: 400, body: { message: CURSOR_MSG.limit } });
    expect(await ctx.x.staffLogin.client.get('/api/audit-log?after=0')).toMatchObject({ status: 403 });
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
