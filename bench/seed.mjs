// Seeded generator of a busy establishment: 50 staff, 10 services all can perform, 2,000 clients and
// 20,000 appointments in the current month on a 30-minute grid per staff member (never overlapping, so the
// exclusion constraint holds). Same seed, same data.

/** mulberry32: a small deterministic PRNG. */
export function prng(initial) {
  let a = initial >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SIZE = { staff: 50, services: 10, clients: 2000, appointments: 20000 };
const STATUSES = ['scheduled', 'scheduled', 'confirmed', 'confirmed', 'completed', 'completed', 'pending', 'cancelled'];

/** Local 'yyyy-MM' of now in the zone, and every date of that month. */
export function monthDates(zone, now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const y = Number(parts.find((p) => p.type === 'year').value);
  const m = Number(parts.find((p) => p.type === 'month').value);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = `${y}-${String(m).padStart(2, '0')}`;
  return { month, dates: Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`) };
}

export async function seed(pg, { zone, passwordHash, random }) {
  const q = (sql, params) => pg.query(sql, params).then((r) => r.rows);
  const [est] = await q(`INSERT INTO establishments (name, plan, timezone, api_key) VALUES ('Bench Salão', 'Expert', $1, 'bench-key-' || gen_random_uuid()) RETURNING id`, [zone]);
  const email = `bench.${Date.now()}@bench.local`;
  await q(`INSERT INTO users (establishment_id, name, email, password_hash, role) VALUES ($1, 'Bench Admin', $2, $3, 'admin')`, [est.id, email, passwordHash]);
  const staff = await q(
    `INSERT INTO staff (establishment_id, name, role, commission_rate) SELECT $1, 'Profissional ' || i, 'Cabeleireira', 30 FROM generate_series(1, $2) i RETURNING id`,
    [est.id, SIZE.staff],
  );
  const services = await q(
    `INSERT INTO services (establishment_id, name, duration_minutes, price) SELECT $1, 'Serviço ' || i, CASE WHEN i % 2 = 0 THEN 20 ELSE 30 END, 50 + i FROM generate_series(1, $2) i RETURNING id, duration_minutes, price`,
    [est.id, SIZE.services],
  );
  await q(`INSERT INTO service_staff (service_id, staff_id) SELECT s, t FROM unnest($1::int[]) s, unnest($2::int[]) t`, [services.map((s) => s.id), staff.map((s) => s.id)]);
  const clients = await q(`INSERT INTO clients (establishment_id, name, phone) SELECT $1, 'Cliente ' || i, '1199999' || lpad(i::text, 4, '0') FROM generate_series(1, $2) i RETURNING id`, [est.id, SIZE.clients]);
  for (let d = 0; d < 7; d += 1) {
    await q(`INSERT INTO business_hours (establishment_id, day_of_week, is_open, open_time, close_time) VALUES ($1, $2, $3, '08:00', $4)`, [est.id, d, d !== 0, d === 6 ? '16:00' : '18:00']);
  }

  // Every free 30-minute cell of the month's open days, shuffled, then the first 20,000 taken.
  const { month, dates } = monthDates(zone);
  const cells = [];
  for (const date of dates) {
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow === 0) continue;
    const slots = dow === 6 ? 16 : 20;
    for (const s of staff) for (let k = 0; k < slots; k += 1) cells.push([date, s.id, k]);
  }
  for (let i = cells.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  const chosen = cells.slice(0, SIZE.appointments);
  const rows = { staff: [], client: [], service: [], local: [], minutes: [], price: [], status: [] };
  for (const [date, staffId, k] of chosen) {
    const service = services[Math.floor(random() * services.length)];
    rows.staff.push(staffId);
    rows.client.push(clients[Math.floor(random() * clients.length)].id);
    rows.service.push(service.id);
    rows.local.push(`${date} ${String(8 + Math.floor(k / 2)).padStart(2, '0')}:${k % 2 ? '30' : '00'}`);
    rows.minutes.push(service.duration_minutes);
    rows.price.push(service.price);
    rows.status.push(STATUSES[Math.floor(random() * STATUSES.length)]);
  }
  await q(
    `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
     SELECT $1, c, sv, st, (l::timestamp AT TIME ZONE $9), (l::timestamp AT TIME ZONE $9) + make_interval(mins => m), m, p, s
       FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::int[], $7::numeric[], $8::text[]) AS x(st, c, sv, l, m, p, s)`,
    [est.id, rows.staff, rows.client, rows.service, rows.local, rows.minutes, rows.price, rows.status, zone],
  );
  await pg.query('VACUUM ANALYZE');
  return { establishmentId: est.id, email, staffIds: staff.map((s) => s.id), serviceIds: services.map((s) => s.id), month, openDates: dates.filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0) };
}
