#!/usr/bin/env node
// `npm run bench`: seeds a busy establishment on a fresh database, starts the built API and a bare
// Fastify + pg endpoint running the same main queries, loads both with autocannon (50 connections, a fixed
// duration each, loopback only) and writes p50/p99 and requests per second into README.md.
// Needs `npm run build -w api` first. Database: BENCH_DATABASE_URL, else DATABASE_URL, else the local server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { prng, seed, SIZE } from './seed.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const MAIN = join(here, '..', 'api', 'dist', 'main.js');
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION || 5);
const ZONE = 'America/Sao_Paulo';
const PASSWORD = 'bench123';

if (!existsSync(MAIN)) {
  console.error('api/dist/main.js não existe: rode `npm run build -w api` antes do bench.');
  process.exit(1);
}
const { runMigrations } = require('../api/dist/platform/database/data-source.js');
const { hashPassword } = require('../api/dist/platform/auth/tokens.js');

function waitFor(child, pattern, label) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${label} não subiu em 30 s:\n${out}`)), 30000);
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
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Requests cycle through a fixed list of paths (different staff, dates, pages) so no single row stays hot. */
async function load(url, paths, headers) {
  let i = 0;
  const run = (duration) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
    });
  await run(1); // warm-up: JIT, pools, caches
  const r = await run(DURATION);
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) console.warn(`  aviso: ${bad} respostas não-2xx/erros em ${url}`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, total: r.requests.total };
}

async function main() {
  const server = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `salao_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const children = [];
  try {
    console.log(`banco ${name}: migrações e dados (${SIZE.staff} profissionais, ${SIZE.appointments} agendamentos no mês)...`);
    await runMigrations(databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const started = Date.now();
    const data = await seed(db, { zone: ZONE, passwordHash: await hashPassword(PASSWORD), random: prng(42) });
    const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM appointments`)).rows;
    await db.end();
    console.log(`  ${count} agendamentos em ${data.month}, gerados em ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const api = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'salao-bench-')), WEB_ROOT: join(tmpdir(), 'salao-no-web'), MIGRATE_ON_START: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(api);
    const bare = spawn(process.execPath, [join(here, 'bare-server.mjs'), databaseUrl, String(data.establishmentId), ZONE], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(bare);
    const [apiUrl, bareUrl] = await Promise.all([waitFor(api, /está no ar: (http:\/\/\S+)/, 'API'), waitFor(bare, /BARE (http:\/\/\S+)/, 'bare')]);

    const login = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: data.email, password: PASSWORD }) });
    if (!login.ok) throw new Error(`login falhou: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const availability = [];
    for (let k = 0; k < 200; k += 1) {
      const staffId = data.staffIds[k % data.staffIds.length];
      const serviceId = data.serviceIds[k % data.serviceIds.length];
      const date = data.openDates[k % data.openDates.length];
      availability.push(`staffId=${staffId}&serviceId=${serviceId}&date=${date}`);
    }
    const pages = Array.from({ length: 20 }, (_, k) => `month=${data.month}&page=${k + 1}&limit=50`);

    const check = await (await fetch(`${apiUrl}/api/appointments/available-times?${availability[0]}`, { headers: { cookie } })).json();
    if (!Array.isArray(check.timeSlots)) throw new Error(`available-times respondeu ${JSON.stringify(check)}`);

    const scenarios = [
      ['available-times', () => load(apiUrl, availability.map((q) => `/api/appointments/available-times?${q}`), { cookie }), () => load(bareUrl, availability.map((q) => `/bare/available-times?${q}`))],
      ['lista do mês (página de 50)', () => load(apiUrl, pages.map((q) => `/api/appointments?${q}`), { cookie }), () => load(bareUrl, pages.map((q) => `/bare/appointments?${q}`))],
    ];
    const results = [];
    for (const [label, apiRun, bareRun] of scenarios) {
      console.log(`${label}: ${CONNECTIONS} conexões, ${DURATION} s cada...`);
      const b = await bareRun();
      const a = await apiRun();
      results.push({ label, api: a, bare: b });
      console.log(`  API   p50 ${a.p50} ms  p99 ${a.p99} ms  ${a.rps.toFixed(0)} req/s`);
      console.log(`  bare  p50 ${b.p50} ms  p99 ${b.p99} ms  ${b.rps.toFixed(0)} req/s   (API/bare ${(a.rps / b.rps).toFixed(2)})`);
    }
    writeReadme(results, { count, month: data.month });
  } finally {
    await Promise.all(children.map(stop));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

function writeReadme(results, info) {
  const file = join(here, 'README.md');
  const start = '<!-- bench:results -->';
  const end = '<!-- /bench:results -->';
  const rows = results
    .map(({ label, api, bare }) => `| ${label} | ${api.p50} / ${api.p99} | ${api.rps.toFixed(0)} | ${bare.p50} / ${bare.p99} | ${bare.rps.toFixed(0)} | ${(api.rps / bare.rps).toFixed(2)} |`)
    .join('\n');
  const block = `${start}
Last run: ${new Date().toISOString()} — ${info.count} appointments in ${info.month}, ${CONNECTIONS} connections, ${DURATION} s per scenario, Node ${process.version}.

| scenario | API p50 / p99 (ms) | API req/s | bare p50 / p99 (ms) | bare req/s | API / bare |
|---|---|---|---|---|---|
${rows}
${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const next = text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${text}\n${block}\n`;
  writeFileSync(file, next);
  console.log('resultados gravados em bench/README.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
