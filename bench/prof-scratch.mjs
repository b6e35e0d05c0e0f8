// scratch: seed quick DB once (or reuse), start API with --cpu-prof, load available-times
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SCALES, seed } from './seed.mjs';
const require = createRequire(import.meta.url);
const { runMigrations } = require('../api/dist/platform/database/data-source.js');
const { hashPassword } = require('../api/dist/platform/auth/tokens.js');
const name = 'salao_prof';
const server = 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
const admin = new pg.Client({ connectionString: server }); await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname=$1', [name])).rowCount;
let data;
if (!exists || process.argv.includes('--reseed')) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await runMigrations(dbUrl);
  const db = new pg.Client({ connectionString: dbUrl }); await db.connect();
  data = await seed(db, { scale: SCALES.quick, passwordHash: await hashPassword('bench123') });
  await db.end();
  (await import('node:fs')).writeFileSync('/tmp/prof/data.json', JSON.stringify(data));
} else data = JSON.parse((await import('node:fs')).readFileSync('/tmp/prof/data.json', 'utf8'));
await admin.end();
const target = process.argv[2] || 'api';
const dir = mkdtempSync(join(tmpdir(), 'salao-prof-'));
const args = process.argv.includes('--prof') ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
const child = target === 'api'
  ? spawn(process.execPath, [...args, 'api/dist/main.js'], { env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: dbUrl, DATA_DIR: dir, WEB_ROOT: '/tmp/salao-no-web', MIGRATE_ON_START: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent', LOGIN_FAILURES_PER_ADDRESS: '1000000' }, stdio: ['ignore', 'pipe', 'inherit'] })
  : spawn(process.execPath, [...args, 'bench/bare-server.mjs', dbUrl, String(data.busy.id)], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((res) => { let out = ''; child.stdout.on('data', (c) => { out += c; const m = /(?:no ar: |BARE )(http:\/\/\S+)/.exec(out); if (m) res(m[1].replace('localhost', '127.0.0.1')); }); });
let headers = {};
if (target === 'api') {
  const r = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: data.busy.email, password: 'bench123' }) });
  headers.cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
const prefix = target === 'api' ? '/api/appointments' : '/bare';
const paths = Array.from({ length: 200 }, (_, k) => `${prefix}/available-times?staffId=${data.busy.staffIds[k % data.busy.staffIds.length]}&serviceId=${data.busy.serviceIds[k % data.busy.serviceIds.length]}&date=${data.openDates[k % data.openDates.length]}`);
const sample = await fetch(url + paths[0], { headers }); console.log(sample.status, (await sample.text()).length, 'bytes');
let i = 0;
const run = (s) => autocannon({ url, connections: 50, duration: s, headers, requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] });
await run(1);
const r = await run(Number(process.env.SECS || 5));
console.log(target, 'rps', (r.requests.total / Number(process.env.SECS || 5)).toFixed(0), 'p50', r.latency.p50, 'non2xx', r.non2xx);
child.kill('SIGINT');
await new Promise((res) => child.once('exit', res));
