// The write scenarios: bookings racing for slots, and live fan-out to 1,000 sockets across two instances.
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { bounded, login, percentile, startApi, stop } from './processes.mjs';
import { CONNECTIONS, QUICK, REDIS_URL } from './settings.mjs';

/** Booking attempts before the measured loop (about 10 s on the slowest machine the bench has had, 3–4 s on the fastest). */
const WARM_UP_BOOKINGS = 5000;

/** The cells of a month a booking loop walks: each staff member's 30-minute starts from 08:00, staff interleaved. */
function bookingCells(month, staffIds) {
  const cells = [];
  for (const date of month.dates) {
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow === 0) continue;
    for (let k = 0; k < (dow === 6 ? 16 : 20); k += 1) for (const staffId of staffIds) cells.push({ date, k, staffId });
  }
  // Interleave staff so concurrent requests hit different people.
  return cells.sort((a, b) => a.date.localeCompare(b.date) || a.k - b.k || a.staffId - b.staffId);
}

/** A booking of the busy salon's 30-minute service in `cell`, for its `n`-th client (round robin). */
function bookingBody(busy, cell, n) {
  return JSON.stringify({
    clientId: busy.clientIds[n % busy.clientIds.length],
    serviceId: busy.serviceIds[busy.durations.indexOf(30)],
    staffId: cell.staffId,
    appointmentDate: cell.date,
    appointmentTime: `${String(8 + Math.floor(cell.k / 2)).padStart(2, '0')}:${cell.k % 2 ? '30' : '00'}`,
  });
}

/**
 * POST /api/appointments in a closed loop, every cell of `order` asked twice in a row (the two race); `length` is
 * autocannon's `{ duration }` in seconds or `{ amount }` of requests.
 */
function bookingLoop(apiUrl, cookie, busy, order, length) {
  let n = 0;
  return autocannon({
    url: apiUrl,
    connections: CONNECTIONS,
    ...length,
    headers: { cookie, 'content-type': 'application/json' },
    requests: [
      { method: 'POST', setupRequest: (req) => ({ ...req, path: '/api/appointments', body: bookingBody(busy, order[Math.floor(n / 2) % order.length], n++) }) },
    ],
  });
}

/**
 * Bookings: a sustained closed loop over many staff (every slot asked twice, racing), then 200 at once on one slot.
 * The measured loop follows WARM_UP_BOOKINGS unmeasured attempts on another empty month: an instance that has served
 * only reads runs the booking path cold, its rate climbing for the first few thousand bookings while V8 optimises
 * that code, and a salon's API is a running one (README, 'What it does').
 */
export async function bookings(apiUrl, cookie, data, db) {
  const { busy, bookingMonth, warmUpMonth } = data;
  const warmStarted = Date.now();
  const warm = await bookingLoop(apiUrl, cookie, busy, bookingCells(warmUpMonth, busy.staffIds), { amount: WARM_UP_BOOKINGS });
  const warmCreated = warm.statusCodeStats['201']?.count ?? 0;
  const warmSeconds = (Date.now() - warmStarted) / 1000;
  const warmUp = { attempts: warm.requests.total, seconds: warmSeconds, perSecond: warmCreated / warmSeconds };
  // A warm-up answered anything but bookings and 409s did not run the booking path: the figure after it would mislead.
  if (warmCreated === 0 || warmCreated + (warm.statusCodeStats['409']?.count ?? 0) !== warm.requests.total) {
    throw new Error(`aquecimento das reservas respondeu ${JSON.stringify(warm.statusCodeStats)}`);
  }
  const order = bookingCells(bookingMonth, busy.staffIds);
  const seconds = QUICK ? 3 : 8;
  const started = Date.now();
  const r = await bookingLoop(apiUrl, cookie, busy, order, { duration: seconds });
  const elapsed = (Date.now() - started) / 1000;
  const created = r.statusCodeStats['201']?.count ?? 0;
  const refused = r.statusCodeStats['409']?.count ?? 0;
  const other = r.requests.total - created - refused;
  // Double bookings: two active appointments of one staff member that overlap, anywhere (the warm-up's month included).
  const [{ doubles }] = (
    await db.query(
      `SELECT count(*)::int AS doubles FROM appointments a JOIN appointments b ON a.staff_id = b.staff_id AND a.id < b.id
       AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
     WHERE a.establishment_id = 1 AND b.establishment_id = 1 AND a.starts_at >= $1::date AND b.starts_at >= $1::date
       AND a.status IN ('pending','scheduled','confirmed','in_progress') AND b.status IN ('pending','scheduled','confirmed','in_progress')`,
      [`${bookingMonth.month}-01`],
    )
  ).rows;

  // 200 concurrent attempts on one free slot (the last cell of the month).
  const slot = order[order.length - 1];
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      fetch(`${apiUrl}/api/appointments`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: bookingBody(busy, slot, i) }).then(
        (res) => res.status,
      ),
    ),
  );
  const count = (status) => answers.filter((s) => s === status).length;
  return {
    requests: r.requests.total,
    created,
    refused,
    other,
    perSecond: created / seconds,
    requestsPerSecond: r.requests.total / elapsed,
    p50: r.latency.p50,
    p99: r.latency.p99,
    doubles,
    oneSlot: { created: count(201), refused: count(409), other: 200 - count(201) - count(409) },
    warmUp,
  };
}

/** Live fan-out: two instances behind Redis, 10 sockets per establishment over 100, one booking each. */
export async function fanOut(databaseUrl, data) {
  const instances = [startApi(databaseUrl, { REDIS_URL: REDIS_URL }), startApi(databaseUrl, { REDIS_URL: REDIS_URL })];
  const sockets = [];
  try {
    return await bounded(fanOutOn(instances, sockets, data), instances, 300, 'fan-out');
  } finally {
    for (const s of sockets) s.ws.terminate();
    await Promise.all(instances.map((i) => stop(i.child)));
  }
}

async function fanOutOn(instances, sockets, data) {
  const urls = await Promise.all(instances.map((i) => i.url));
  const group = data.small.slice(0, 100);
  const cookies = [];
  for (let g = 0; g < group.length; g += 5) cookies.push(...(await Promise.all(group.slice(g, g + 5).map((e) => login(urls[e.id % 2], e.email)))));
  // One booking per establishment, four at a time, alternating instances; the clock starts when the POST leaves.
  const date = data.bookingMonth.dates.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3);
  const bookEach = async (time, sent) => {
    let next = 0;
    const worker = async () => {
      while (next < group.length) {
        const g = next++;
        const e = group[g];
        const at = performance.now();
        const res = await fetch(`${urls[g % 2]}/api/appointments`, {
          method: 'POST',
          headers: { cookie: cookies[g], 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: e.clientId, serviceId: e.serviceId, staffId: e.staffIds[0], appointmentDate: date, appointmentTime: time }),
        });
        const dto = await res.json();
        if (res.status !== 201) throw new Error(`reserva do fan-out respondeu ${res.status} ${JSON.stringify(dto)}`);
        sent.set(dto.id, { establishmentId: e.id, at, answeredAt: performance.now() });
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  };
  // A round before the sockets open, not measured: the instances just started, and their first bookings (new pool
  // connections, statements planned on each, cold code: 42–47 ms against ~15 ms after) are not the fan-out's cost.
  await bookEach('14:00', new Map());
  const opened = [];
  for (const [g, e] of group.entries()) {
    for (let s = 0; s < 10; s += 1) {
      const ws = new WebSocket(`${urls[s % 2].replace('http', 'ws')}/ws`, { headers: { cookie: cookies[g] } });
      const socket = { establishmentId: e.id, ws, received: [] };
      ws.on('message', (raw) => {
        const at = performance.now();
        const m = JSON.parse(String(raw));
        if (m.type === 'appointment_change') socket.received.push({ at, appointmentId: m.appointmentId, establishmentId: m.establishmentId });
      });
      sockets.push(socket);
      opened.push(
        new Promise((resolve, reject) => {
          ws.once('open', resolve);
          ws.once('error', reject);
        }),
      );
    }
  }
  await Promise.all(opened);
  await new Promise((r) => setTimeout(r, 500));
  const sent = new Map(); // appointmentId -> { establishmentId, at, answeredAt }
  await bookEach('10:00', sent);
  await new Promise((r) => setTimeout(r, 1500));
  const latencies = [];
  const afterAnswer = []; // from the POST's answer to the socket: the fan-out's own part
  let missing = 0;
  let crossed = 0;
  let foreign = 0;
  for (const s of sockets) {
    for (const m of s.received) {
      const origin = sent.get(m.appointmentId);
      if (m.establishmentId !== s.establishmentId || (origin && origin.establishmentId !== s.establishmentId)) crossed += 1;
      else if (!origin) foreign += 1; // another process on the same Redis channel (e.g. a test run): not ours
    }
    for (const [id, origin] of sent) {
      if (origin.establishmentId !== s.establishmentId) continue;
      const hit = s.received.find((m) => m.appointmentId === id);
      if (hit) {
        latencies.push(hit.at - origin.at);
        afterAnswer.push(hit.at - origin.answeredAt);
      } else missing += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  afterAnswer.sort((a, b) => a - b);
  const answered = [...sent.values()].map((o) => o.answeredAt - o.at).sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    establishments: group.length,
    bookings: sent.size,
    deliveries: latencies.length,
    missing,
    crossed,
    foreign,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    answered: { p50: percentile(answered, 50), p99: percentile(answered, 99) },
    afterAnswer: { p50: percentile(afterAnswer, 50), p99: percentile(afterAnswer, 99) },
  };
}
