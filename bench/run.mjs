#!/usr/bin/env node
// `npm run bench [-- --quick]`: seeds the SaaS scale with COPY into a fresh database, starts the built API and a
// bare Fastify + pg endpoint running the same main queries, and for each read scenario measures both at
// saturation (closed loop, 50 connections) and at a fixed offered rate (open loop, 200 req/s overall). Then
// bookings (sustained rate, double bookings, 200 attempts on one slot) and live fan-out (two API instances
// behind Redis, 1,000 sockets over 100 establishments). Loopback only; every loop is bounded. Writes the
// figures into README.md. Needs `npx nx run @salao/api:build` first. Database: BENCH_DATABASE_URL, else
// DATABASE_URL, else the local server. Redis for fan-out: BENCH_REDIS_URL, else redis://127.0.0.1:6379.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { openLoop } from './open-loop.mjs';
import { SCALES, SEARCHES, seed } from './seed.mjs';
import { measureFirstVisit } from './first-visit.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const MAIN = join(here, '..', 'api', 'dist', 'main.js');
const QUICK = process.argv.includes('--quick');
const SCALE = QUICK ? SCALES.quick : SCALES.full;
const CONNECTIONS = 50;
const RATE = 200;
const SATURATED_SECONDS = Number(process.env.BENCH_DURATION || (QUICK ? 2 : 5));
const RATE_SECONDS = QUICK ? 3 : 8;
const PASSWORD = 'bench123';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

if (!existsSync(MAIN)) {
  console.error('api/dist/main.js não existe: rode `npx nx run @salao/api:build` antes do bench.');
  process.exit(1);
}
const { runMigrations } = require('../api/dist/platform/database/data-source.js');
const { hashPassword } = require('../api/dist/platform/auth/tokens.js');
const { monthPageSql } = require('../api/dist/modules/appointments/appointments.sql.js');

function waitFor(child, pattern, label) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${label} não subiu em 60 s:\n${out}`)), 60000);
    const onData = (chunk) => {
      out += chunk.toString();
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`${label} saiu com código ${code}:\n${out}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function startApi(databaseUrl, extra = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'salao-bench-'));
  chmodSync(dir, 0o755);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dir, WEB_ROOT: join(tmpdir(), 'salao-no-web'),
      MIGRATE_ON_START: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent', LOGIN_FAILURES_PER_ADDRESS: '1000000', ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Settles (rejects) only if the instance dies: a phase races its work against it instead of hanging.
  const died = new Promise((_, reject) => child.once('exit', (code, signal) => reject(new Error(`uma instância da API terminou (${signal ?? code}) no meio da medição`))));
  died.catch(() => undefined);
  return { child, url: waitFor(child, /está no ar: (http:\/\/\S+)/, 'API'), died };
}

/** The phase's work, unless an instance dies or `seconds` pass first. */
function bounded(work, instances, seconds, label) {
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${label}: passou de ${seconds} s`)), seconds * 1000)));
  return Promise.race([work, late, ...instances.map((i) => i.died)]).finally(() => clearTimeout(timer));
}

async function login(apiUrl, email) {
  const res = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login de ${email} falhou: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Saturation: one autocannon closed loop (50 connections) over a rotating list of paths. */
async function load(url, paths, { headers = {}, seconds }) {
  let i = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) console.warn(`  aviso: ${bad} respostas não-2xx/erros em ${url}${paths[0]}`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.total / seconds, bad };
}

/** Evenly spaced requests at RATE req/s (open-loop.mjs says why not autocannon's overallRate). */
async function atRate(url, paths, headers = {}) {
  const r = await openLoop({ url, paths, headers, rate: RATE, seconds: RATE_SECONDS });
  if (r.bad) console.warn(`  aviso: ${r.bad} respostas não-2xx/erros em ${url}${paths[0]} a ${RATE} req/s`);
  return r;
}

/** Saturation (after a 1 s warm-up) and the fixed offered rate, bare endpoint first. */
async function measure(apiUrl, bareUrl, apiPaths, barePaths, headers) {
  await load(bareUrl, barePaths, { seconds: 1 });
  const bare = await load(bareUrl, barePaths, { seconds: SATURATED_SECONDS });
  const bareRate = await atRate(bareUrl, barePaths);
  await load(apiUrl, apiPaths, { headers, seconds: 1 });
  const api = await load(apiUrl, apiPaths, { headers, seconds: SATURATED_SECONDS });
  const apiRate = await atRate(apiUrl, apiPaths, headers);
  return { api, bare, apiRate, bareRate };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** Bookings: a sustained closed loop over many staff (every slot asked twice, racing), then 200 at once on one slot. */
async function bookings(apiUrl, cookie, data, db) {
  const { busy, bookingMonth } = data;
  const cells = [];
  for (const date of bookingMonth.dates) {
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow === 0) continue;
    for (let k = 0; k < (dow === 6 ? 16 : 20); k += 1) for (const staffId of busy.staffIds) cells.push({ date, k, staffId });
  }
  const service = busy.serviceIds[busy.durations.indexOf(30)];
  const body = (cell, n) =>
    JSON.stringify({
      clientId: busy.clientIds[n % busy.clientIds.length],
      serviceId: service,
      staffId: cell.staffId,
      appointmentDate: cell.date,
      appointmentTime: `${String(8 + Math.floor(cell.k / 2)).padStart(2, '0')}:${cell.k % 2 ? '30' : '00'}`,
    });
  // Interleave staff so concurrent requests hit different people; every cell is requested twice in a row.
  const order = cells.sort((a, b) => a.date.localeCompare(b.date) || a.k - b.k || a.staffId - b.staffId);
  const seconds = QUICK ? 3 : 8;
  let n = 0;
  const started = Date.now();
  const r = await autocannon({
    url: apiUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie, 'content-type': 'application/json' },
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, path: '/api/appointments', body: body(order[Math.floor(n / 2) % order.length], n++) }) }],
  });
  const elapsed = (Date.now() - started) / 1000;
  const created = r.statusCodeStats['201']?.count ?? 0;
  const refused = r.statusCodeStats['409']?.count ?? 0;
  const other = r.requests.total - created - refused;
  // Double bookings: two active appointments of one staff member that overlap, anywhere.
  const [{ doubles }] = (
    await db.query(`SELECT count(*)::int AS doubles FROM appointments a JOIN appointments b ON a.staff_id = b.staff_id AND a.id < b.id
       AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
     WHERE a.establishment_id = 1 AND b.establishment_id = 1 AND a.starts_at >= $1::date AND b.starts_at >= $1::date
       AND a.status IN ('pending','scheduled','confirmed','in_progress') AND b.status IN ('pending','scheduled','confirmed','in_progress')`, [`${bookingMonth.month}-01`])
  ).rows;

  // 200 concurrent attempts on one free slot (the last cell of the month).
  const slot = order[order.length - 1];
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => fetch(`${apiUrl}/api/appointments`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: body(slot, i) }).then((res) => res.status)),
  );
  const count = (status) => answers.filter((s) => s === status).length;
  return { requests: r.requests.total, created, refused, other, perSecond: created / seconds, requestsPerSecond: r.requests.total / elapsed, p50: r.latency.p50, p99: r.latency.p99, doubles, oneSlot: { created: count(201), refused: count(409), other: 200 - count(201) - count(409) } };
}

/** Live fan-out: two instances behind Redis, 10 sockets per establishment over 100, one booking each. */
async function fanOut(databaseUrl, data) {
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
      opened.push(new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); }));
    }
  }
  await Promise.all(opened);
  await new Promise((r) => setTimeout(r, 500));
  // One booking per establishment, four at a time, alternating instances; the clock starts when the POST leaves.
  const sent = new Map(); // appointmentId -> { establishmentId, at }
  const date = data.bookingMonth.dates.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3);
  let next = 0;
  const worker = async () => {
    while (next < group.length) {
      const g = next++;
      const e = group[g];
      const at = performance.now();
      const res = await fetch(`${urls[g % 2]}/api/appointments`, {
        method: 'POST',
        headers: { cookie: cookies[g], 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: e.clientId, serviceId: e.serviceId, staffId: e.staffIds[0], appointmentDate: date, appointmentTime: '10:00' }),
      });
      const dto = await res.json();
      if (res.status !== 201) throw new Error(`reserva do fan-out respondeu ${res.status} ${JSON.stringify(dto)}`);
      sent.set(dto.id, { establishmentId: e.id, at });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await new Promise((r) => setTimeout(r, 1500));
  const latencies = [];
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
      if (hit) latencies.push(hit.at - origin.at);
      else missing += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  return { sockets: sockets.length, establishments: group.length, bookings: sent.size, deliveries: latencies.length, missing, crossed, foreign, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) };
}

/** The month list's count and page at 20,000 rows, as PostgreSQL times them (EXPLAIN ANALYZE, warm). */
async function monthListCost(db, data) {
  const sql = monthPageSql({ statuses: false, staff: false });
  const [y, m] = data.month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const bounds = [new Date(`${data.month}-01T00:00:00-03:00`).toISOString(), new Date(`${next}-01T00:00:00-03:00`).toISOString()];
  const timed = async (text, values) => {
    let best = Infinity;
    for (let k = 0; k < 5; k += 1) {
      const plan = (await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values)).rows[0]['QUERY PLAN'][0];
      best = Math.min(best, plan['Execution Time']);
    }
    return best;
  };
  return {
    count: await timed(sql.count, [1, ...bounds]),
    first: await timed(sql.page, [1, ...bounds, 'America/Sao_Paulo', 50, 0]),
    last: await timed(sql.page, [1, ...bounds, 'America/Sao_Paulo', 50, 19950]),
  };
}

async function main() {
  const load0 = loadavg().map((l) => l.toFixed(2)).join(', ');
  console.log(`load average antes: ${load0} (${cpus().length} núcleos); escala ${QUICK ? 'rápida (--quick)' : 'completa'}`);
  const server = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `salao_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const children = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  const startedAll = Date.now();
  try {
    console.log(`banco ${name}: migrações e COPY de ${SCALE.establishments} estabelecimentos, ${SCALE.appointments} agendamentos...`);
    await runMigrations(databaseUrl);
    await db.connect();
    const seeded = Date.now();
    const data = await seed(db, { scale: SCALE, passwordHash: await hashPassword(PASSWORD) });
    const seedSeconds = (Date.now() - seeded) / 1000;
    const [{ month_rows: monthRows }] = (await db.query(`SELECT count(*)::int AS month_rows FROM appointments WHERE establishment_id = 1 AND to_char(starts_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = $1`, [data.month])).rows;
    console.log(`  ${data.appointments} agendamentos (${monthRows} do salão movimentado em ${data.month}) em ${seedSeconds.toFixed(1)} s`);
    const cost = await monthListCost(db, data);
    console.log(`  lista do mês no PostgreSQL: total ${cost.count.toFixed(2)} ms, página 1 ${cost.first.toFixed(2)} ms, página 400 ${cost.last.toFixed(2)} ms`);

    const api = startApi(databaseUrl);
    children.push(api.child);
    const bare = spawn(process.execPath, [join(here, 'bare-server.mjs'), databaseUrl, String(data.busy.id)], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(bare);
    const [apiUrl, bareUrl] = await Promise.all([api.url, waitFor(bare, /BARE (http:\/\/\S+)/, 'bare')]);
    const cookie = await login(apiUrl, data.busy.email);

    const availability = Array.from({ length: 200 }, (_, k) => `staffId=${data.busy.staffIds[k % data.busy.staffIds.length]}&serviceId=${data.busy.serviceIds[k % data.busy.serviceIds.length]}&date=${data.openDates[k % data.openDates.length]}`);
    // Every page of the month (400 of 50), then pages by status and by staff member.
    const monthQueries = [
      ...Array.from({ length: Math.ceil(monthRows / 50) }, (_, k) => `month=${data.month}&page=${k + 1}&limit=50`),
      ...Array.from({ length: 100 }, (_, k) => `month=${data.month}&page=${(k % 150) + 1}&limit=50&status=scheduled,confirmed`),
      ...Array.from({ length: 100 }, (_, k) => `month=${data.month}&page=${(k % 8) + 1}&limit=50&staffId=${data.busy.staffIds[k % data.busy.staffIds.length]}`),
    ];
    const transactionPages = Array.from({ length: 200 }, (_, k) => `page=${1 + ((k * 97) % Math.ceil(SCALE.busyTransactions / 50))}&limit=50`);
    const searches = SEARCHES.map((s) => `search=${encodeURIComponent(s)}`);
    const check = await (await fetch(`${apiUrl}/api/appointments/available-times?${availability[0]}`, { headers: { cookie } })).json();
    if (!Array.isArray(check.timeSlots)) throw new Error(`available-times respondeu ${JSON.stringify(check)}`);

    const scenarios = [
      ['available-times', availability.map((q) => `/api/appointments/available-times?${q}`), availability.map((q) => `/bare/available-times?${q}`)],
      ['month list (every page, filters)', monthQueries.map((q) => `/api/appointments?${q}`), monthQueries.map((q) => `/bare/appointments?${q}`)],
      ['finance stats', ['/api/finances/stats'], ['/bare/finances/stats']],
      ['transactions page', transactionPages.map((q) => `/api/transactions?${q}`), transactionPages.map((q) => `/bare/transactions?${q}`)],
      ['clients search', searches.map((q) => `/api/clients?${q}`), searches.map((q) => `/bare/clients?${q}`)],
      ['dashboard stats', ['/api/dashboard/stats'], ['/bare/dashboard/stats']],
    ];
    const results = [];
    for (const [label, apiPaths, barePaths] of scenarios) {
      console.log(`${label}: saturação (${CONNECTIONS} conexões, ${SATURATED_SECONDS} s) e ${RATE} req/s (${RATE_SECONDS} s)...`);
      const r = await bounded(measure(apiUrl, bareUrl, apiPaths, barePaths, { cookie }), [api], 120, label);
      results.push({ label, ...r });
      console.log(`  API   ${r.api.rps.toFixed(0)} req/s;  a ${RATE} req/s p50 ${r.apiRate.p50} ms p99 ${r.apiRate.p99} ms`);
      console.log(`  bare  ${r.bare.rps.toFixed(0)} req/s;  a ${RATE} req/s p50 ${r.bareRate.p50} ms p99 ${r.bareRate.p99} ms   (API/bare ${(r.api.rps / r.bare.rps).toFixed(2)})`);
    }
    await stop(bare);

    console.log('reservas: POST /api/appointments em 50 profissionais, cada horário pedido duas vezes; depois 200 no mesmo horário...');
    const booked = await bounded(bookings(apiUrl, cookie, data, db), [api], 120, 'reservas');
    console.log(`  ${booked.perSecond.toFixed(0)} reservas/s (${booked.created} criadas, ${booked.refused} recusadas 409, ${booked.other} outras), p50 ${booked.p50} ms p99 ${booked.p99} ms; reservas duplas: ${booked.doubles}`);
    console.log(`  200 simultâneas no mesmo horário: ${booked.oneSlot.created} criada, ${booked.oneSlot.refused} recusadas 409, ${booked.oneSlot.other} outras`);
    await stop(api.child);

    console.log('ao vivo: 2 instâncias com Redis, 1.000 WebSockets em 100 estabelecimentos, 1 reserva por estabelecimento...');
    const live = await fanOut(databaseUrl, data);
    console.log(`  ${live.deliveries}/${live.sockets} entregas, p50 ${live.p50.toFixed(1)} ms p99 ${live.p99.toFixed(1)} ms (máx ${live.max.toFixed(1)}); faltando ${live.missing}; em outro estabelecimento ${live.crossed}; de outros processos no Redis ${live.foreign}`);

    const firstVisit = await browserTimings();

    const total = (Date.now() - startedAll) / 1000;
    console.log(`bench completo em ${total.toFixed(0)} s`);
    writeReadme({ results, booked, live, cost, firstVisit, info: { load0, seedSeconds, total, appointments: data.appointments, monthRows, month: data.month } });
  } finally {
    await Promise.all(children.map(stop));
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** The first visit to /dashboard in Chromium (first-visit.mjs), on the built shell and remotes. */
async function browserTimings() {
  const shell = join(here, '..', 'shell', 'dist', 'index.html');
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const missing = [!existsSync(shell) && 'o shell construído (npx nx run-many -t build)', !existsSync(chromium) && `o Chromium (${chromium})`].filter(Boolean);
  if (missing.length) {
    console.log(`primeira visita: NÃO medida, falta ${missing.join(' e ')}`);
    return { missing: missing.join(' and ') };
  }
  const runs = QUICK ? 3 : 9;
  console.log(`primeira visita a /dashboard no Chromium, cache vazio, ${runs} vezes por condição...`);
  return { rows: await measureFirstVisit({ runs, only: null, trace: false, profile: false }) };
}

function writeReadme({ results, booked, live, cost, firstVisit, info }) {
  const file = join(here, 'README.md');
  const start = '<!-- bench:results -->';
  const end = '<!-- /bench:results -->';
  const rows = results
    .map(({ label, api, bare, apiRate, bareRate }) => `| ${label} | ${api.rps.toFixed(0)} | ${bare.rps.toFixed(0)} | ${(api.rps / bare.rps).toFixed(2)} | ${apiRate.p50} / ${apiRate.p99} | ${bareRate.p50} / ${bareRate.p99} |`)
    .join('\n');
  const block = `${start}
Last run: ${new Date().toISOString()}${QUICK ? ' (--quick)' : ''} — ${SCALE.establishments} establishments, ${info.appointments} appointments (${info.monthRows} of the busy establishment in ${info.month}), seeded in ${info.seedSeconds.toFixed(0)} s; whole run ${info.total.toFixed(0)} s; Node ${process.version}; **load average before the run: ${info.load0}** (${cpus().length} cores).

| scenario | API req/s (saturated) | bare req/s | API / bare | API p50 / p99 at ${RATE} req/s (ms) | bare p50 / p99 at ${RATE} req/s (ms) |
|---|---|---|---|---|---|
${rows}

- Month list in PostgreSQL at ${info.monthRows} rows a month (EXPLAIN ANALYZE, best of 5): total ${cost.count.toFixed(2)} ms, first page ${cost.first.toFixed(2)} ms, last page ${cost.last.toFixed(2)} ms.
- Bookings (POST /api/appointments, 50 connections, every slot asked twice at once, 50 staff): **${booked.perSecond.toFixed(0)} bookings/s** created out of ${booked.requestsPerSecond.toFixed(0)} attempts/s (${booked.created} created, ${booked.refused} answered 409, ${booked.other} other; p50 ${booked.p50} ms, p99 ${booked.p99} ms), **${booked.doubles} double bookings**; 200 concurrent attempts on one slot: **${booked.oneSlot.created} created**, ${booked.oneSlot.refused} answered 409, ${booked.oneSlot.other} other.
- Live fan-out (2 API instances, Redis, ${live.sockets} WebSockets over ${live.establishments} establishments, one booking each): ${live.deliveries} of ${live.sockets} deliveries, event latency from the POST **p50 ${live.p50.toFixed(1)} ms, p99 ${live.p99.toFixed(1)} ms** (max ${live.max.toFixed(1)}), missing ${live.missing}, **delivered to another establishment: ${live.crossed}**.
${firstVisitLines(firstVisit)}
${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const next = text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${text}\n${block}\n`;
  writeFileSync(file, next);
  console.log('resultados gravados em bench/README.md');
}

function firstVisitLines(firstVisit) {
  if (!firstVisit.rows) return `- First visit to /dashboard: not measured in this run (missing ${firstVisit.missing}).`;
  const rows = firstVisit.rows.map((r) => `| ${r.name} | ${r.figures} ms | ${r.lcp} ms | ${r.files} |`).join('\n');
  return `- First visit to /dashboard in Chromium, cold cache, as a returning owner (first-visit.mjs; medians of ${firstVisit.rows[0]?.runs}):

| condition | figures visible | LCP | script files |
|---|---|---|---|
${rows}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
