// The advanced reports on the busy salon (docs/product/reports.md, 'Speed'): each report over the last 365 days,
// asked one at a time a few times after a warm-up, with the comandas the comandas step closed. Measured, not asserted.
import { percentile } from './processes.mjs';
import { QUICK } from './settings.mjs';

const REPORTS = [
  ['revenue', 'groupBy=month'],
  ['revenue', 'groupBy=professional'],
  ['revenue', 'groupBy=method'],
  ['occupancy', 'groupBy=professional'],
  ['retention', 'groupBy=professional'],
  ['attendance', 'groupBy=professional'],
  ['clients', 'groupBy=top'],
  ['products', 'groupBy=product'],
  ['commissions', 'groupBy=professional'],
  ['dre', 'groupBy=month'],
];

const day = (ms) => new Date(ms).toISOString().slice(0, 10);

export async function measureReports(apiUrl, cookie) {
  const runs = QUICK ? 3 : 7;
  const to = day(Date.now());
  const from = day(Date.now() - 364 * 86_400_000);
  const rows = [];
  for (const [name, extra] of REPORTS) {
    const path = `/api/reports/${name}?from=${from}&to=${to}&${extra}`;
    const times = [];
    for (let i = 0; i <= runs; i += 1) {
      const started = performance.now();
      const res = await fetch(`${apiUrl}${path}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} respondeu ${res.status}`);
      if (i > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ label: `${name} (${extra.replace('groupBy=', 'por ')})`, p50: percentile(times, 50), max: times[times.length - 1] });
  }
  return rows;
}
