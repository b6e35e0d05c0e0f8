import fc from 'fast-check';
import type { RouteInfo } from '../../src/platform/http/routes';
import { englishWords } from './portuguese';
import { fillPath, type VictimIds } from './security';

/** Values the probe found breaking things, plus fast-check's own: wrong types, huge, NUL, far dates, odd numbers. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'x'.repeat(6000),
    'y'.repeat(300000),
    '9999-12-31',
    '0000-00-00',
    '2026-02-30',
    '2026-01-05T10:00:00+99:99',
    '99:99',
    '-1',
    '1e999',
    'NaN',
    '<b>oi</b>',
    "'; DROP TABLE clients; --",
    '\uD800',
    '😀'.repeat(50),
    '[1,null]',
    '{"a":1}',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2147483648, -2147483649, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.1),
  fc.constantFrom({}, [], [null], [{}], [[]], { $ne: 1 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null), fc.object({ maxDepth: 1 })), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

const COMMON_KEYS = [
  'name',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'id',
  'date',
  'status',
  'staffId',
  'clientId',
  'serviceId',
  'establishment',
  'user',
];

/** The route's valid sample with some fields (and some fields of its list items) replaced by nasty values. */
function mutatedSample(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(sample), ...COMMON_KEYS];
  const listKey = Object.keys(sample).find((k) => Array.isArray(sample[k]) && typeof (sample[k] as unknown[])[0] === 'object');
  const item = listKey ? ((sample[listKey] as Record<string, unknown>[])[0] ?? {}) : null;
  const itemArb = item ? fc.dictionary(fc.constantFrom(...Object.keys(item)), nasty, { maxKeys: 3 }).map((o) => [{ ...item, ...o }]) : fc.constant(undefined);
  return fc
    .tuple(fc.dictionary(fc.constantFrom(...keys), nasty, { minKeys: 1, maxKeys: 4 }), itemArb)
    .map(([over, list]) => ({ ...sample, ...(list && listKey ? { [listKey]: list } : {}), ...over }));
}

/** A raw request body: a mutated valid body, any JSON at all, or text that is not JSON. */
export function bodyFor(sample: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedSample(sample).map((b) => JSON.stringify(b)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom('{', 'null', '[]', '"x"', '{"a":', '\u0000', '{"email":"a@b.com"}{}') },
  );
}

const QUERY_KEYS = ['month', 'page', 'limit', 'after', 'from', 'to', 'status', 'staffId', 'serviceId', 'date', 'search', 'filter'];
const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    'a',
    '9999-12',
    '0000-01',
    '2026-13',
    '2026-01',
    '2026-01-05',
    '9999-12-31',
    '-1',
    '0',
    '1e400',
    'all',
    'pending,xyz',
    '%00',
    '\u0000',
    'z'.repeat(4000),
    // Cursor tokens (docs/product/api.md 'Cursor pages'): well formed, past PostgreSQL's range, half written.
    '1790000000000000_5',
    '99999999999999999_2147483647',
    '12_',
    '_3',
  ),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
);

/** A query string: known and unknown keys, repeated keys, garbage values. */
export const queryString: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), queryValue), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

/** Mostly the caller's own ids (so the route is reached), sometimes ids that cannot name anything. */
export function pathFor(route: RouteInfo, ids: VictimIds): fc.Arbitrary<string> {
  const own = fillPath(route.path, ids);
  const odd = fc.constantFrom('abc', '-1', '0', '99999999999', '1.5', '%00', ' ').map((seg) => route.path.replace(/:[^/]+/g, encodeURIComponent(seg)));
  return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: odd });
}

export interface FuzzStats {
  requests: number;
  byStatus: Record<string, number>;
  /** Time spent per route (ids folded), for FUZZ_REPORT: where a slow run goes. */
  msByRoute: Record<string, number>;
  failures: string[];
}

/**
 * The words of every text the run has written (strings inside the bodies sent): a message may echo them (a service
 * named '[1,null]' by an earlier body, in 'O 1º serviço ([1,null] às 15:00) não cabe'), and they are the run's data,
 * not the server's language. JSON's own literals outside strings are not words written.
 */
const writtenWords = new Set<string>();

function rememberWritten(body: string | undefined): void {
  if (body === undefined) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const w of v.match(/[A-Za-zÀ-ÿ]+/g) ?? []) writtenWords.add(w.toLowerCase());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(parsed);
}

/** What is wrong with an answer: a 5xx, a 4xx without `{ message: string }`, or one with English words; else null. */
function answerProblem(status: number, message: unknown): string | null {
  if (status >= 500) return 'erro do servidor';
  if (status < 400) return null;
  if (typeof message !== 'string' || !message.trim()) return 'sem { message }';
  const english = englishWords(message).filter((w) => !writtenWords.has(w.toLowerCase()));
  return english.length ? `em inglês (${english.join(', ')})` : null;
}

/** Sends one request and records what is wrong with the answer (see answerProblem). */
export async function probe(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body: string | undefined,
  stats: FuzzStats,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const started = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: { cookie, ...extraHeaders, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await res.text();
  rememberWritten(body);
  stats.requests += 1;
  const route = `${method} ${path.split('?')[0]!.replace(/\/\d+/g, '/:n')}`;
  stats.msByRoute[route] = Math.round((stats.msByRoute[route] ?? 0) + performance.now() - started);
  stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown })?.message;
  } catch {
    message = undefined;
  }
  const problem = answerProblem(res.status, message);
  if (problem) stats.failures.push(`${problem}: ${method} ${path.slice(0, 120)} ${(body ?? '').slice(0, 200)} -> ${res.status} ${text.slice(0, 200)}`);
}
