// How fast a burst of jobs drains through the API's JobsService (pg-boss), per concurrency: 200 jobs of 20 ms each
// queued at once, timed from the first send to the last handler's end. `npm run jobs` in bench/ (after the API
// build). Printed, not asserted (docs/testing.md).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { here } from './settings.mjs';

const require = createRequire(import.meta.url);
const { JobsService } = require(join(here, '..', 'api', 'dist', 'platform', 'jobs', 'jobs.service.js'));
const SERVER = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const JOBS = 200;
const WORK_MS = 20;

async function withDatabase(fn) {
  const name = `salao_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function drain(databaseUrl, concurrency) {
  const jobs = new JobsService({ databaseUrl });
  const name = `bench.c${concurrency}`;
  let done = 0;
  let finished;
  const all = new Promise((resolve) => (finished = resolve));
  jobs.work(
    name,
    async () => {
      await new Promise((r) => setTimeout(r, WORK_MS));
      if (++done === JOBS) finished(performance.now());
    },
    { concurrency },
  );
  await jobs.onModuleInit();
  const started = performance.now();
  await Promise.all(Array.from({ length: JOBS }, (_, i) => jobs.enqueue(name, { i })));
  const ended = await all;
  await jobs.onModuleDestroy();
  return ended - started;
}

await withDatabase(async (url) => {
  console.log(`${JOBS} jobs de ${WORK_MS} ms enfileirados de uma vez:`);
  for (const concurrency of [1, 4, 10]) {
    const ms = await drain(url, concurrency);
    console.log(`  concurrency ${String(concurrency).padStart(2)}: ${(ms / 1000).toFixed(1)} s (${Math.round((JOBS * 1000) / ms)} jobs/s)`);
  }
});
