// The run's figures, written between the markers of bench/README.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { here, QUICK, RATE, SCALE } from './settings.mjs';

export function writeReadme({ results, booked, closes, reports, live, cost, firstVisit, agendaGrid, info }) {
  const file = join(here, 'README.md');
  const start = '<!-- bench:results -->';
  const end = '<!-- /bench:results -->';
  const rows = results
    .map(
      ({ label, api, bare, apiRate, bareRate }) =>
        `| ${label} | ${api.rps.toFixed(0)} | ${bare.rps.toFixed(0)} | ${(api.rps / bare.rps).toFixed(2)} | ${apiRate.p50} / ${apiRate.p99} | ${bareRate.p50} / ${bareRate.p99} |`,
    )
    .join('\n');
  const block = `${start}
Last run: ${new Date().toISOString()}${QUICK ? ' (--quick)' : ''} — ${SCALE.establishments} establishments, ${info.appointments} appointments (${info.monthRows} of the busy establishment in ${info.month}), seeded in ${info.seedSeconds.toFixed(0)} s (${info.comandas.seconds.toFixed(0)} s of it the busy salon's ${info.comandas.closed} closed comandas); ${info.ledgerSeconds === null ? 'revenue ledger not rebuilt (no `revenue:rebuild` in the CLI)' : `revenue ledger rebuilt in ${info.ledgerSeconds.toFixed(0)} s`}; whole run ${info.total.toFixed(0)} s; Node ${process.version}; **load average before the run: ${info.load0}** (${cpus().length} cores).

| scenario | API req/s (saturated) | bare req/s | API / bare | API p50 / p99 at ${RATE} req/s (ms) | bare p50 / p99 at ${RATE} req/s (ms) |
|---|---|---|---|---|---|
${rows}

- Month list in PostgreSQL at ${info.monthRows} rows a month (EXPLAIN ANALYZE, best of 5): total ${cost.count.toFixed(2)} ms, first page ${cost.first.toFixed(2)} ms, last page ${cost.last.toFixed(2)} ms.
- Bookings (POST /api/appointments, 50 connections, every slot asked twice at once, 50 staff, after ${booked.warmUp.attempts} unmeasured attempts on another month, ${booked.warmUp.seconds.toFixed(1)} s at ${booked.warmUp.perSecond.toFixed(0)} bookings/s): **${booked.perSecond.toFixed(0)} bookings/s** created out of ${booked.requestsPerSecond.toFixed(0)} attempts/s (${booked.created} created, ${booked.refused} answered 409, ${booked.other} other; p50 ${booked.p50} ms, p99 ${booked.p99} ms), **${booked.doubles} double bookings**; 200 concurrent attempts on one slot: **${booked.oneSlot.created} created**, ${booked.oneSlot.refused} answered 409, ${booked.oneSlot.other} other.
${closesLine(closes)}
${reportsLine(reports)}
- Live fan-out (2 API instances, Redis, ${live.sockets} WebSockets over ${live.establishments} establishments, one booking each): ${live.deliveries} of ${live.sockets} deliveries, event latency from the POST **p50 ${live.p50.toFixed(1)} ms, p99 ${live.p99.toFixed(1)} ms** (max ${live.max.toFixed(1)}; the booking's answer p50 ${live.answered.p50.toFixed(1)} / p99 ${live.answered.p99.toFixed(1)} ms of it, from the answer to the socket p50 ${live.afterAnswer.p50.toFixed(1)} / p99 ${live.afterAnswer.p99.toFixed(1)} ms), missing ${live.missing}, **delivered to another establishment: ${live.crossed}**.
${firstVisitLines(firstVisit)}
${agendaGridLine(agendaGrid)}
${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const next = text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${text}\n${block}\n`;
  writeFileSync(file, next);
  console.log('resultados gravados em bench/README.md');
}

function closesLine(c) {
  return `- Comanda closes (comandas.mjs; busy salon, one service + one product each, paid in PIX, ${c.comandas} opened and paid through the API at ${c.openedPerSecond.toFixed(0)}/s): at ${c.rate.offered} closes/s offered, **${c.rate.perSecond.toFixed(0)} closes/s** (${c.rate.closed} closed, ${c.rate.bad} not 2xx), p50 ${c.rate.p50} ms, p99 ${c.rate.p99} ms (target ≥ 300 closes/s); saturated (50 connections) ${c.saturated.perSecond.toFixed(0)} closes/s, p50 ${c.saturated.p50} ms, p99 ${c.saturated.p99} ms; ${c.race.requests} concurrent closes of ${c.race.comandas} comandas: ${c.race.closed} closed, ${c.race.refused} answered 409, ${c.race.other} other; in PostgreSQL ${c.closedInDb} of ${c.expected} closed, **${c.doubles} closed twice**.`;
}

function reportsLine(r) {
  const each = r.rows.map((x) => `${x.label} ${x.median} / ${x.max} ms`).join('; ');
  return `- Reports (reports.mjs), a year of the busy salon (${r.from} to ${r.to}: ${r.closedComandas} closed comandas, ${r.refundedComandas} of them refunded) with the previous year to compare, one request at a time, median / max of ${r.runs}: ${each}; **slowest ${r.slowest} ms** (target ≤ 300 ms each).`;
}

function agendaGridLine(grid) {
  if (!grid) return '- Front desk grid: not measured in this run (no built shell or Chromium).';
  return `- Front desk grid (agenda-grid.mjs), ${grid.staff} professionals and ${grid.appointments} appointments on one day, 1366 px (medians of ${grid.runs}): **interactive ${grid.interactive} ms after the day's answer** (target ≤ 150 ms), a click on an empty cell opens the booking dialog in ${grid.dialog} ms.`;
}

function firstVisitLines(firstVisit) {
  if (!firstVisit.rows) return `- First visit to /dashboard: not measured in this run (missing ${firstVisit.missing}).`;
  const rows = firstVisit.rows.map((r) => `| ${r.name} | ${r.figures} ms | ${r.lcp} ms | ${r.files} |`).join('\n');
  return `- First visit to /dashboard in Chromium, cold cache, as a returning owner (first-visit.mjs; medians of ${firstVisit.rows[0]?.runs}):

| condition | figures visible | LCP | script files |
|---|---|---|---|
${rows}`;
}
