// The API instances a bench run starts and logs in to, and the bounds every phase runs within.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN, PASSWORD } from './settings.mjs';

export function waitFor(child, pattern, label) {
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

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function startApi(databaseUrl, extra = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'salao-bench-'));
  chmodSync(dir, 0o755);
  // BENCH_API_PROFILE=<dir>: a CPU profile of each API process (node --cpu-prof), for 'Where the time goes' below.
  const profile = process.env.BENCH_API_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      WEB_ROOT: join(tmpdir(), 'salao-no-web'),
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      LOGIN_FAILURES_PER_ADDRESS: '1000000',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Settles (rejects) only if the instance dies: a phase races its work against it instead of hanging.
  const died = new Promise((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`uma instância da API terminou (${signal ?? code}) no meio da medição`))),
  );
  died.catch(() => undefined);
  return { child, url: waitFor(child, /está no ar: (http:\/\/\S+)/, 'API'), died };
}

/** The phase's work, unless an instance dies or `seconds` pass first. */
export function bounded(work, instances, seconds, label) {
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${label}: passou de ${seconds} s`)), seconds * 1000)));
  return Promise.race([work, late, ...instances.map((i) => i.died)]).finally(() => clearTimeout(timer));
}

export async function login(apiUrl, email) {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login de ${email} falhou: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
