// Comanda closes on the busy salon (docs/product/api.md, 'Checkouts'): many comandas opened and paid through the
// API, then closed at a fixed offered rate (open loop) and at saturation, each closing one transaction of
// incomes, stock and events; then the same comandas raced by concurrent closes, and a count in PostgreSQL that
// each comanda was closed once (one set of incomes and one stock movement per comanda, never two).
import { randomUUID } from 'node:crypto';
import { openLoop } from './open-loop.mjs';
import { percentile } from './processes.mjs';
import { CONNECTIONS, QUICK } from './settings.mjs';

/** The offered rate of closes: docs/product/limits.md asks ≥ 300 closes/s on the busy salon. */
export const CLOSE_RATE = 300;
const RATE_SECONDS = QUICK ? 3 : 8;
const SATURATED = QUICK ? 600 : 1500;
/** Comandas raced: each closed by RACERS requests at once (a double click, a retry in another tab). */
const RACED = 20;
const RACERS = 10;
/** Each comanda: one service by its professional and one product, paid in PIX: two incomes (services, products). */
const INCOMES_PER_COMANDA = 2;

export async function comandaCloses(apiUrl, cookie, data, db) {
  const { busy } = data;
  const products = (await db.query(`SELECT id FROM products WHERE establishment_id = $1 ORDER BY id`, [busy.id])).rows.map((r) => r.id);
  // Room for the scenario's sales in every product (the seed holds 1 or 20 units each).
  await db.query(`UPDATE products SET current_stock = current_stock + 100000 WHERE establishment_id = $1`, [busy.id]);
  const headers = { cookie, 'content-type': 'application/json' };
  const post = async (path, body) => {
    const res = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${path} respondeu ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  // Open and pay, 32 at a time.
  const atRate = Math.round(CLOSE_RATE * RATE_SECONDS);
  const total = atRate + SATURATED + RACED;
  const ids = new Array(total);
  let next = 0;
  const opening = performance.now();
  const worker = async () => {
    while (next < total) {
      const k = next++;
      const c = await post('/api/checkouts', {
        clientId: busy.clientIds[k % busy.clientIds.length],
        items: [
          { type: 'service', serviceId: busy.serviceIds[k % busy.serviceIds.length], staffId: busy.staffIds[k % busy.staffIds.length], quantity: 1 },
          { type: 'product', productId: products[k % products.length], quantity: 1 },
        ],
      });
      await post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: c.total });
      ids[k] = c.id;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  const openedPerSecond = total / ((performance.now() - opening) / 1000);

  // At the fixed offered rate: comanda k's close leaves at start + k / rate.
  const rated = ids.slice(0, atRate);
  const rate = await openLoop({
    url: apiUrl,
    paths: rated.map((id) => `/api/checkouts/${id}/close`),
    headers: { cookie },
    method: 'POST',
    bodyOf: () => '{}',
    headersOf: () => ({ 'idempotency-key': randomUUID() }),
    rate: CLOSE_RATE,
    seconds: RATE_SECONDS,
  });

  // At saturation: CONNECTIONS closes in flight until every comanda of the batch is closed.
  const batch = ids.slice(atRate, atRate + SATURATED);
  const latencies = [];
  const statuses = {};
  let taken = 0;
  const saturating = performance.now();
  const closer = async () => {
    while (taken < batch.length) {
      const id = batch[taken++];
      const at = performance.now();
      const res = await fetch(`${apiUrl}/api/checkouts/${id}/close`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: '{}' });
      await res.arrayBuffer();
      latencies.push(performance.now() - at);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, closer));
  const saturatedSeconds = (performance.now() - saturating) / 1000;
  latencies.sort((a, b) => a - b);

  // The race: RACERS closes of each of RACED comandas at once, each with its own key (separate clicks).
  const raced = ids.slice(atRate + SATURATED);
  const answers = await Promise.all(
    raced.flatMap((id) =>
      Array.from({ length: RACERS }, () =>
        fetch(`${apiUrl}/api/checkouts/${id}/close`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: '{}' }).then(
          async (res) => (await res.arrayBuffer(), res.status),
        ),
      ),
    ),
  );
  const count = (status) => answers.filter((s) => s === status).length;

  // Each comanda closed once: its own set of incomes (INCOMES_PER_COMANDA) and one stock movement, none twice.
  const [check] = (
    await db.query(
      `SELECT count(*) FILTER (WHERE c.status = 'closed')::int AS closed,
              count(*) FILTER (WHERE c.status = 'closed' AND cardinality(c.transaction_ids) <> $3)::int AS "wrongSets",
              (SELECT count(*)::int FROM transactions t WHERE t.establishment_id = $1 AND t.type = 'income' AND t.description LIKE 'Comanda #%') AS incomes,
              (SELECT count(*)::int FROM stock_movements s WHERE s.establishment_id = $1 AND s.kind = 'checkout') AS moves
         FROM checkouts c WHERE c.establishment_id = $1 AND c.id = ANY($2::int[])`,
      [busy.id, ids, INCOMES_PER_COMANDA],
    )
  ).rows;
  const doubles = Math.max(0, check.incomes - INCOMES_PER_COMANDA * check.closed) + Math.max(0, check.moves - check.closed) + check.wrongSets;
  return {
    comandas: total,
    openedPerSecond,
    rate: {
      offered: CLOSE_RATE,
      closed: rate.statuses[200] ?? 0,
      perSecond: (rate.statuses[200] ?? 0) / rate.elapsed,
      p50: rate.p50,
      p99: rate.p99,
      max: rate.max,
      bad: rate.bad,
      statuses: rate.statuses,
    },
    saturated: {
      closed: statuses[200] ?? 0,
      perSecond: (statuses[200] ?? 0) / saturatedSeconds,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      statuses,
    },
    race: { comandas: raced.length, requests: answers.length, closed: count(200), refused: count(409), other: answers.length - count(200) - count(409) },
    closedInDb: check.closed,
    expected: total,
    doubles,
  };
}
