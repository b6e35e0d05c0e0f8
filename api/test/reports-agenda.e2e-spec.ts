import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { createService, insertClient, insertStaff } from './agenda-fixtures';

/** Occupancy and attendance on hand-computed agendas (docs/product/reports.md). */
describe('reports: occupancy and attendance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const appointment = (e: number, client: number, service: number, staff: number, start: string, end: string, status: string, extra = '') =>
    t.db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status, cancelled_at)
       VALUES ($1, $2, $3, $4, $5, $6, 60, 50, $7, $8)`,
      [e, client, service, staff, start, end, status, extra || null],
    );

  /** A Core salon in New York (logged in as its owner) where Ana does 'Corte', and one client. */
  const newYorkSalon = async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const e = owner.establishmentId;
    await t.db.query(`UPDATE establishments SET timezone = 'America/New_York' WHERE id = $1`, [e]);
    await owner.client.login(owner.admin.email, owner.admin.password);
    const ana = await insertStaff(t.db, e, 'Ana');
    const corte = await createService(owner.client, [ana], { name: 'Corte', price: '50.00' });
    const client = await insertClient(t.db, e);
    return { owner, e, ana, corte, client };
  };

  it('occupancy in New York across the end of DST, less an absence and a block', async () => {
    const { owner, e, ana, corte: service, client } = await newYorkSalon();
    // Open Sundays 00:00-12:00 (default Monday 08:00-18:00); Ana works Sunday 00:00-12:00 and Monday 09:00-17:00.
    await t.db.query(`INSERT INTO business_hours (establishment_id, day_of_week, is_open, open_time, close_time) VALUES ($1, 0, true, '00:00', '12:00')`, [e]);
    await t.db.query(
      `INSERT INTO staff_working_hours (staff_id, day_of_week, is_available, open_time, close_time) VALUES ($1, 0, true, '00:00', '12:00'), ($1, 1, true, '09:00', '17:00')`,
      [ana],
    );
    // 2026-11-01 falls back at 02:00: the Sunday's 12 wall-clock hours are 13 real ones (780 minutes), less a
    // 10:00-11:00 block = 720. Monday 2026-11-02 is an absence: 0.
    await t.db.query(
      `INSERT INTO staff_blocks (establishment_id, staff_id, date, start_time, end_time, reason, repeat, until) VALUES ($1, $2, '2026-11-01', '10:00', '11:00', 'Reunião', 'none', '2026-11-01')`,
      [e, ana],
    );
    await t.db.query(
      `INSERT INTO staff_absences (establishment_id, staff_id, start_date, end_date, type) VALUES ($1, $2, '2026-11-02', '2026-11-02', 'time_off')`,
      [e, ana],
    );
    // Booked: 01:00 EDT to 02:00 EST = 120 real minutes; 10:30-11:30 EST half inside the block = 30; Monday's in the absence = 0; a cancelled one = 0.
    await appointment(e, client, service.id, ana, '2026-11-01T05:00:00Z', '2026-11-01T07:00:00Z', 'completed');
    await appointment(e, client, service.id, ana, '2026-11-01T15:30:00Z', '2026-11-01T16:30:00Z', 'confirmed');
    await appointment(e, client, service.id, ana, '2026-11-02T15:00:00Z', '2026-11-02T16:00:00Z', 'scheduled');
    await appointment(e, client, service.id, ana, '2026-11-01T13:00:00Z', '2026-11-01T14:00:00Z', 'cancelled');
    const q = `from=2026-11-01&to=2026-11-02&staffId=${ana}`;
    const r = (await owner.client.get(`/api/reports/occupancy?${q}`)).body;
    expect(r.rows).toEqual([{ key: `s${ana}`, label: 'Ana', drill: { staffId: ana }, values: { available: 720, booked: 150, occupancy: 20.8 } }]);
    expect(r.totals).toEqual({ available: 720, booked: 150, occupancy: 20.8 });
    const w = (await owner.client.get(`/api/reports/occupancy?${q}&groupBy=weekday`)).body;
    expect(w.rows.find((x: { key: string }) => x.key === 'd0').values).toEqual({ available: 720, booked: 150, occupancy: 20.8 });
    expect(w.rows.find((x: { key: string }) => x.key === 'd1').values).toEqual({ available: 0, booked: 0, occupancy: 0 });
  });

  it('attendance: no-shows, cancellations and late cancellations by professional, service and weekday', async () => {
    const owner = await createTenant(t.url, t.db, 'Core');
    const e = owner.establishmentId;
    const ana = await insertStaff(t.db, e, 'Ana');
    const bia = await insertStaff(t.db, e, 'Bia');
    const corte = await createService(owner.client, [ana, bia], { name: 'Corte', price: '50.00' });
    const client = await insertClient(t.db, e);
    // Thursday 2026-10-15, São Paulo; the default cancellation window is 120 minutes.
    await appointment(e, client, corte.id, ana, '2026-10-15T12:00:00Z', '2026-10-15T13:00:00Z', 'completed');
    await appointment(e, client, corte.id, ana, '2026-10-15T13:00:00Z', '2026-10-15T14:00:00Z', 'no_show');
    await appointment(e, client, corte.id, ana, '2026-10-15T14:00:00Z', '2026-10-15T15:00:00Z', 'cancelled', '2026-10-15T13:30:00Z');
    await appointment(e, client, corte.id, bia, '2026-10-15T14:00:00Z', '2026-10-15T15:00:00Z', 'cancelled', '2026-10-10T13:30:00Z');
    await appointment(e, client, corte.id, bia, '2026-10-16T14:00:00Z', '2026-10-16T15:00:00Z', 'rejected');
    const q = 'from=2026-10-01&to=2026-10-31';
    const r = (await owner.client.get(`/api/reports/attendance?${q}`)).body;
    expect(r.totals).toEqual({ booked: 4, completed: 1, noShows: 1, cancelled: 2, late: 1, noShowRate: 25, cancelRate: 50 });
    expect(
      r.rows.map((x: { label: string; values: { booked: number; noShows: number; late: number } }) => [
        x.label,
        x.values.booked,
        x.values.noShows,
        x.values.late,
      ]),
    ).toEqual([
      ['Ana', 3, 1, 1],
      ['Bia', 1, 0, 0],
    ]);
    const days = (await owner.client.get(`/api/reports/attendance?${q}&groupBy=weekday`)).body;
    expect(days.rows.map((x: { label: string }) => x.label)).toEqual(['Quinta-feira']);
    const other = await createTenant(t.url, t.db, 'Core');
    expect((await other.client.get(`/api/reports/attendance?${q}`)).body.totals.booked).toBe(0);
  });

  it("attendance by weekday counts each appointment on the establishment's own day, across the end of DST", async () => {
    const { owner, e, ana, corte, client } = await newYorkSalon();
    // New York falls back on Sunday 2026-11-01: 23:30 that Sunday is 04:30Z on Monday, which a fixed offset
    // would count as Monday. The period starts on Saturday 2026-10-24, so Sunday the 1st is its ninth day.
    const at = [
      ['2026-10-24T03:30:00Z', 'before the period (Friday 23:30 EDT)'],
      ['2026-11-01T03:30:00Z', 'Saturday 23:30 EDT'],
      ['2026-11-01T04:30:00Z', 'Sunday 00:30 EDT'],
      ['2026-11-02T04:30:00Z', 'Sunday 23:30 EST'],
      ['2026-11-02T05:30:00Z', 'Monday 00:30 EST'],
      ['2026-11-03T05:30:00Z', 'after the period (Tuesday 00:30 EST)'],
    ];
    for (const [start] of at) await appointment(e, client, corte.id, ana, start!, new Date(Date.parse(start!) + 30 * 60_000).toISOString(), 'scheduled');
    const days = (await owner.client.get(`/api/reports/attendance?from=2026-10-24&to=2026-11-02&groupBy=weekday`)).body;
    expect(days.rows.map((x: { label: string; values: { booked: number } }) => [x.label, x.values.booked])).toEqual([
      ['Domingo', 2],
      ['Segunda-feira', 1],
      ['Sábado', 1],
    ]);
    expect(days.totals.booked).toBe(4);
  });
});
