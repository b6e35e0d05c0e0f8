// The reports over a year of the busy salon (docs/product/reports.md, 'Speed'): each advanced report asked for the
// last 365 days with the previous period to compare (twice the rows), one request at a time after a warm-up, so
// the figure is the report's own latency, not a queue's. Target: each ≤ 300 ms. The busy salon's year holds its
// appointments and transactions, a closed comanda for each past completed visit (seed-comandas.mjs) and, unless
// `--only=reports`, the comandas of comandas.mjs's run; how many closed comandas the year holds is printed with the
// figures, since the revenue report's time grows with it.

/** Each report by the grouping its screen opens with; revenue also by month and by payment method. */
const REPORTS = [
  ['revenue', 'groupBy=professional'],
  ['revenue', 'groupBy=month'],
  ['revenue', 'groupBy=method'],
  ['occupancy', 'groupBy=professional'],
  ['retention', 'groupBy=professional'],
  ['attendance', 'groupBy=professional'],
  ['clients', 'groupBy=top'],
  ['products', 'groupBy=product'],
  ['commissions', 'groupBy=professional'],
  ['dre', 'groupBy=month'],
];
const RUNS = 5;
export const REPORT_TARGET_MS = 300;

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

export async function reportLatencies(apiUrl, cookie, db, establishmentId) {
  const to = isoDay(Date.now());
  const from = isoDay(Date.now() - 364 * 86_400_000);
  // The period as the API reads it: the salon's local days from `from` to `to`, both whole.
  const [counted] = (
    await db.query(
      `SELECT count(*)::int AS closed, count(*) FILTER (WHERE c.status = 'refunded')::int AS refunded
         FROM checkouts c JOIN establishments e ON e.id = c.establishment_id
        WHERE c.establishment_id = $1 AND c.status IN ('closed', 'refunded')
          AND c.closed_at >= $2::date::timestamp AT TIME ZONE e.timezone AND c.closed_at < ($3::date + 1)::timestamp AT TIME ZONE e.timezone`,
      [establishmentId, from, to],
    )
  ).rows;
  const rows = [];
  for (const [name, extra] of REPORTS) {
    const path = `/api/reports/${name}?from=${from}&to=${to}&compare=previous${extra ? `&${extra}` : ''}`;
    const times = [];
    let rowsAnswered = 0;
    for (let k = 0; k <= RUNS; k++) {
      const at = performance.now();
      const res = await fetch(`${apiUrl}${path}`, { headers: { cookie } });
      const body = await res.json();
      if (!res.ok) throw new Error(`${path} respondeu ${res.status} ${JSON.stringify(body)}`);
      // The first answer warms the plan and the cache; the next RUNS are measured.
      if (k > 0) times.push(performance.now() - at);
      rowsAnswered = body.rows.length;
    }
    times.sort((a, b) => a - b);
    rows.push({
      label: `${name}${extra ? ` (${extra})` : ''}`,
      median: Math.round(times[Math.floor(times.length / 2)]),
      max: Math.round(times[times.length - 1]),
      rows: rowsAnswered,
    });
  }
  return {
    from,
    to,
    runs: RUNS,
    rows,
    slowest: Math.max(...rows.map((r) => r.max)),
    closedComandas: counted.closed,
    refundedComandas: counted.refunded,
  };
}
