import { AVAILABILITY_MSG, VISIT_CODES, VISIT_MSG, dayjs } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { agendaTenant, booking, createService, futureMonday, insertStaff, type AgendaTenant } from './agenda-fixtures';

/** docs/product/series.md: multi-service visits, all or none, through the single booking's path. */
describe('appointment groups', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let otherStaff: number;
  let coloring: number;

  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db);
    otherStaff = await insertStaff(t.db, a.establishmentId, 'Carla Colorista');
    coloring = (await createService(a.client, [otherStaff], { name: 'Coloração', duration: 90, price: '150.00' })).id;
  });
  afterAll(() => t.close());

  const group = (date: string, items: { serviceId: number; staffId: number; time: string }[]) => ({ clientId: a.clientId, date, items, notes: 'visita' });

  it('creates every item of the visit with one group id; single appointments keep their shape', async () => {
    const date = futureMonday(1);
    const res = await a.client.post(
      '/api/appointment-groups',
      group(date, [
        { serviceId: a.serviceId, staffId: a.staffId, time: '09:00' },
        { serviceId: coloring, staffId: otherStaff, time: '10:00' },
      ]),
      { 'Idempotency-Key': `grp-${date}-ok` },
    );
    expect(res.status).toBe(201);
    expect(res.body.appointments).toHaveLength(2);
    for (const ap of res.body.appointments) expect(ap.groupId).toBe(res.body.groupId);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM appointments WHERE group_id = $1`, [res.body.groupId]);
    expect(rows[0].n).toBe(2);
    const audits = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'appointment' AND action = 'create' AND entity_id = ANY($1::int[])`,
      [res.body.appointments.map((x: { id: number }) => x.id)],
    );
    expect(audits[0].n).toBe(2);
    const single = await a.client.post('/api/appointments', booking(a, date, '14:00'));
    expect(single.status).toBe(201);
    expect('groupId' in single.body || 'seriesId' in single.body).toBe(false);
  });

  it('creates nothing when the second item collides: 409 naming that item in pt-BR', async () => {
    const date = futureMonday(2);
    expect((await a.client.post('/api/appointments', { ...booking(a, date, '10:30'), staffId: otherStaff, serviceId: coloring })).status).toBe(201);
    const res = await a.client.post(
      '/api/appointment-groups',
      group(date, [
        { serviceId: a.serviceId, staffId: a.staffId, time: '09:00' },
        { serviceId: coloring, staffId: otherStaff, time: '10:00' },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(VISIT_MSG.itemRefused(2, 'Coloração', '10:00', AVAILABILITY_MSG.slotTaken));
    expect(res.body.code).toBe(VISIT_CODES.itemRefused);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM appointments WHERE establishment_id = $1 AND staff_id = $2 AND status <> 'cancelled'
          AND starts_at::date BETWEEN $3::date - 1 AND $3::date + 1`,
      [a.establishmentId, a.staffId, date],
    );
    expect(n).toBe(0);
  });

  it('40 parallel identical visits: exactly one is created', async () => {
    const date = futureMonday(3);
    const body = group(date, [
      { serviceId: a.serviceId, staffId: a.staffId, time: '11:00' },
      { serviceId: coloring, staffId: otherStaff, time: '12:00' },
    ]);
    const answers = await Promise.all(Array.from({ length: 40 }, () => a.client.post('/api/appointment-groups', body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // Every other one is refused as taken, or, on a machine so loaded that it waited 3 s for one of the 20 pooled
    // connections, told to retry (503 with Retry-After: it then gets the 409). A failure prints the odd answers.
    const odd = answers.filter((r) => r.status !== 201 && r.status !== 409 && !(r.status === 503 && r.headers.get('retry-after')));
    expect(odd.map((r) => [r.status, r.body])).toEqual([]);
    const rows = await t.db.query(
      `SELECT DISTINCT group_id FROM appointments WHERE establishment_id = $1 AND group_id IS NOT NULL AND starts_at::date = $2::date`,
      [a.establishmentId, date],
    );
    expect(rows).toHaveLength(1);
  });

  it('offers the start times where the whole visit fits back to back', async () => {
    const date = futureMonday(4);
    const res = await a.client.get(`/api/appointment-groups/available-times?date=${date}&items=${a.serviceId}:${a.staffId},${coloring}:${otherStaff}`);
    expect(res.status).toBe(200);
    const nine = res.body.times.find((x: { time: string }) => x.time === '09:00');
    expect(nine.items.map((i: { time: string }) => i.time)).toEqual(['09:00', '10:00']);
    // The 90-minute colouring must end by 18:00: the last start is 15:30 (60 + 90 minutes).
    expect(res.body.times.at(-1).time).toBe('15:30');
  });
});

const NY = 'America/New_York';

/** A Monday at least a week ahead whose 12 weekly occurrences cross a DST change in New York. */
function mondayBeforeDst(): string {
  for (let w = 1; w < 60; w++) {
    const first = futureMonday(w);
    const last = dayjs(first)
      .add(11 * 7, 'day')
      .format('YYYY-MM-DD');
    if (dayjs.tz(`${first} 10:00`, NY).utcOffset() !== dayjs.tz(`${last} 10:00`, NY).utcOffset()) return first;
  }
  throw new Error('no DST change ahead');
}

describe('appointment series', () => {
  let t: TestApp;
  let a: AgendaTenant;

  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db);
    await t.db.query(`UPDATE establishments SET timezone = $2 WHERE id = $1`, [a.establishmentId, NY]);
    // A write of the establishment refreshes its cached sessions (the zone among them).
    await createService(a.client, [a.staffId], { name: 'Escova' });
  });
  afterAll(() => t.close());

  it('a 12-week series across DST: reports the one conflict, creates nothing without skipConflicts, the other 11 with it; cancels one vs the following', async () => {
    const first = mondayBeforeDst();
    const dates = Array.from({ length: 12 }, (_, k) =>
      dayjs(first)
        .add(k * 7, 'day')
        .format('YYYY-MM-DD'),
    );
    const taken = dates[6]!;
    expect((await a.client.post('/api/appointments', booking(a, taken, '10:00'))).status).toBe(201);
    const body = { ...booking(a, first, '10:00'), everyWeeks: 1, count: 12 };
    delete (body as { establishmentId?: number }).establishmentId;

    const refused = await a.client.post('/api/appointment-series', body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VISIT_MSG.seriesConflicts(1));
    expect(refused.body.conflicts).toHaveLength(1);
    expect(refused.body.conflicts[0]).toMatchObject({ date: taken, time: '10:00', reason: AVAILABILITY_MSG.slotTaken });
    // The free times nearest to 10:00 that day (the step is 10 minutes), the taken hour excluded.
    expect(refused.body.conflicts[0].alternatives).toEqual(['09:00', '11:00', '08:50', '11:10', '08:40']);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM appointments WHERE establishment_id = $1 AND series_id IS NOT NULL`, [a.establishmentId]);
    expect(n).toBe(0);

    const key = { 'Idempotency-Key': `series-${first}` };
    const made = await a.client.post('/api/appointment-series', { ...body, skipConflicts: true }, key);
    expect(made.status).toBe(201);
    expect(made.body.created).toHaveLength(11);
    expect(made.body.conflicts.map((c: { date: string }) => c.date)).toEqual([taken]);
    expect(made.body.created.map((c: { appointmentDate: string }) => c.appointmentDate.slice(0, 10))).toEqual(dates.filter((d) => d !== taken));
    for (const c of made.body.created) expect(c).toMatchObject({ appointmentTime: '10:00', seriesId: made.body.seriesId });
    // Same wall-clock time on both sides of the change: two different UTC hours.
    const utc = await t.db.query(
      `SELECT DISTINCT to_char(starts_at AT TIME ZONE 'UTC', 'HH24:MI') AS h, to_char(starts_at AT TIME ZONE $2, 'HH24:MI') AS l FROM appointments WHERE series_id = $1`,
      [made.body.seriesId, NY],
    );
    expect(utc.map((r: { l: string }) => r.l)).toEqual(['10:00', '10:00']);
    expect(new Set(utc.map((r: { h: string }) => r.h)).size).toBe(2);
    const replay = await a.client.post('/api/appointment-series', { ...body, skipConflicts: true }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.seriesId).toBe(made.body.seriesId);

    const ids: number[] = made.body.created.map((c: { id: number }) => c.id);
    // One occurrence alone: the single appointment's cancel.
    expect((await a.client.delete(`/api/appointments/${ids[2]}`)).status).toBe(200);
    // This one and the following: the 8th of those created (index 7) onwards.
    const cancel = await a.client.post(`/api/appointment-series/${made.body.seriesId}/cancel`, { fromAppointmentId: ids[7] });
    expect(cancel.status).toBe(200);
    expect(cancel.body.cancelled).toEqual(ids.slice(7));
    const rows: { id: number; status: string }[] = await t.db.query(`SELECT id, status FROM appointments WHERE series_id = $1 ORDER BY starts_at`, [
      made.body.seriesId,
    ]);
    expect(rows.map((r) => r.status)).toEqual(ids.map((_, k) => (k === 2 || k >= 7 ? 'cancelled' : 'scheduled')));
    const audits = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'appointment' AND action = 'cancel' AND entity_id = ANY($1::int[])`,
      [ids.map(String)],
    );
    expect(audits[0].n).toBe(1 + ids.slice(7).length);
  });

  it('moves this and the following occurrences to a new time', async () => {
    const first = futureMonday(1);
    const made = await a.client.post('/api/appointment-series', { ...booking(a, first, '15:00'), everyWeeks: 2, count: 3 });
    expect(made.status).toBe(201);
    const ids: number[] = made.body.created.map((c: { id: number }) => c.id);
    const moved = await a.client.patch(`/api/appointment-series/${made.body.seriesId}`, { fromAppointmentId: ids[1], appointmentTime: '16:00' });
    expect(moved).toMatchObject({ status: 200, body: { updated: ids.slice(1), conflicts: [] } });
    const rows = await t.db.query(`SELECT to_char(starts_at AT TIME ZONE $2, 'HH24:MI') AS l FROM appointments WHERE series_id = $1 ORDER BY starts_at`, [
      made.body.seriesId,
      NY,
    ]);
    expect(rows.map((r: { l: string }) => r.l)).toEqual(['15:00', '16:00', '16:00']);
    expect((await a.client.patch(`/api/appointment-series/not-a-series`, { fromAppointmentId: ids[1], appointmentTime: '16:00' })).status).toBe(404);
  });
});
