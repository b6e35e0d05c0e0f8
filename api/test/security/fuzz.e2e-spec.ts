import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { SESSION_COOKIE } from '@salao/contracts';
import { startApp, type TestApp } from '../support/app';
import { bodyFor, type FuzzStats, pathFor, probe, queryString } from '../support/fuzz';
import { fuzzSample, wrongFieldBodies } from '../support/fuzz-fields';
import { BODILESS_WRITES, routeKey, WRITE_SCHEMAS } from '../support/fuzz-schemas';
import { apiRoutes, fillPath, seedVictim, type Victim } from '../support/security';

/** Random bodies on top of the field-by-field ones; `npm run -w bench fuzz` runs the same property at the probe's volume. */
const BODY_RUNS = Number(process.env.FUZZ_BODY_RUNS || 16000);
const QUERY_RUNS = Number(process.env.FUZZ_QUERY_RUNS || 500);
/** The suite's promise: at least this many bodies over the write routes. */
const MIN_BODIES = 20000;
/** One seed per run, shown with any failure: `FUZZ_SEED=<seed>` replays exactly the same cases. */
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 100000);
const PARALLEL = 16;
const SERIES_LANES = 2;
/** Routes that hash or verify a password (argon2, tens of ms each) get their field-by-field bodies only: random ones would take most of the run. */
const HASHING_WRITES = new Set([
  'POST /api/login',
  'POST /api/register/establishment',
  'POST /api/create-subscription',
  'POST /api/reset-password',
  'PUT /api/user/password',
  'PUT /api/user/email',
]);

/**
 * Property: whatever body a write route gets and whatever query a read route gets, the answer is never a
 * 5xx, and every 4xx is `{ message }` in pt-BR (no English word of yup's or the framework's). Routes come from
 * the router, so new ones are fuzzed too; every field of each route's schema gets every JSON type and null.
 */
describe('fuzz: every write route body and every read route query', () => {
  let t: TestApp;
  let me: Victim;
  let slug: string;
  const routes = apiRoutes().filter((r) => r.path !== '/api/logout');
  const writes = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
  const stats: FuzzStats = { requests: 0, byStatus: {}, msByRoute: {}, failures: [] };
  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '1000000' });
    me = await seedVictim(t.url, t.db);
    slug = (await me.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(async () => {
    if (process.env.FUZZ_REPORT)
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ ...stats, failureCount: stats.failures.length, failures: stats.failures.slice(0, 50) }, null, 2));
    await t.close();
  });

  /**
   * Sends the cases PARALLEL at a time; the integration routes authenticate by the establishment's own key, so their
   * bodies are reached too. A recurring series books up to 52 dates of one professional in one transaction, so the
   * series that follow it wait for its commit (the no-overlap constraint): they get lanes of their own, or they held
   * most of the lanes waiting while the other routes queued behind them.
   */
  const run = async (cases: [string, string, string | undefined][]) => {
    const cookie = `${SESSION_COOKIE}=${me.client.token}`;
    const send = async (queue: [string, string, string | undefined][]) => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const [method, path, body] = item;
        await probe(t.url, cookie, method, path.replace(':slug', slug), body, stats, { 'x-api-key': me.apiKey });
      }
    };
    const series = cases.filter(([, path]) => path.startsWith('/api/appointment-series'));
    const others = cases.filter(([, path]) => !path.startsWith('/api/appointment-series'));
    await Promise.all([...Array.from({ length: SERIES_LANES }, () => send(series)), ...Array.from({ length: PARALLEL - SERIES_LANES }, () => send(others))]);
  };

  it('knows the body of every write route (each is documented in api/openapi.json)', () => {
    const unknown = writes.map(routeKey).filter((k) => !WRITE_SCHEMAS[k] && !BODILESS_WRITES.has(k));
    expect(unknown).toEqual([]);
  });

  it('write routes: every field of every schema with every JSON type and null, then random bodies: no 5xx, pt-BR messages', async () => {
    const samples = new Map(writes.map((route) => [route, fuzzSample(route, me.ids)]));
    const fieldCases = writes.flatMap((route) => {
      const [path] = fillPath(route.path, me.ids);
      return wrongFieldBodies(routeKey(route), samples.get(route)).map((body) => [route.method, path, body] as [string, string, string]);
    });
    const one = fc
      .constantFrom(...writes.filter((r) => !HASHING_WRITES.has(routeKey(r))))
      .chain((route) => fc.tuple(fc.constant(route.method), pathFor(route, me.ids), bodyFor(samples.get(route)!)));
    const cases = [...fieldCases, ...fc.sample(one, { numRuns: BODY_RUNS, seed: SEED })];
    if (!process.env.FUZZ_BODY_RUNS) expect(cases.length).toBeGreaterThanOrEqual(MIN_BODIES);
    await run(cases);
    expect({ seed: SEED, failures: stats.failures }).toEqual({ seed: SEED, failures: [] });
  }, 600000);

  it('read routes: malformed query strings never answer 5xx', async () => {
    const reads = routes.filter((r) => r.method === 'GET');
    const one = fc
      .constantFrom(...reads)
      .chain((route) =>
        fc.tuple(fc.constant('GET'), pathFor(route, me.ids), queryString).map(([m, p, q]) => [m, `${p}?${q}`, undefined] as [string, string, undefined]),
      );
    await run(fc.sample(one, { numRuns: QUERY_RUNS, seed: SEED + 1 }));
    expect({ seed: SEED, failures: stats.failures }).toEqual({ seed: SEED, failures: [] });
  }, 600000);
});
