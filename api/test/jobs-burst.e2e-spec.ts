import { Client } from 'pg';
import { JobsService } from '../src/platform/jobs/jobs.service';
import type { AppConfig } from '../src/platform/config/config';
import { createDatabase } from './support/pg-process';
import { waitFor } from './support/wait';

jest.setTimeout(60_000);

/**
 * The queue under a burst (docs/architecture.md, 'Runtime topology'): jobs queued together run together up to the
 * name's concurrency, and a full batch polls again at once, so a burst does not wait one 2-s poll per job.
 */
describe('jobs: a burst drains', () => {
  const name = `${process.env.TEST_DB_NAME}_jobs`;
  let jobs: JobsService;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase(process.env.TEST_DB_SERVER!, name);
    jobs = new JobsService({ databaseUrl } as AppConfig);
  });
  afterAll(async () => {
    await jobs.onModuleDestroy();
    const admin = new Client({ connectionString: process.env.TEST_DB_SERVER });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('40 jobs of a concurrency-4 name: at most 4 at once, all done in well under 40 polls; a failing one retries alone', async () => {
    let running = 0;
    let peak = 0;
    const done = new Set<number>();
    const tries = new Map<number, number>();
    jobs.work<{ i: number }>(
      'test.burst',
      async ({ i }) => {
        tries.set(i, (tries.get(i) ?? 0) + 1);
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 50));
        running--;
        // Job 7 fails on its first try: pg-boss retries it; its batch's other jobs are not run again.
        if (i === 7 && tries.get(i) === 1) throw new Error('falha de propósito');
        done.add(i);
      },
      { concurrency: 4, retryLimit: 1, retryDelaySeconds: 1 },
    );
    await jobs.onModuleInit();
    const started = Date.now();
    for (let i = 0; i < 40; i++) await jobs.enqueue('test.burst', { i });
    await waitFor(async () => done.size === 40, '40 jobs', 30_000);
    // One job per 2-s poll would take 80 s; the 1-s retry of job 7 and its poll are the slowest part.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(peak).toBeLessThanOrEqual(4);
    expect(peak).toBeGreaterThan(1);
    expect(tries.get(7)).toBe(2);
    expect([...tries.entries()].filter(([i, n]) => i !== 7 && n !== 1)).toEqual([]);
  });

  it('jobs another instance enqueues: the polling slot takes one and wakes the sleeping ones, so they run side by side', async () => {
    let running = 0;
    let peak = 0;
    const done = new Set<number>();
    jobs.work<{ i: number }>(
      'test.remote',
      async ({ i }) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 300));
        running--;
        done.add(i);
      },
      { concurrency: 4 },
    );
    // Another instance (its own pg-boss, no handler for the name) enqueues: nothing here is notified.
    const sender = new JobsService({ databaseUrl } as AppConfig);
    await sender.onModuleInit();
    try {
      const started = Date.now();
      for (let i = 0; i < 12; i++) await sender.enqueue('test.remote', { i });
      await waitFor(async () => done.size === 12, '12 jobs', 30_000);
      // One slot alone: 12 × 300 ms plus its polls; the sleeping slots alone would wait 30 s.
      expect(peak).toBe(4);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      await sender.onModuleDestroy();
    }
  });

  it('three instances starting together on a fresh database create the same queues without a deadlock', async () => {
    const fresh = `${name}_start`;
    const freshUrl = await createDatabase(process.env.TEST_DB_SERVER!, fresh);
    const instances = [0, 1, 2].map(() => new JobsService({ databaseUrl: freshUrl } as AppConfig));
    try {
      for (const instance of instances) for (let q = 0; q < 12; q++) instance.work(`test.start.q${q}`, async () => undefined, { concurrency: 1 });
      await Promise.all(instances.map((instance) => instance.onModuleInit()));
    } finally {
      await Promise.all(instances.map((instance) => instance.onModuleDestroy()));
      const admin = new Client({ connectionString: process.env.TEST_DB_SERVER });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${fresh}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
