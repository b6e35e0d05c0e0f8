import PgBoss from 'pg-boss';
import { AGENDA_RELEASE_MSG, dayjs } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { waitFor } from './support/wait';

const ZONE = 'America/Sao_Paulo';
const months = (from: dayjs.Dayjs, count: number) => Array.from({ length: count }, (_, i) => from.add(i, 'month').format('YYYY-MM'));

describe('agenda release policy', () => {
  let t: TestApp;
  let second: TestApp;
  let x: AgendaTenant;
  const now = () => dayjs().tz(ZONE);

  beforeAll(async () => {
    t = await startApp();
    second = await startApp();
    x = await agendaTenant(t.url, t.db);
  }, 60000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('answers the defaults, validates with pt-BR messages, management only', async () => {
    expect((await x.client.get('/api/agenda-release/policy')).body).toEqual({
      releaseInterval: 1,
      releaseDay: 28,
      isActive: false,
      currentReleasedMonths: [],
      manualMonths: [],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ releaseInterval: 0, releaseDay: 28, isActive: true }, AGENDA_RELEASE_MSG.interval],
      [{ releaseInterval: 13, releaseDay: 28, isActive: true }, AGENDA_RELEASE_MSG.interval],
      [{ releaseInterval: 1, releaseDay: 0, isActive: true }, AGENDA_RELEASE_MSG.day],
      [{ releaseInterval: 1, releaseDay: 32, isActive: true }, AGENDA_RELEASE_MSG.day],
      [{ releaseInterval: 1, releaseDay: 28 }, AGENDA_RELEASE_MSG.active],
    ];
    for (const [body, message] of cases) expect(await x.client.post('/api/agenda-release/policy', body)).toMatchObject({ status: 400, body: { message } });
    expect((await x.staffLogin.client.get('/api/agenda-release/policy')).status).toBe(403);
    expect((await x.staffLogin.client.post('/api/agenda-release/recalculate')).status).toBe(403);
  });

  it('saving releases this month and, from the release day on São Paulo clock, the next N months', async () => {
    const today = now();
    const saved = await x.client.post('/api/agenda-release/policy', { releaseInterval: 2, releaseDay: today.date(), isActive: true });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ releaseInterval: 2, releaseDay: today.date(), isActive: true, currentReleasedMonths: months(today, 3) });
    if (today.date() < today.daysInMonth()) {
      const before = await x.client.post('/api/agenda-release/policy', { releaseInterval: 2, releaseDay: today.date() + 1, isActive: true });
      expect(before.body.currentReleasedMonths).toEqual(months(today, 2));
    }
    expect((await x.client.post('/api/agenda-release/recalculate')).body.currentReleasedMonths).toEqual(
      months(today, today.date() < today.daysInMonth() ? 2 : 3),
    );
  });

  it('manual extra releases: a future month, not a past one; undone by DELETE', async () => {
    const later = now().add(6, 'month').format('YYYY-MM');
    expect((await x.client.post('/api/agenda-release/months', { month: later })).body).toMatchObject({
      manualMonths: [later],
      currentReleasedMonths: expect.arrayContaining([later]),
    });
    expect(await x.client.post('/api/agenda-release/months', { month: now().subtract(1, 'month').format('YYYY-MM') })).toMatchObject({
      status: 400,
      body: { message: AGENDA_RELEASE_MSG.monthPast },
    });
    expect(await x.client.post('/api/agenda-release/months', { month: '2026-13' })).toMatchObject({ status: 400, body: { message: AGENDA_RELEASE_MSG.month } });
    expect((await x.client.delete(`/api/agenda-release/months/${later}`)).body.manualMonths).toEqual([]);
    // Recalculating keeps manual months (only the automatic ones follow the policy).
    await x.client.post('/api/agenda-release/months', { month: later });
    expect((await x.client.post('/api/agenda-release/recalculate')).body.currentReleasedMonths).toContain(later);
  });

  it('the scheduled job releases on the release day in the establishment zone, once across two API instances', async () => {
    const today = now();
    await x.client.post('/api/agenda-release/policy', { releaseInterval: 3, releaseDay: today.date(), isActive: true });
    // As if the policy had been saved before: the job must open the months itself.
    await t.db.query(`DELETE FROM agenda_released_months WHERE establishment_id = $1`, [x.establishmentId]);
    await t.db.query(`DELETE FROM agenda_release_runs WHERE establishment_id = $1`, [x.establishmentId]);
    expect((await t.db.query(`SELECT count(*)::int AS c FROM pgboss.schedule WHERE name = 'agenda-release-check'`))[0].c).toBe(1);

    const boss = new PgBoss({ connectionString: process.env.TEST_DB_URL!, schedule: false, supervise: false, max: 2 });
    await boss.start();
    try {
      // Two ticks at once (each instance's cron would send one): each job is taken by one instance only,
      // and the local day's run happens once.
      const ids = await Promise.all([boss.send('agenda-release-check', {}), boss.send('agenda-release-check', {})]);
      await waitFor(
        async () => {
          const jobs = await t.db.query(`SELECT state FROM pgboss.job WHERE id = ANY($1::uuid[])`, [ids]);
          return jobs.length === 2 && jobs.every((j: { state: string }) => j.state === 'completed');
        },
        'os dois jobs de liberação concluídos',
        20000,
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const runs = await t.db.query(`SELECT run_date::text AS d, months FROM agenda_release_runs WHERE establishment_id = $1`, [x.establishmentId]);
    expect(runs).toEqual([{ d: today.format('YYYY-MM-DD'), months: months(today, 4) }]);
    expect((await x.client.get('/api/agenda-release/policy')).body.currentReleasedMonths).toEqual(months(today, 4));
  }, 40000);
});
