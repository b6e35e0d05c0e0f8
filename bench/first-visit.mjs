#!/usr/bin/env node
// First visit to /dashboard in Chromium (docs/architecture.md ('First visit')), cold cache, as a returning owner (session cookie and the
// stored user, no cached files): when the figures show (the 'Receita Hoje' card holds an R$ value), the LCP, and
// the order of the calls that got there. On localhost, then with 100 ms round trips and 1.6 Mbps throttled
// through the DevTools protocol; each over HTTP/1.1 as `npm start` serves it and over HTTP/2 (TLS) in front of it.
// It measures; it does not assert (not part of `npm test`).
// Needs the built product (`npx nx run-many -t build`). `--runs N` (default 5) per condition; the median is printed.
// `--trace` also prints, for each condition's last run, every resource (start, end, bytes) and the long tasks;
// `--only 1,3` runs only those conditions (1 localhost, 2 throttled, 3 and 4 the same over HTTP/2);
// `--profile` writes that run's CPU profile to /tmp/salao-first-visit-<condition>.cpuprofile (Chrome DevTools opens it).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startHttp2Proxy } from './h2-proxy.mjs';
import { startProduct } from './product.mjs';

const { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } = createRequire(import.meta.url)('../libs/web-build/chromium.cjs');

const PORT = Number(process.env.BENCH_PORT || 3878);
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const TRACE = process.argv.includes('--trace');
const PROFILE = process.argv.includes('--profile');
// `--only 1,2`: only those conditions (numbered as in CONDITIONS, from 1).
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1].split(',').map(Number) : null;
const LOGIN = { email: 'admin@salao.demo', password: 'salao123' };
// 100 ms round trip, 1.6 Mbps down, 750 kbps up (DevTools' "Slow 4G"-like profile, fixed numbers).
const THROTTLED = { offline: false, latency: 100, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
// As `npm start` serves it (HTTP/1.1), then through HTTP/2 over TLS in front (h2-proxy.mjs), as in production.
const CONDITIONS = [
  { name: 'localhost', network: null, http2: false },
  { name: '100 ms RTT, 1.6 Mbps', network: THROTTLED, http2: false },
  { name: 'localhost, HTTP/2', network: null, http2: true },
  { name: '100 ms RTT, 1.6 Mbps, HTTP/2', network: THROTTLED, http2: true },
];

async function visit(browser, base, network, profile = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', ignoreHTTPSErrors: true });
  const res = await context.request.post(`${base}/api/login`, { data: LOGIN });
  const user = await res.json();
  await context.addInitScript((u) => {
    localStorage.setItem('user', JSON.stringify(u));
    // LCP as the browser reports it, kept for the end of the visit.
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__lcp = e.startTime;
        const el = e.element;
        const what = el
          ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').slice(0, 40)}"`
          : e.url;
        window.__lcpEntries = [...(window.__lcpEntries ?? []), `${Math.round(e.startTime)} ms, ${e.size} px²: ${what}`];
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  }, user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // When each API call left, in ms after the navigation started: a waterfall shows as growing gaps.
  const calls = [];
  let t0 = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) calls.push(`${path} @${Date.now() - t0}`);
  });
  let files = 0;
  page.on('response', (r) => r.request().resourceType() === 'script' && (files += 1));
  t0 = Date.now();
  await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
  await page.waitForFunction(() => /R\$\s?\d/.test(document.querySelector('[data-testid=card-income]')?.textContent ?? ''), null, {
    timeout: 60_000,
    polling: 'raf',
  });
  const figures = await page.evaluate(() => performance.now());
  const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : null;
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ path: e.name.replace(location.origin, ''), start: Math.round(e.startTime), end: Math.round(e.responseEnd), bytes: e.encodedBodySize })),
  );
  await page.waitForTimeout(300);
  const lcp = await page.evaluate(() => window.__lcp);
  const lcpEntries = await page.evaluate(() => window.__lcpEntries ?? []);
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return { figures, lcp, lcpEntries, files, apiCalls: calls, resources, longTasks, cpuProfile };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Opens /dashboard `runs` times per condition and returns each condition's medians (also printed). Starts and
 * stops its own product, HTTP/2 proxy and browser. `npm run bench` calls it last, for its results block.
 */
export async function measureFirstVisit({ runs = RUNS, only = ONLY, trace = TRACE, profile = PROFILE, port = PORT } = {}) {
  const http1 = `http://127.0.0.1:${port}`;
  const api = await startProduct(port);
  const proxy = await startHttp2Proxy(port + 1000, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  const out = [];
  try {
    await visit(browser, http1, null); // warm the server (first compile of prepared statements, file reads)
    for (const { name, network, http2 } of CONDITIONS.filter((_, i) => !only || only.includes(i + 1))) {
      const base = http2 ? proxy.url : http1;
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await visit(browser, base, network, profile && i === runs - 1));
      const last = results[results.length - 1];
      const row = {
        name,
        runs,
        figures: Math.round(median(results.map((r) => r.figures))),
        lcp: Math.round(median(results.map((r) => r.lcp))),
        files: last.files,
      };
      out.push(row);
      console.log(`/dashboard, ${name}, cold cache (median of ${runs}): figures visible ${row.figures} ms, LCP ${row.lcp} ms, ${row.files} script files`);
      console.log(`  API calls (ms after navigation, last run): ${last.apiCalls.join(', ')}`);
      if (trace) {
        console.log(`  last run: figures at ${Math.round(last.figures)} ms; start / end / bytes of every resource:`);
        for (const r of last.resources.sort((a, b) => a.start - b.start))
          console.log(`  ${String(r.start).padStart(6)} ${String(r.end).padStart(6)} ${String(r.bytes).padStart(8)}  ${r.path}`);
        console.log(`  long tasks [start, ms]: ${JSON.stringify(last.longTasks)}`);
        console.log(`  LCP candidates: ${last.lcpEntries.join('; ')}`);
      }
      if (last.cpuProfile) {
        const file = join(tmpdir(), `salao-first-visit-${name.replace(/\W+/g, '-')}.cpuprofile`);
        writeFileSync(file, JSON.stringify(last.cpuProfile));
        console.log(`  CPU profile of the last run: ${file}`);
      }
    }
  } finally {
    await browser.close();
    await proxy.close();
    api.kill('SIGTERM');
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await measureFirstVisit();
