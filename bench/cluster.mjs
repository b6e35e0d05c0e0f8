#!/usr/bin/env node
// `npm run cluster` in bench/: the API past one instance. A fresh database (migrated by the API's CLI, seeded small
// with seed.mjs), PgBouncer in transaction pooling mode in front of it, and three instances of the built API on that
// PgBouncer with Redis for the live fan-out. Checks sessions across instances, bookings racing over the three,
// one WebSocket per instance, webhook deliveries claimed once while the three poll the same pg-boss queue, and prints
// a few requests/s through PgBouncer and straight to PostgreSQL (informative). Installs Debian's `pgbouncer` with
// apt-get when missing (not needed by `npm test`). `--named` keeps named prepared statements on behind PgBouncer, to
// see what breaks (docs/scaling.md, 'PgBouncer'). Printed, not written anywhere; the database is dropped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { seed } from './seed.mjs';
import { bounded, login, startApi, stop } from './processes.mjs';
import { here, MAIN, PASSWORD, REDIS_URL } from './settings.mjs';

const require = createRequire(import.meta.url);
const CLI = join(here, '..', 'api', 'dist', 'cli.js');
const NAMED = process.argv.includes('--named');
/** Small: the checks are about correctness across instances, not scale (run.mjs has the scale). */
const SCALE = { establishments: 20, appointments: 20_000, busyMonths: 1, busyPerMonth: 5_000, busyTransactions: 2_000 };
const SECONDS = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = 48; // a multiple of 3: the three-instance run splits it evenly
const ACTIVE = `('pending','scheduled','confirmed','in_progress')`;

if (!existsSync(MAIN)) {
  console.error('api/dist/main.js não existe: rode `npx nx run @salao/api:build` antes.');
  process.exit(1);
}
const { hashPassword } = require('../api/dist/platform/auth/tokens.js');

/** Debian's pgbouncer (1.18 on Debian 12), installed as .ci/run installs chromium. */
function pgbouncerBinary() {
  const found = () => ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));
  if (found()) return found();
  console.log('pgbouncer ausente: apt-get install pgbouncer...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'pgbouncer'], { stdio: 'inherit', env });
  if (r.status !== 0 || !found()) throw new Error('não foi possível instalar o pgbouncer (apt-get install pgbouncer, como root)');
  return found();
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** PgBouncer in transaction pooling mode in front of `database` only; trust auth, as the local server's. */
async function startPgBouncer(server, database) {
  const bin = pgbouncerBinary();
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0];
  const dir = mkdtempSync(join(tmpdir(), 'salao-pgbouncer-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const up = new URL(server);
  const user = decodeURIComponent(up.username || 'postgres');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${up.hostname} port=${up.port || 5432} dbname=${database} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // 3 instances × (DB_POOL_SIZE 20 + pg-boss 4) clients share 20 server connections.
      'default_pool_size = 20',
      'max_client_conn = 500',
      'server_reset_query =',
      'ignore_startup_parameters = extra_float_digits,options',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: -u drops to the user the server's files belong to.
  const args = process.getuid?.() === 0 ? ['-u', 'postgres', join(dir, 'pgbouncer.ini')] : [join(dir, 'pgbouncer.ini')];
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  for (let k = 0; k < 50; k += 1) {
    const c = new pg.Client({ host: '127.0.0.1', port, user, database });
    try {
      await c.connect();
      await c.end();
      return { child, port, version, url: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`, log: () => log };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
    if (child.exitCode !== null) break;
  }
  throw new Error(`pgbouncer não subiu:\n${log}`);
}

/** An API instance whose error lines are kept, so what PgBouncer broke shows in the output. */
const STARTED = [];
function instance(databaseUrl, extra) {
  const api = startApi(databaseUrl, { REDIS_URL, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', LOG_LEVEL: 'error', ...extra });
  api.errors = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!/error|erro/i.test(line) || api.errors.length >= 500) continue;
      const message = /"message":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1]; // pino's JSON line: its error message
      api.errors.push((message ?? line).replaceAll('\\"', '"').slice(0, 200));
    }
  };
  api.child.stdout.on('data', keep);
  api.child.stderr.on('data', keep);
  STARTED.push(api);
  return api;
}

const json = (res) => res.text().then((t) => (t ? JSON.parse(t) : null));
const post = (url, cookie, path, body) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Free 30-minute cells of the seed's empty booking month, staff interleaved (writes.mjs's order). */
function freeCells(data) {
  const cells = [];
  for (const date of data.bookingMonth.dates) {
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow === 0) continue;
    for (let k = 0; k < (dow === 6 ? 16 : 20); k += 1) for (const staffId of data.busy.staffIds) cells.push({ date, k, staffId });
  }
  const service = data.busy.serviceIds[data.busy.durations.indexOf(30)];
  const body = (cell, n) => ({
    clientId: data.busy.clientIds[n % data.busy.clientIds.length],
    serviceId: service,
    staffId: cell.staffId,
    appointmentDate: cell.date,
    appointmentTime: `${String(8 + Math.floor(cell.k / 2)).padStart(2, '0')}:${cell.k % 2 ? '30' : '00'}`,
  });
  return { cells, body };
}

/** Log in on 1, use the cookie on 2 and 3, log out on 3: the very next call on 1 and 2 is a 401. */
async function sessions(urls, email) {
  const cookie = await login(urls[0], email);
  const get = (url) => fetch(`${url}/api/session`, { headers: { cookie } }).then((r) => r.status);
  const before = await Promise.all(urls.map(get)); // also fills each instance's session cache (SESSION_CACHE_MS)
  const again = await Promise.all(urls.map(get));
  const out = await post(urls[2], cookie, '/api/logout', {});
  const after = await Promise.all([get(urls[0]), get(urls[1])]);
  await new Promise((r) => setTimeout(r, 1100)); // past the cache's second: PostgreSQL's answer whatever Redis did
  const later = await Promise.all([get(urls[0]), get(urls[1])]);
  const ok =
    before.every((s) => s === 200) && again.every((s) => s === 200) && out.status < 300 && after.every((s) => s === 401) && later.every((s) => s === 401);
  return {
    ok,
    detail: `GET /api/session em 1/2/3: ${before.join('/')}; logout em 3: ${out.status}; logo depois em 1/2: ${after.join('/')}; 1,1 s depois: ${later.join('/')}`,
  };
}

/** 200 concurrent POSTs for one slot, spread over the three instances: exactly one 201. */
async function oneSlot(urls, cookie, slot, body) {
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, i) => post(urls[i % 3], cookie, '/api/appointments', body(slot, i)).then((r) => r.status)),
  );
  const count = (s) => statuses.filter((x) => x === s).length;
  const created = count(201);
  const refused = count(409);
  return { ok: created === 1 && refused === 199, detail: `${created} criado, ${refused} recusados 409, ${200 - created - refused} outros` };
}

/** One WebSocket per instance (same salon); a booking through instance 1 must reach all three. */
async function liveSockets(urls, cookie, cell, body) {
  const sockets = urls.map((url) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie } });
    const s = { ws, got: new Map() };
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'appointment_change') s.got.set(m.appointmentId, performance.now());
    });
    return { s, open: new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject))) };
  });
  try {
    await Promise.all(sockets.map((x) => x.open));
    await new Promise((r) => setTimeout(r, 300));
    const at = performance.now();
    const res = await post(urls[0], cookie, '/api/appointments', body(cell, 7));
    const dto = await json(res);
    if (res.status !== 201) throw new Error(`reserva do teste ao vivo respondeu ${res.status} ${JSON.stringify(dto)}`);
    await new Promise((r) => setTimeout(r, 1000));
    const ms = sockets.map(({ s }) => (s.got.has(dto.id) ? (s.got.get(dto.id) - at).toFixed(1) : 'nada'));
    return { ok: sockets.every(({ s }) => s.got.has(dto.id)), detail: `reserva pela instância 1; socket na 1/2/3 recebeu em ${ms.join(' / ')} ms após o POST` };
  } finally {
    for (const { s } of sockets) s.ws.terminate();
  }
}

/** A local webhook receiver: every request's Standard Webhooks id and the appointment in its body. */
async function receiver() {
  const got = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const payload = JSON.parse(body || '{}');
      got.push({ id: req.headers['webhook-id'], appointmentId: payload.data?.id, type: payload.type });
      // A little work on the receiver's side, so deliveries overlap and the three instances' workers all take some.
      setTimeout(() => res.writeHead(200).end('ok'), 20);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { got, url: `http://127.0.0.1:${server.address().port}/hook`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * A webhook on appointment.created, then 100 distinct slots each asked twice at once through two different instances
 * (100 created, 100 answered 409, 0 double bookings in SQL); each creation's delivery must arrive exactly once while
 * the three instances poll the same pg-boss queue.
 */
async function bookingsAndJobs(urls, cookie, cells, body, db, hook) {
  const created = await post(urls[0], cookie, '/api/webhooks', { url: hook.url, events: ['appointment.created'] });
  if (created.status !== 201) throw new Error(`POST /api/webhooks respondeu ${created.status} ${await created.text()}`);
  const targets = cells.slice(0, 100);
  const statuses = [];
  const ids = new Set();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const k = next++;
      const pair = await Promise.all(
        [0, 1].map((j) =>
          post(urls[(k + j) % 3], cookie, '/api/appointments', body(targets[k], k * 2 + j)).then(async (r) => {
            const dto = await json(r);
            if (r.status === 201) ids.add(dto.id);
            return r.status;
          }),
        ),
      );
      statuses.push(...pair);
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  const count = (s) => statuses.filter((x) => x === s).length;
  const [{ doubles }] = (
    await db.query(
      `SELECT count(*)::int AS doubles FROM appointments a JOIN appointments b ON a.staff_id = b.staff_id AND a.id < b.id
         AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
       WHERE a.establishment_id = $1 AND b.establishment_id = $1 AND a.status IN ${ACTIVE} AND b.status IN ${ACTIVE}`,
      [1],
    )
  ).rows;
  const bookingsRow = {
    ok: count(201) === 100 && count(409) === 100 && doubles === 0,
    detail: `100 horários distintos, cada um pedido 2× ao mesmo tempo por 2 instâncias: ${count(201)} criados, ${count(409)} recusados 409, ${statuses.length - count(201) - count(409)} outros; reservas sobrepostas no SQL: ${doubles}`,
  };

  const started = Date.now();
  const mine = () => hook.got.filter((g) => ids.has(g.appointmentId));
  while (new Set(mine().map((g) => g.appointmentId)).size < ids.size && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 200));
  const lastAt = Date.now() - started;
  await new Promise((r) => setTimeout(r, 3000)); // the queue's next polls: a second delivery would arrive now
  const received = mine();
  const perAppointment = new Map();
  for (const g of received) perAppointment.set(g.appointmentId, (perAppointment.get(g.appointmentId) ?? 0) + 1);
  const twice = [...perAppointment.values()].filter((n) => n > 1).length;
  const missing = [...ids].filter((id) => !perAppointment.has(id)).length;
  const [row] = (
    await db
      .query(
        `SELECT count(*)::int AS deliveries, count(*) FILTER (WHERE status = 'delivered')::int AS delivered, coalesce(sum(attempts), 0)::int AS attempts
         FROM webhook_deliveries`,
      )
      .catch(() => ({ rows: [{}] }))
  ).rows;
  const jobsRow = {
    ok: ids.size === 100 && twice === 0 && missing === 0 && received.length === ids.size,
    detail: `${ids.size} entregas enfileiradas; recebidas ${received.length}, a última ${(lastAt / 1000).toFixed(1)} s após a última reserva (${perAppointment.size} agendamentos distintos, ${twice} recebidos 2× ou mais, ${missing} faltando)${row.deliveries !== undefined ? `; no banco ${row.delivered}/${row.deliveries} entregues em ${row.attempts} tentativas` : ''}`,
  };
  return { bookingsRow, jobsRow };
}

/** Closed loop of `connections` split over `urls` for SECONDS: requests/s, p99, and non-2xx. */
async function rate(urls, cookie, paths) {
  const runs = await Promise.all(
    urls.map((url) => {
      let i = 0;
      return autocannon({
        url,
        connections: CONNECTIONS / urls.length,
        duration: SECONDS,
        headers: { cookie },
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      });
    }),
  );
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  return { rps: total / SECONDS, p99: Math.max(...runs.map((r) => r.latency.p99)), bad: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0) };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; 0 elsewhere or once it is gone). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** CPU used meanwhile by the API instances, the PostgreSQL backends of this database and PgBouncer. */
async function cpuMeter(db, name, apiPids, bouncerPid) {
  const backends = async () => (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((r) => r.pid);
  const read = async () => ({
    api: apiPids.reduce((n, p) => n + cpuSeconds(p), 0),
    pg: new Map((await backends()).map((p) => [p, cpuSeconds(p)])),
    bouncer: bouncerPid ? cpuSeconds(bouncerPid) : 0,
  });
  const before = await read();
  return async () => {
    const after = await read();
    let pgSeconds = 0;
    for (const [p, s] of after.pg) pgSeconds += s - (before.pg.get(p) ?? 0); // a backend started meanwhile counts whole
    return { api: after.api - before.api, pg: pgSeconds, bouncer: after.bouncer - before.bouncer };
  };
}

async function throughput(label, urls, email, data, instances, meter) {
  const cookie = await login(urls[0], email);
  const availability = Array.from(
    { length: 50 },
    (_, k) =>
      `/api/appointments/available-times?staffId=${data.busy.staffIds[k % data.busy.staffIds.length]}&serviceId=${data.busy.serviceIds[k % data.busy.serviceIds.length]}&date=${data.openDates[k % data.openDates.length]}`,
  );
  const out = [];
  for (const [scenario, paths] of [
    ['available-times', availability],
    ['finance stats', ['/api/finances/stats']],
    ['dashboard stats', ['/api/dashboard/stats']],
  ]) {
    await bounded(rate(urls, cookie, paths), instances, 60, scenario); // warm-up (a fresh instance's JIT), not counted
    const used = await meter();
    const r = await bounded(rate(urls, cookie, paths), instances, 60, scenario);
    const cpu = await used();
    const perRequest = (seconds) => (seconds * 1000) / (r.rps * SECONDS);
    r.cpu = { api: perRequest(cpu.api), pg: perRequest(cpu.pg), bouncer: perRequest(cpu.bouncer) };
    out.push({ label, scenario, ...r });
    console.log(
      `  ${label} — ${scenario}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms; CPU por requisição: API ${r.cpu.api.toFixed(2)} ms, PostgreSQL ${r.cpu.pg.toFixed(2)} ms, PgBouncer ${r.cpu.bouncer.toFixed(2)} ms${r.bad ? `; ${r.bad} não-2xx/erros` : ''}`,
    );
  }
  return out;
}

async function main() {
  const load0 = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(`load average antes: ${load0} (${cpus().length} núcleos)${NAMED ? '; --named: instructions preparadas com nome mesmo atrás do PgBouncer' : ''}`);
  const server = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `salao_cluster_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const direct = new URL(server);
  direct.pathname = `/${name}`;
  const directUrl = direct.toString();
  const db = new pg.Client({ connectionString: directUrl });
  const children = [];
  const instances = [];
  const rows = [];
  try {
    const migrate = spawnSync(process.execPath, [CLI, 'migrate'], { env: { ...process.env, DATABASE_URL: directUrl }, encoding: 'utf8' });
    if (migrate.status !== 0) throw new Error(`cli.js migrate saiu com ${migrate.status}:\n${migrate.stdout}${migrate.stderr}`);
    await db.connect();
    const seeded = Date.now();
    const data = await seed(db, { scale: SCALE, passwordHash: await hashPassword(PASSWORD) });
    console.log(
      `banco ${name}: migrado (cli.js migrate), ${data.appointments} agendamentos em ${SCALE.establishments} estabelecimentos em ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const bouncer = await startPgBouncer(server, name);
    children.push(bouncer.child);
    console.log(`${bouncer.version}: pool_mode = transaction na porta ${bouncer.port}`);
    const viaBouncer = NAMED ? {} : { DATABASE_PREPARED_STATEMENTS: 'false' };
    // The first instance alone, then the other two: three started at once on a fresh database deadlock in pg-boss's
    // create_queue (each ATTACHes its queue's partition to pgboss.job), and the loser exits (docs/scaling.md).
    instances.push(instance(bouncer.url, viaBouncer));
    children.push(instances[0].child);
    await instances[0].url;
    for (let k = 1; k < 3; k += 1) instances.push(instance(bouncer.url, viaBouncer));
    children.push(...instances.slice(1).map((i) => i.child));
    const urls = await Promise.all(instances.map((i) => i.url));
    console.log(`3 instâncias da API no PgBouncer: ${urls.join(', ')}`);

    const { cells, body } = freeCells(data);
    const check = async (label, work, seconds = 120) => {
      try {
        const r = await bounded(work(), instances, seconds, label);
        rows.push({ label, ...r });
      } catch (error) {
        rows.push({ label, ok: false, detail: `falhou: ${String(error.message ?? error).split('\n')[0]}` });
      }
      console.log(`${rows.at(-1).ok ? 'ok   ' : 'FALHA'} ${label}: ${rows.at(-1).detail}`);
    };
    await check('sessões', () => sessions(urls, data.busy.email));
    const cookie = await login(urls[1], data.busy.email);
    await check('reservas: 200 no mesmo horário', () => oneSlot(urls, cookie, cells.at(-1), body));
    await check('ao vivo: um WebSocket por instância', () => liveSockets(urls, cookie, cells.at(-2), body));
    const hook = await receiver();
    let jobs = null;
    await check('reservas: horários distintos', async () => {
      const r = await bookingsAndJobs(urls, cookie, cells, body, db, hook);
      jobs = r.jobsRow;
      return r.bookingsRow;
    });
    rows.push({ label: 'jobs uma vez: 100 entregas de webhook', ...(jobs ?? { ok: false, detail: 'não medido (a etapa anterior falhou)' }) });
    console.log(`${rows.at(-1).ok ? 'ok   ' : 'FALHA'} ${rows.at(-1).label}: ${rows.at(-1).detail}`);
    await hook.close();

    // Informative: two cores run the load generator, PgBouncer, PostgreSQL and the instances; no speed-up is possible.
    console.log(`requisições/s (${CONNECTIONS} conexões, ${SECONDS} s cada, após ${SECONDS} s de aquecimento):`);
    const figures = [];
    const meter = (list, bouncerPid) => () =>
      cpuMeter(
        db,
        name,
        list.map((i) => i.child.pid),
        bouncerPid,
      );
    const bouncerPid = bouncer.child.pid;
    figures.push(...(await throughput('3 instâncias, PgBouncer', urls, data.busy.email, data, instances, meter(instances, bouncerPid))));
    figures.push(...(await throughput('1 instância, PgBouncer', urls.slice(0, 1), data.busy.email, data, instances, meter(instances.slice(0, 1), bouncerPid))));
    await Promise.all(instances.slice(1).map((i) => stop(i.child)));
    instances.splice(1);
    // Straight to PostgreSQL, named statements (the default) and then unnamed: what the switch alone costs.
    for (const [label, env] of [
      ['1 instância, PostgreSQL direto', {}],
      ['1 instância, PostgreSQL direto, sem nomes', { DATABASE_PREPARED_STATEMENTS: 'false' }],
    ]) {
      const solo = instance(directUrl, env);
      children.push(solo.child);
      figures.push(...(await throughput(label, [await solo.url], data.busy.email, data, [solo], meter([solo], null))));
      instances.push(solo);
      await stop(solo.child);
    }

    const errors = STARTED.flatMap((i, k) => i.errors.map((e) => `[${k + 1}] ${e}`));
    const bouncerErrors = bouncer
      .log()
      .split('\n')
      .filter((l) => /ERROR|WARNING/.test(l));
    print(rows, figures, { load0, version: bouncer.version, errors, bouncerErrors });
    if (rows.some((r) => !r.ok)) process.exitCode = 1;
  } finally {
    await Promise.all(children.map(stop));
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

function print(rows, figures, info) {
  console.log(`\n${new Date().toISOString()}; ${info.version}, pool_mode = transaction; 3 instâncias da API; load average antes: ${info.load0}\n`);
  console.log('| check | result | detail |');
  console.log('|---|---|---|');
  for (const r of rows) console.log(`| ${r.label} | ${r.ok ? 'ok' : '**FALHA**'} | ${r.detail} |`);
  console.log('\n| setup | scenario | req/s | p99 (ms) | CPU ms per request: API / PostgreSQL / PgBouncer |');
  console.log('|---|---|---|---|---|');
  for (const f of figures)
    console.log(
      `| ${f.label} | ${f.scenario} | ${f.rps.toFixed(0)}${f.bad ? ` (${f.bad} não-2xx)` : ''} | ${f.p99} | ${f.cpu.api.toFixed(2)} / ${f.cpu.pg.toFixed(2)} / ${f.label.includes('PgBouncer') ? f.cpu.bouncer.toFixed(2) : '—'} |`,
    );
  if (info.errors.length) {
    // Grouped by message: how many times each error was logged, across the instances.
    const counts = new Map();
    for (const e of info.errors) counts.set(e.replace(/^\[\d\] /, ''), (counts.get(e.replace(/^\[\d\] /, '')) ?? 0) + 1);
    console.log(`\nerros nos logs das instâncias (${info.errors.length}${info.errors.length >= 500 ? '+' : ''}):`);
    for (const [message, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${n}× ${message}`);
  }
  if (info.bouncerErrors.length)
    console.log(`\nPgBouncer (${info.bouncerErrors.length} linhas ERROR/WARNING, as primeiras):\n${info.bouncerErrors.slice(0, 5).join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
