// Deterministic COPY seed at SaaS scale: establishment #1 the busy one (50 staff, 10 services, 2,000 clients, 20,000
// appointments a month, products, 100,000 transactions, a closed comanda per past completed visit: seed-comandas.mjs),
// the others small (5 staff, 3 services, 100 clients, a few transactions and products, the rest of the appointments).
// Appointments sit on a 30-minute grid per staff member (no overlap). Same seed, same rows.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import copyStreams from 'pg-copy-streams';
import { seedComandas } from './seed-comandas.mjs';

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

export const SCALES = {
  full: { establishments: 1000, appointments: 1_000_000, busyMonths: 12, busyPerMonth: 20_000, busyTransactions: 100_000 },
  quick: { establishments: 100, appointments: 100_000, busyMonths: 1, busyPerMonth: 20_000, busyTransactions: 20_000 },
};
export const BUSY = { staff: 50, services: 10, clients: 2000, products: 200 };
const SMALL = { staff: 5, services: 3, clients: 100, products: 10, transactions: 50 };
const FIRST = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Juliana',
  'Larissa',
  'Mariana',
  'Natália',
  'Patrícia',
  'Renata',
  'Sofia',
  'Tatiana',
  'Vanessa',
  'Carlos',
  'João',
];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Lima',
  'Pereira',
  'Costa',
  'Ferreira',
  'Almeida',
  'Ribeiro',
  'Gomes',
  'Martins',
  'Rocha',
  'Carvalho',
  'Barbosa',
];
/** Searches the bench sends: names, a surname, phone digits. */
export const SEARCHES = ['ana', 'silva', 'mariana costa', 'souza', '11987', 'fer', 'renata', 'lima', 'gabriela', '9870'];
const OFFSET = '-03:00'; // America/Sao_Paulo, fixed since 2019

/** Local 'yyyy-MM' of now in the zone shifted by `delta` months, and that month's dates. */
export function monthOf(delta, zone = 'America/Sao_Paulo', now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const base = Number(parts.find((p) => p.type === 'year').value) * 12 + Number(parts.find((p) => p.type === 'month').value) - 1 + delta;
  const y = Math.floor(base / 12);
  const m = (base % 12) + 1;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = `${y}-${String(m).padStart(2, '0')}`;
  return { month, dates: Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`) };
}
const weekday = (date) => new Date(`${date}T00:00:00Z`).getUTCDay();
const slotsOf = (date) => (weekday(date) === 0 ? 0 : weekday(date) === 6 ? 16 : 20);
const at = (date, k) => `${date}T${String(8 + Math.floor(k / 2)).padStart(2, '0')}:${k % 2 ? '30' : '00'}:00${OFFSET}`;
const text = (v) => (v === null || v === undefined ? '\\N' : String(v).replace(/[\\\t\n]/g, (c) => (c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\\\')));

/** COPY rows (arrays) from a generator into a table. */
async function copy(client, table, columns, rows) {
  const stream = client.query(copyStreams.from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  async function* lines() {
    let chunk = '';
    for (const row of rows) {
      chunk += row.map(text).join('\t') + '\n';
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(lines()), stream);
}

/**
 * Seeds the scale on an empty migrated database. Answers what the scenarios need: the busy establishment's ids,
 * its month, dates and login, and the small establishments' staff for bookings and fan-out.
 */
export async function seed(client, { scale, passwordHash, zone = 'America/Sao_Paulo' }) {
  const random = prng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const n = scale.establishments;
  const ids = { staff: 0, service: 0, client: 0 };
  const est = [];
  for (let e = 1; e <= n; e += 1) {
    const size = e === 1 ? BUSY : SMALL;
    const staff = Array.from({ length: size.staff }, () => ++ids.staff);
    const services = Array.from({ length: size.services }, () => ++ids.service);
    const clients = Array.from({ length: size.clients }, () => ++ids.client);
    est.push({ id: e, staff, services, clients, size });
  }
  // The busy months end two months ahead (or at this month when only one is seeded).
  const firstDelta = -Math.max(scale.busyMonths - 3, 0);
  const months = Array.from({ length: scale.busyMonths }, (_, i) => monthOf(firstDelta + i));
  const current = monthOf(0);

  await copy(
    client,
    'establishments',
    ['id', 'name', 'plan', 'timezone', 'api_key'],
    est.map((e) => [e.id, e.id === 1 ? 'Bench Salão' : `Salão ${e.id}`, 'Expert', zone, `bench-key-${e.id}`]),
  );
  await copy(
    client,
    'users',
    ['establishment_id', 'name', 'email', 'password_hash', 'role'],
    est.map((e) => [e.id, `Admin ${e.id}`, `bench.e${e.id}@bench.local`, passwordHash, 'admin']),
  );
  await copy(
    client,
    'staff',
    ['id', 'establishment_id', 'name', 'role', 'commission_rate'],
    (function* () {
      for (const e of est) for (const [i, s] of e.staff.entries()) yield [s, e.id, `Profissional ${i + 1}`, 'Cabeleireira', 30];
    })(),
  );
  // Services of 30 minutes fill the grid's cells exactly; the busy establishment also has 20-minute ones.
  const duration = (e, i) => (e.id === 1 && i % 2 === 1 ? 20 : 30);
  await copy(
    client,
    'services',
    ['id', 'establishment_id', 'name', 'duration_minutes', 'price'],
    (function* () {
      for (const e of est) for (const [i, s] of e.services.entries()) yield [s, e.id, `Serviço ${i + 1}`, duration(e, i), (50 + i * 5).toFixed(2)];
    })(),
  );
  await copy(
    client,
    'service_staff',
    ['service_id', 'staff_id'],
    (function* () {
      for (const e of est) for (const s of e.services) for (const t of e.staff) yield [s, t];
    })(),
  );
  await copy(
    client,
    'clients',
    ['id', 'establishment_id', 'name', 'phone', 'email'],
    (function* () {
      for (const e of est) {
        for (const c of e.clients) {
          const name = `${pick(FIRST)} ${pick(LAST)}`;
          yield [c, e.id, name, `119${String(Math.floor(random() * 1e8)).padStart(8, '0')}`, `cliente${c}@exemplo.com`];
        }
      }
    })(),
  );
  await copy(
    client,
    'business_hours',
    ['establishment_id', 'day_of_week', 'is_open', 'open_time', 'close_time'],
    (function* () {
      for (const e of est) for (let d = 0; d < 7; d += 1) yield [e.id, d, d !== 0, '08:00', d === 6 ? '16:00' : '18:00'];
    })(),
  );

  // Appointments: the busy establishment's months first (20,000 of each month's free cells, shuffled), then the
  // rest spread over the small establishments, every other day per staff member across the same months.
  const now = Date.now();
  const status = (startsAt) => {
    const r = random();
    if (Date.parse(startsAt) < now) return r < 0.75 ? 'completed' : r < 0.9 ? 'cancelled' : 'confirmed';
    return r < 0.45 ? 'scheduled' : r < 0.85 ? 'confirmed' : r < 0.95 ? 'pending' : 'cancelled';
  };
  const busy = est[0];
  let busyCount = 0;
  function* appointments() {
    for (const { dates } of months) {
      const cells = [];
      for (const date of dates) for (const s of busy.staff) for (let k = 0; k < slotsOf(date); k += 1) cells.push([date, s, k]);
      for (let i = cells.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [cells[i], cells[j]] = [cells[j], cells[i]];
      }
      for (const [date, s, k] of cells.slice(0, scale.busyPerMonth)) {
        const i = Math.floor(random() * busy.services.length);
        const startsAt = at(date, k);
        busyCount += 1;
        yield [
          1,
          pick(busy.clients),
          busy.services[i],
          s,
          startsAt,
          new Date(Date.parse(startsAt) + duration(busy, i) * 60000).toISOString(),
          duration(busy, i),
          (50 + i * 5).toFixed(2),
          status(startsAt),
        ];
      }
    }
    const allDates = months.flatMap((m) => m.dates).filter((d) => weekday(d) !== 0);
    const small = est.slice(1);
    const rest = scale.appointments - busyCount;
    for (const [index, e] of small.entries()) {
      const count = Math.floor(rest / small.length) + (index < rest % small.length ? 1 : 0);
      for (let j = 0; j < count; j += 1) {
        const s = e.staff[j % e.staff.length];
        const cell = Math.floor(j / e.staff.length);
        const date = allDates[(cell * 2 + index) % allDates.length];
        const k = Math.floor(cell / Math.ceil(allDates.length / 2)) % 16;
        const startsAt = at(date, k);
        yield [e.id, pick(e.clients), e.services[0], s, startsAt, new Date(Date.parse(startsAt) + 30 * 60000).toISOString(), 30, '50.00', status(startsAt)];
      }
    }
  }
  await copy(
    client,
    'appointments',
    ['establishment_id', 'client_id', 'service_id', 'staff_id', 'starts_at', 'ends_at', 'duration_minutes', 'price', 'status'],
    appointments(),
  );

  // Transactions: the busy establishment's spread evenly over its months up to now, the small ones' a few each.
  const first = Date.parse(`${months[0].month}-01T00:00:00${OFFSET}`);
  await copy(
    client,
    'transactions',
    ['establishment_id', 'type', 'amount', 'description', 'category', 'payment_method', 'transaction_date'],
    (function* () {
      const span = now - first;
      for (let i = 0; i < scale.busyTransactions; i += 1) {
        const income = random() < 0.7;
        yield [
          1,
          income ? 'income' : 'expense',
          (10 + Math.floor(random() * 290)).toFixed(2),
          income ? 'Atendimento' : 'Despesa',
          income ? 'Serviços' : 'Produtos',
          'pix',
          new Date(first + Math.floor((span * i) / scale.busyTransactions)).toISOString(),
        ];
      }
      for (const e of est.slice(1)) {
        for (let i = 0; i < SMALL.transactions; i += 1)
          yield [e.id, i % 3 ? 'income' : 'expense', '80.00', 'Atendimento', 'Serviços', 'pix', new Date(first + Math.floor(random() * span)).toISOString()];
      }
    })(),
  );
  await copy(
    client,
    'products',
    ['establishment_id', 'name', 'category', 'price', 'current_stock', 'min_stock'],
    (function* () {
      for (const e of est) for (let i = 0; i < e.size.products; i += 1) yield [e.id, `Produto ${i + 1}`, 'Cabelo', '35.00', i % 7 === 0 ? 1 : 20, 3];
    })(),
  );
  const comandasStarted = Date.now();
  const comandas = { ...(await seedComandas(client, { copy, random, establishmentId: busy.id, now })), seconds: (Date.now() - comandasStarted) / 1000 };
  for (const table of ['establishments', 'staff', 'services', 'clients', 'appointments', 'transactions', 'products', 'users']) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  await client.query('VACUUM ANALYZE');
  const [{ count }] = (await client.query(`SELECT count(*)::int AS count FROM appointments`)).rows;
  return {
    appointments: count,
    comandas, // the busy salon's closed comandas (refunded included) and the seconds their COPY took
    busy: {
      id: 1,
      email: 'bench.e1@bench.local',
      staffIds: busy.staff,
      serviceIds: busy.services,
      clientIds: busy.clients,
      durations: busy.services.map((_, i) => duration(busy, i)),
    },
    small: est.slice(1).map((e) => ({ id: e.id, email: `bench.e${e.id}@bench.local`, staffIds: e.staff, serviceId: e.services[0], clientId: e.clients[0] })),
    month: current.month,
    openDates: current.dates.filter((d) => weekday(d) !== 0),
    /** A month with no appointments yet, for the booking scenarios. */
    bookingMonth: monthOf(firstDelta + scale.busyMonths + 1),
    /** The month after it, also empty: the bookings scenario's unmeasured warm-up books there. */
    warmUpMonth: monthOf(firstDelta + scale.busyMonths + 2),
  };
}
