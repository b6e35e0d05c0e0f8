import { AGENDA_GRID_MSG, dayjs, FIELD_MSG, type AgendaDayResponse, type AgendaWeekResponse } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { ownDatabase } from './support/demo-app';
import { startQueryCounter, type QueryCounter } from './support/query-counter';
import { agendaTenant, futureMonday, insertStaff, ZONE, type AgendaTenant } from './agenda-fixtures';
import { createTenant, type Tenant } from './support/factories';

const addDays = (date: string, n: number) => dayjs.tz(date, ZONE).add(n, 'day').format('YYYY-MM-DD');

/** `perStaff` 60-minute appointments from 08:00 for each of `staffCount` new professionals on `date`, and one cancelled each. */
async function seedDay(t: TestApp, tenant: Tenant, date: string, staffCount: number, perStaff: number): Promise<void> {
  const e = tenant.establishmentId;
  await t.db.query(
    `WITH st AS (
       INSERT INTO staff (establishment_id, name, role, commission_rate)
       SELECT $1, 'Profissional ' || lpad(k::text, 2, '0'), 'Cabeleireira', 30 FROM generate_series(1, $2::int) k RETURNING id
     ), sv AS (
       INSERT INTO services (establishment_id, name, duration_minutes, price) VALUES ($1, 'Corte', 60, 50) RETURNING id
     ), cl AS (
       INSERT INTO clients (establishment_id, name, phone) VALUES ($1, 'Cliente da Grade', '11' || lpad(($1::int % 100000000)::text, 9, '7')) RETURNING id
     ), ab AS (
       INSERT INTO staff_absences (establishment_id, staff_id, start_date, end_date, reason) SELECT $1, id, $4::date, $4::date, 'Curso' FROM st WHERE id % 10 = 0
     ), bk AS (
       INSERT INTO staff_blocks (establishment_id, staff_id, date, start_time, end_time, reason, repeat, until)
       SELECT $1, id, $4::date - 7, '12:00', '13:00', 'Almoço', 'weekly', NULL FROM st
     )
     INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
     SELECT $1, cl.id, sv.id, st.id, ($4 || ' 08:00')::timestamp AT TIME ZONE $5 + i * interval '1 hour',
            ($4 || ' 09:00')::timestamp AT TIME ZONE $5 + i * interval '1 hour', 60, 50, CASE WHEN i = $3::int THEN 'cancelled' ELSE 'scheduled' END
       FROM st, sv, cl, generate_series(0, $3::int) i`,
    [e, staffCount, perStaff, date, ZONE],
  );
}

/** docs/product/agenda-grid.md: the front desk grid's day and week in one call. */
describe('the agenda grid (GET /api/agenda/day and /week)', () => {
  let t: TestApp;
  let counter: QueryCounter;
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  let x: AgendaTenant;
  const monday = futureMonday(2);
  const day = (client: AgendaTenant['client'], date: string) => client.get<AgendaDayResponse>(`/api/agenda/day?date=${date}`);

  beforeAll(async () => {
    // Its own database: jobs an earlier file left on the worker's would be counted here.
    database = await ownDatabase('agenda_day');
    counter = await startQueryCounter(database.url);
    t = await startApp({ DATABASE_URL: counter.url });
    x = await agendaTenant(t.url, t.db);
  }, 60000);
  afterAll(async () => {
    await t.close();
    await counter.close();
    await database.drop();
  });

  it('answers the day of 50 professionals and 400 appointments with the same queries as the day of 5 (no query per professional)', async () => {
    const small = await createTenant(t.url, t.db, 'Expert');
    const large = await createTenant(t.url, t.db, 'Expert');
    await seedDay(t, small, monday, 5, 8);
    await seedDay(t, large, monday, 50, 8);
    // The fewest statements of three calls: a job of the API's own may run during one.
    const queriesOf = async (tenant: Tenant) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        counter.reset();
        const res = await day(tenant.client as AgendaTenant['client'], monday);
        counts.push(counter.count());
        expect(res.status).toBe(200);
      }
      return Math.min(...counts);
    };
    const few = await queriesOf(small);
    const many = await queriesOf(large);
    // The session's lookup and the grid's three reads, counted on the wire.
    expect(few).toBeGreaterThanOrEqual(3);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(8);

    const body = (await day(large.client as AgendaTenant['client'], monday)).body;
    expect(body.staff).toHaveLength(50);
    expect(body.staff.map((s) => s.name)).toEqual([...body.staff.map((s) => s.name)].sort());
    expect(body.appointments).toHaveLength(400);
    expect(body.appointments.every((a) => a.status === 'scheduled')).toBe(true);
    // The weekly lunch started the week before, on every column; every tenth professional is away.
    expect(body.staff.every((s) => s.blocks.length === 1 && s.blocks[0]!.startTime === '12:00' && s.blocks[0]!.repeat === 'weekly')).toBe(true);
    expect(body.staff.filter((s) => s.absences.length === 1)).toHaveLength(5);
  }, 60000);

  it('shows the professionals working that day and anyone booked, with hours, blocks, absences and the appointments as the list', async () => {
    const off = await insertStaff(t.db, x.establishmentId, 'Zélia Folga');
    const offBooked = await insertStaff(t.db, x.establishmentId, 'Carol Folga Agendada');
    const early = await insertStaff(t.db, x.establishmentId, 'Amanda Manhã');
    await t.db.query(
      `INSERT INTO staff_working_hours (staff_id, day_of_week, is_available, open_time, close_time)
       VALUES ($1, 1, false, '08:00', '18:00'), ($2, 1, false, '08:00', '18:00'), ($3, 1, true, '07:00', '12:00')`,
      [off, offBooked, early],
    );
    const color = (
      await x.client.post('/api/services', {
        name: 'Coloração',
        duration: 90,
        price: '150.00',
        category: 'Coloração',
        staffIds: [String(x.staffId)],
        description: null,
        processingStartMinutes: 30,
        processingMinutes: 30,
        cleanupMinutes: 10,
      })
    ).body;
    const at = (time: string) => dayjs.tz(`${monday} ${time}`, ZONE).toISOString();
    const insert = (staffId: number, serviceId: number, time: string, minutes: number, status: string, timing = [0, 0, 0]) =>
      t.db.query(
        `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status,
           processing_start_minutes, processing_minutes, cleanup_minutes)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7, 80, $8, $9, $10, $11) RETURNING id`,
        [x.establishmentId, x.clientId, serviceId, staffId, at(time), dayjs(at(time)).add(minutes, 'minute').toISOString(), minutes, status, ...timing],
      );
    await insert(x.staffId, color.id, '09:00', 90, 'confirmed', [30, 30, 10]);
    await insert(x.staffId, x.serviceId, '14:00', 60, 'pending');
    await insert(x.staffId, x.serviceId, '15:00', 60, 'cancelled');
    await insert(x.staffId, x.serviceId, '16:00', 60, 'rejected');
    await insert(offBooked, x.serviceId, '10:00', 60, 'scheduled');
    await x.client.post(`/api/staff/${x.staffId}/blocks`, { date: monday, startTime: '12:00', endTime: '13:00', reason: 'Almoço', repeat: 'none' });
    await x.client.post(`/api/staff/${x.staffId}/blocks`, {
      date: addDays(monday, -14),
      startTime: '17:00',
      endTime: '18:00',
      reason: 'Reunião',
      repeat: 'weekly',
    });
    await t.db.query(
      `INSERT INTO staff_absences (establishment_id, staff_id, start_date, end_date, type, reason) VALUES ($1, $2, $3, $4, 'time_off', 'Consulta')`,
      [x.establishmentId, early, addDays(monday, -1), addDays(monday, 1)],
    );

    const res = await day(x.client, monday);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ date: monday, slotMinutes: 10, businessHours: { openTime: '08:00', closeTime: '18:00' } });
    expect(body.staff.map((s) => s.name)).toEqual(['Amanda Manhã', 'Ana Colaboradora', 'Carol Folga Agendada']);
    const [amanda, ana, carol] = body.staff;
    expect(amanda).toMatchObject({ id: early, hours: { openTime: '08:00', closeTime: '12:00' }, blocks: [] });
    expect(amanda!.absences).toEqual([
      expect.objectContaining({ type: 'time_off', reason: 'Consulta', startDate: addDays(monday, -1), endDate: addDays(monday, 1) }),
    ]);
    expect(carol).toMatchObject({ id: offBooked, hours: null });
    expect(ana!.hours).toEqual({ openTime: '08:00', closeTime: '18:00' });
    expect(ana!.blocks.map((b) => [b.startTime, b.endTime, b.reason, b.repeat])).toEqual([
      ['12:00', '13:00', 'Almoço', 'none'],
      ['17:00', '18:00', 'Reunião', 'weekly'],
    ]);
    expect(ana!.blocks[1]).toMatchObject({ date: monday, seriesStart: addDays(monday, -14), until: null });

    expect(body.appointments.map((a) => [a.staffId, a.appointmentTime, a.status])).toEqual([
      [x.staffId, '09:00', 'confirmed'],
      [offBooked, '10:00', 'scheduled'],
      [x.staffId, '14:00', 'pending'],
    ]);
    expect(body.appointments[0]).toMatchObject({
      serviceName: 'Coloração',
      category: 'Coloração',
      duration: 90,
      processingStartMinutes: 30,
      processingMinutes: 30,
      cleanupMinutes: 10,
      clientName: 'Cliente Teste',
      staffName: 'Ana Colaboradora',
      servicePrice: '80.00',
      appointmentDate: `${monday}T09:00:00`,
    });
    expect(body.appointments[2]).toMatchObject({ category: 'Cabelo', processingMinutes: 0, cleanupMinutes: 0 });

    // A collaborator gets her own column and appointments only.
    const own = (await day(x.staffLogin.client, monday)).body;
    expect(own.staff.map((s) => s.id)).toEqual([x.staffId]);
    expect(own.appointments.map((a) => a.appointmentTime)).toEqual(['09:00', '14:00']);
  });

  it('the week of one professional: seven days from the start; a collaborator only her own', async () => {
    const res = await x.client.get<AgendaWeekResponse>(`/api/agenda/week?start=${addDays(monday, -1)}&staffId=${x.staffId}`);
    expect(res.status).toBe(200);
    expect(res.body.staff).toEqual({ id: x.staffId, name: 'Ana Colaboradora' });
    expect(res.body.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n - 1)));
    const [sunday, mon, , , , , saturday] = res.body.days;
    expect(sunday).toMatchObject({ businessHours: null, hours: null });
    expect(saturday).toMatchObject({ businessHours: { openTime: '08:00', closeTime: '16:00' }, hours: { openTime: '08:00', closeTime: '16:00' } });
    expect(mon!.blocks.map((b) => b.reason)).toEqual(['Almoço', 'Reunião']);
    expect(res.body.days[2]!.blocks).toEqual([]);
    expect(res.body.appointments.every((a) => a.staffId === x.staffId)).toBe(true);

    expect((await x.staffLogin.client.get(`/api/agenda/week?start=${monday}&staffId=${x.staffId}`)).status).toBe(200);
    const other = await insertStaff(t.db, x.establishmentId, 'Outra Profissional');
    expect(await x.staffLogin.client.get(`/api/agenda/week?start=${monday}&staffId=${other}`)).toMatchObject({
      status: 403,
      body: { message: AGENDA_GRID_MSG.ownOnly },
    });
    const stranger = await agendaTenant(t.url, t.db);
    expect(await x.client.get(`/api/agenda/week?start=${monday}&staffId=${stranger.staffId}`)).toMatchObject({
      status: 404,
      body: { message: AGENDA_GRID_MSG.staffNotFound },
    });
  });

  it('refuses an absent or impossible date with a pt-BR message', async () => {
    expect(await x.client.get('/api/agenda/day')).toMatchObject({ status: 400, body: { message: AGENDA_GRID_MSG.date } });
    expect(await x.client.get('/api/agenda/day?date=2026-02-30')).toMatchObject({ status: 400, body: { message: FIELD_MSG.invalidDate } });
    expect(await x.client.get('/api/agenda/day?date=amanhã')).toMatchObject({ status: 400, body: { message: FIELD_MSG.invalidDate } });
    expect(await x.client.get(`/api/agenda/week?start=${monday}`)).toMatchObject({ status: 400, body: { message: AGENDA_GRID_MSG.staffId } });
    expect(await x.client.get(`/api/agenda/week?staffId=${x.staffId}`)).toMatchObject({ status: 400, body: { message: AGENDA_GRID_MSG.start } });
  });
});
