import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { SESSION_COOKIE } from '@salao/contracts';
import { startApp, type TestApp } from '../support/app';
import { bodyFor, type FuzzStats, pathFor, probe, queryString } from '../support/fuzz';
import { apiRoutes, seedVictim, type Victim } from '../support/security';

// Bounded for `npm test`; `npm run -w bench fuzz` runs the same property at the probe's volume.
const BODY_RUNS = Number(process.env.FUZZ_BODY_RUNS || 1200);
const QUERY_RUNS = Number(process.env.FUZZ_QUERY_RUNS || 500);
/** One seed per run, shown with any failure: `FUZZ_SEED=<seed>` replays exactly the same cases. */
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 100000);
const PARALLEL = 8;

/**
 * Property: whatever body a write route gets and whatever query a read route gets, the answer is never a
 * 5xx, and every 4xx is `{ message: string }`. Routes come from the router, so new ones are fuzzed too.
 */
describe('fuzz: every write route body and every read route query', () => {
  let t: TestApp;
  let me: Victim;
  const routes = apiRoutes().filter((r) => r.path !== '/api/logout');
  const stats: FuzzStats = { requests: 0, byStatus: {}, failures: [] };
  beforeAll(async () => {
    t = await startApp();
    me = await seedVictim(t.url, t.db);
  }, 60000);
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ ...stats, failureCount: stats.failures.length, failures: stats.failures.slice(0, 50) }, null, 2));
    await t.close();
  });

  const run = async (cases: [string, string, string | undefined][]) => {
    const cookie = `${SESSION_COOKIE}=${me.client.token}`;
    // The integration routes authenticate by key: the establishment's own, so their bodies are reached too.
    for (let i = 0; i < cases.length; i += PARALLEL) {
      await Promise.all(cases.slice(i, i + PARALLEL).map(([method, path, body]) => probe(t.url, cookie, method, path, body, stats, { 'x-api-key': me.apiKey })));
    }
  };

  it('write routes: malformed bodies never answer 5xx', async () => {
    const writes = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    const one = fc.constantFrom(...writes).chain((route) => fc.tuple(fc.constant(route.method), pathFor(route, me.ids), bodyFor(route, me.ids)));
    await run(fc.sample(one, { numRuns: BODY_RUNS, seed: SEED }));
    expect({ seed: SEED, failures: stats.failures }).toEqual({ seed: SEED, failures: [] });
  }, 600000);

  it('read routes: malformed query strings never answer 5xx', async () => {
    const reads = routes.filter((r) => r.method === 'GET');
    const one = fc.constantFrom(...reads).chain((route) => fc.tuple(fc.constant('GET'), pathFor(route, me.ids), queryString).map(([m, p, q]) => [m, `${p}?${q}`, undefined] as [string, string, undefined]));
    await run(fc.sample(one, { numRuns: QUERY_RUNS, seed: SEED + 1 }));
    expect({ seed: SEED, failures: stats.failures }).toEqual({ seed: SEED, failures: [] });
  }, 600000);
});
