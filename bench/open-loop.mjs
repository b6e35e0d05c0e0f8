// A fixed offered rate, evenly spaced: request k leaves at start + k / rate, whatever happened to the earlier
// ones (open loop), and its latency runs from that intended moment, so a stalled server or a late generator
// shows in the figures instead of hiding them (no coordinated omission).
//
// Why not autocannon's `overallRate`: it gives each connection rate / connections per second and resets the
// count on a 1 s timer, so 50 connections send their share back to back at the top of every second. 200 req/s
// becomes a burst of 200 simultaneous requests once a second, and its p99 measures that burst's queue
// (finance stats read 283 ms there and 17 ms here, same server, same minute).
import http from 'node:http';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * Offers `rate` requests per second for `seconds` over keep-alive connections (at most `connections` open: a
 * request finding them all busy waits, and the wait counts). Answers p50/p99/max in ms, the count and the non-2xx,
 * the count of each status and the seconds from the first request's moment to the last answer. A write passes
 * `method` and `bodyOf(k)` (request k's JSON body) and may add headers per request (`headersOf(k)`).
 */
export function openLoop({ url, paths, headers = {}, rate, seconds, connections = 64, method = 'GET', bodyOf, headersOf }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = {};
  let bad = 0;
  return new Promise((resolve) => {
    const start = performance.now() + 20;
    let sent = 0;
    let done = 0;
    const finish = (intended, status) => {
      latencies.push(performance.now() - intended);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!(status >= 200 && status < 300)) bad += 1;
      if (++done === total) {
        agent.destroy();
        latencies.sort((a, b) => a - b);
        resolve({
          p50: round(percentile(latencies, 50)),
          p99: round(percentile(latencies, 99)),
          max: round(latencies.at(-1)),
          requests: total,
          bad,
          rps: rate,
          statuses,
          elapsed: (performance.now() - start) / 1000,
        });
      }
    };
    const fire = (k) => {
      const intended = start + k * interval;
      const body = bodyOf?.(k);
      const all = { ...headers, ...headersOf?.(k), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
      const req = http.request({ host: base.hostname, port: base.port, path: paths[k % paths.length], method, headers: all, agent }, (res) => {
        res.resume();
        res.on('end', () => finish(intended, res.statusCode));
      });
      req.setTimeout(30000, () => req.destroy(new Error('timeout')));
      req.on('error', () => finish(intended, 0));
      req.end(body);
    };
    // Timers fire late, never early: each tick sends every request whose moment has come.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) fire(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}

const round = (ms) => Math.round(ms * 10) / 10;
