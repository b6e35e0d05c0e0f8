#!/usr/bin/env node
// `npm run bench [-- --quick]`: seeds the SaaS scale with COPY into a fresh database (then the API's CLI rebuilds the
// revenue ledger from the seeded comandas, once it has `revenue:rebuild`), starts the built API and a
// bare Fastify + pg endpoint running the same main queries, and for each read scenario measures both at
// saturation (closed loop, 50 connections) and at a fixed offered rate (open loop, 200 req/s overall). Then
// bookings (sustained rate, double bookings, 200 attempts on one slot) and live fan-out (two API instances
// behind Redis, 1,000 sockets over 100 establishments). Loopback only; every loop is bounded. Writes the
// figures into README.md. `--lighthouse` runs only the Lighthouse step (lighthouse.mjs). Needs `npx nx run @salao/api:build` first. Database: BENCH_DATABASE_URL, else
// DATABASE_URL, else the local server. Redis for fan-out: BENCH_REDIS_URL, else redis://127.0.0.1:6379.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openLoop } from './open-loop.mjs';
import { SEARCHES, seed } from './seed.mjs';
import { measureFirstVisit } from './first-visit.mjs';
import { measureAgendaGrid } from './agenda-grid.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { bounded, login, startApi, stop, waitFor } from './processes.mjs';
import { writeReadme } from './report.mjs';
import { CONNECTIONS, here, LIGHTHOUSE, MAIN, ONLY, PASSWORD, QUICK, RATE, RATE_SECONDS, SATURATED_SECONDS, SCALE } from './settings.mjs';
import { CLOSE_RATE, comandaCloses } from './comandas.mjs';
import { REPORT_TARGET_MS, reportLatencies } from './reports.mjs';
import { bookings, fanOut } from './writes.mjs';

const require = createRequire(import.meta.url);
const CLI = join(here, '..', 'api', 'dist', 'cli.js');
if (!existsSync(MAIN)) {
  console.error('api/dist/main.js não existe: rode `npx nx run @salao/api:build` antes do bench.');
  process.exit(1);
}
const { runMigrations } = require('../api/dist/platform/database/data-source.js');
const { hashPassword } = require('../api/dist/platform/auth/tokens.js');
const { monthPageSql } = require('../api/dist/modules/appointments/appointments.sql.js');

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
  if (LIGHTHOUSE) {
    // No seed: Lighthouse audits the product as `npm start` serves it, on its own embedded database with the demo.
    console.log(
      `Lighthouse: 5 páginas × mobile e desktop (--runs N, padrão 3); load average antes: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    await measureLighthouse();
    console.log('--lighthouse: README.md não foi alterado');
    return;
  }
  const load0 = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
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
    const [{ month_rows: monthRows }] = (
      await db.query(
        `SELECT count(*)::int AS month_rows FROM appointments WHERE establishment_id = 1 AND to_char(starts_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = $1`,
        [data.month],
      )
    ).rows;
    console.log(`  ${data.appointments} agendamentos (${monthRows} do salão movimentado em ${data.month}) em ${seedSeconds.toFixed(1)} s`);
    console.log(
      `  ${data.comandas.closed} comandas fechadas do salão movimentado (${data.comandas.refunded} estornadas), ${data.comandas.seconds.toFixed(1)} s do COPY`,
    );
    const ledgerSeconds = await rebuildRevenueLedger(databaseUrl);
    // The seed's VACUUM ANALYZE ran before the ledger existed: its tables get statistics before anything reads them.
    if (ledgerSeconds !== null) await db.query('ANALYZE');
    const cost = await monthListCost(db, data);
    console.log(`  lista do mês no PostgreSQL: total ${cost.count.toFixed(2)} ms, página 1 ${cost.first.toFixed(2)} ms, página 400 ${cost.last.toFixed(2)} ms`);

    const api = startApi(databaseUrl);
    children.push(api.child);
    const bare = spawn(process.execPath, [join(here, 'bare-server.mjs'), databaseUrl, String(data.busy.id)], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(bare);
    const [apiUrl, bareUrl] = await Promise.all([api.url, waitFor(bare, /BARE (http:\/\/\S+)/, 'bare')]);
    const cookie = await login(apiUrl, data.busy.email);

    const availability = Array.from(
      { length: 200 },
      (_, k) =>
        `staffId=${data.busy.staffIds[k % data.busy.staffIds.length]}&serviceId=${data.busy.serviceIds[k % data.busy.serviceIds.length]}&date=${data.openDates[k % data.openDates.length]}`,
    );
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
    // --only=bookings: the bookings phase with available-times (API and bare) beside it, the machine's load of the moment.
    for (const [label, apiPaths, barePaths] of ONLY === 'bookings' ? scenarios.slice(0, 1) : ONLY ? [] : scenarios) {
      console.log(`${label}: saturação (${CONNECTIONS} conexões, ${SATURATED_SECONDS} s) e ${RATE} req/s (${RATE_SECONDS} s)...`);
      const r = await bounded(measure(apiUrl, bareUrl, apiPaths, barePaths, { cookie }), [api], 120, label);
      results.push({ label, ...r });
      console.log(`  API   ${r.api.rps.toFixed(0)} req/s;  a ${RATE} req/s p50 ${r.apiRate.p50} ms p99 ${r.apiRate.p99} ms`);
      console.log(
        `  bare  ${r.bare.rps.toFixed(0)} req/s;  a ${RATE} req/s p50 ${r.bareRate.p50} ms p99 ${r.bareRate.p99} ms   (API/bare ${(r.api.rps / r.bare.rps).toFixed(2)})`,
      );
    }
    await stop(bare);

    const booked = ONLY && ONLY !== 'bookings' ? null : await bookingsPhase(apiUrl, cookie, data, db, api);
    if (ONLY === 'bookings') {
      await stop(api.child);
      console.log(`--only=${ONLY}: README.md não foi alterado`);
      return;
    }
    // --only=reports: the seeded year alone (its comandas come from the seed), without the closes scenario's.
    // --only=live: the fan-out alone.
    const closes = ONLY === 'reports' || ONLY === 'live' ? null : await comandasPhase(apiUrl, cookie, data, db, api);
    const reports = ONLY === 'live' ? null : await reportsPhase(apiUrl, cookie, db, data, api);
    await stop(api.child);

    if (ONLY && ONLY !== 'live') {
      console.log(`--only=${ONLY}: README.md não foi alterado`);
      return;
    }
    console.log('ao vivo: 2 instâncias com Redis, 1.000 WebSockets em 100 estabelecimentos, 1 reserva por estabelecimento...');
    const live = await fanOut(databaseUrl, data);
    console.log(
      `  ${live.deliveries}/${live.sockets} entregas, p50 ${live.p50.toFixed(1)} ms p99 ${live.p99.toFixed(1)} ms (máx ${live.max.toFixed(1)}); faltando ${live.missing}; em outro estabelecimento ${live.crossed}; de outros processos no Redis ${live.foreign}`,
    );
    console.log(
      `  a reserva respondida em p50 ${live.answered.p50.toFixed(1)} ms p99 ${live.answered.p99.toFixed(1)} ms; da resposta à entrega p50 ${live.afterAnswer.p50.toFixed(1)} ms p99 ${live.afterAnswer.p99.toFixed(1)} ms`,
    );
    if (ONLY) {
      console.log(`--only=${ONLY}: README.md não foi alterado`);
      return;
    }

    const firstVisit = await browserTimings();
    const agendaGrid = await gridTimings();

    const total = (Date.now() - startedAll) / 1000;
    console.log(`bench completo em ${total.toFixed(0)} s`);
    writeReadme({
      results,
      booked,
      closes,
      reports,
      live,
      cost,
      firstVisit,
      agendaGrid,
      info: { load0, seedSeconds, comandas: data.comandas, ledgerSeconds, total, appointments: data.appointments, monthRows, month: data.month },
    });
  } finally {
    await Promise.all(children.map(stop));
    await db.end().catch(() => undefined);
    // BENCH_KEEP_DATABASE=1 keeps the seeded database for a look with psql (EXPLAIN of a slow query).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`banco mantido: ${databaseUrl}`);
    else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** Each report over the busy salon's year, one request at a time (reports.mjs). */
async function reportsPhase(apiUrl, cookie, db, data, api) {
  console.log(`relatórios: cada relatório avançado dos últimos 365 dias com o período anterior, um pedido por vez...`);
  const reports = await bounded(reportLatencies(apiUrl, cookie, db, data.busy.id), [api], 300, 'relatórios');
  console.log(
    `  ${reports.closedComandas} comandas fechadas do salão movimentado no período (${reports.from} a ${reports.to}; ${reports.refundedComandas} estornadas)`,
  );
  for (const r of reports.rows) console.log(`  ${r.label}: mediana ${r.median} ms, máx ${r.max} ms (${r.rows} linhas; meta ≤ ${REPORT_TARGET_MS} ms)`);
  return reports;
}

/**
 * The revenue report's ledger built from the seeded comandas, as an operator would after a bulk load: `revenue:rebuild`
 * of the API's CLI. A build whose CLI has no such command is warned about and skipped; a failed rebuild fails the bench.
 */
async function rebuildRevenueLedger(databaseUrl) {
  const help = spawnSync(process.execPath, [CLI, 'help'], { encoding: 'utf8' });
  if (!`${help.stdout}`.includes('revenue:rebuild')) {
    console.warn('  AVISO: `node api/dist/cli.js help` não lista revenue:rebuild; o livro de receita não foi reconstruído (o relatório lê as comandas)');
    return null;
  }
  const started = Date.now();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'revenue:rebuild'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (c, signal) => resolve(c ?? signal));
  });
  if (code !== 0) throw new Error(`revenue:rebuild saiu com ${code}`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`  livro de receita reconstruído (revenue:rebuild) em ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Comanda closes (comandas.mjs), printed. */
async function comandasPhase(apiUrl, cookie, data, db, api) {
  console.log(`comandas: abertas e pagas (PIX) pela API, fechadas a ${CLOSE_RATE}/s e em saturação; depois fechamentos simultâneos da mesma comanda...`);
  const closes = await bounded(comandaCloses(apiUrl, cookie, data, db), [api], 600, 'comandas');
  console.log(`  ${closes.comandas} comandas abertas e pagas a ${closes.openedPerSecond.toFixed(0)}/s`);
  console.log(
    `  a ${closes.rate.offered}/s oferecidos: ${closes.rate.perSecond.toFixed(0)} fechamentos/s (${closes.rate.closed} fechadas, ${closes.rate.bad} não-2xx), p50 ${closes.rate.p50} ms p99 ${closes.rate.p99} ms (máx ${closes.rate.max})`,
  );
  console.log(
    `  em saturação (${CONNECTIONS} conexões): ${closes.saturated.perSecond.toFixed(0)} fechamentos/s, p50 ${closes.saturated.p50} ms p99 ${closes.saturated.p99} ms`,
  );
  console.log(
    `  ${closes.race.requests} fechamentos simultâneos de ${closes.race.comandas} comandas: ${closes.race.closed} fechadas, ${closes.race.refused} recusadas 409, ${closes.race.other} outras; no banco ${closes.closedInDb}/${closes.expected} fechadas, **fechamentos em dobro: ${closes.doubles}**`,
  );
  return closes;
}

/** Bookings racing for slots (writes.mjs), printed. */
async function bookingsPhase(apiUrl, cookie, data, db, api) {
  console.log('reservas: POST /api/appointments em 50 profissionais, cada horário pedido duas vezes; depois 200 no mesmo horário...');
  const booked = await bounded(bookings(apiUrl, cookie, data, db), [api], 120, 'reservas');
  console.log(
    `  ${booked.perSecond.toFixed(0)} reservas/s (${booked.created} criadas, ${booked.refused} recusadas 409, ${booked.other} outras), p50 ${booked.p50} ms p99 ${booked.p99} ms; reservas duplas: ${booked.doubles}`,
  );
  console.log(
    `  depois de ${booked.warmUp.attempts} tentativas de aquecimento (${booked.warmUp.seconds.toFixed(1)} s, ${booked.warmUp.perSecond.toFixed(0)} reservas/s, outro mês, não medidas)`,
  );
  console.log(`  200 simultâneas no mesmo horário: ${booked.oneSlot.created} criada, ${booked.oneSlot.refused} recusadas 409, ${booked.oneSlot.other} outras`);
  return booked;
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

/** The front desk grid with 50 professionals and 400 appointments in Chromium (agenda-grid.mjs), on the built shell and remotes. */
async function gridTimings() {
  const shell = join(here, '..', 'shell', 'dist', 'index.html');
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(shell) || !existsSync(chromium)) {
    console.log('grade do dia: NÃO medida, falta o shell construído ou o Chromium');
    return null;
  }
  console.log('grade do dia no Chromium: 50 profissionais, 400 agendamentos...');
  return measureAgendaGrid({ runs: QUICK ? 3 : 7 });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
