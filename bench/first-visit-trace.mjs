// One first visit to /dashboard as a returning owner, cold cache, and its timeline: every resource (start,
// end, bytes), the long tasks, and when the figures showed. `node bench/first-visit-trace.mjs [--throttled]
// [--profile]` (--profile writes the page's CPU profile to /tmp/prof/page.cpuprofile). first-visit.mjs gives the
// medians; this says where one visit's time went.
import { chromium } from 'playwright-core';
import { startProduct } from './product.mjs';
const PORT = 3879, BASE = `http://127.0.0.1:${PORT}`;
const throttled = process.argv.includes('--throttled');
const api = await startProduct(PORT);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
async function visit() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  const user = await (await context.request.post(`${BASE}/api/login`, { data: { email: 'admin@salao.demo', password: 'salao123' } })).json();
  await context.addInitScript((u) => { localStorage.setItem('user', JSON.stringify(u)); window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); }, user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const profiling = process.argv.includes('--profile') && globalThis.__measured;
  if (profiling) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.goto(`${BASE}/dashboard`, { waitUntil: 'commit' });
  await page.waitForFunction(() => /R\$\s?\d/.test(document.querySelector('[data-testid=card-income]')?.textContent ?? ''), null, { timeout: 60_000, polling: 'raf' });
  const figures = await page.evaluate(() => performance.now());
  if (profiling) { const { profile } = await cdp.send('Profiler.stop'); const fs = await import('node:fs'); fs.mkdirSync('/tmp/prof', { recursive: true }); fs.writeFileSync('/tmp/prof/page.cpuprofile', JSON.stringify(profile)); }
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.encodedBodySize]));
  const lt = await page.evaluate(() => window.__lt);
  await context.close();
  return { figures, entries, lt };
}
await visit();
globalThis.__measured = true;
const r = await visit();
console.log('figures', Math.round(r.figures));
for (const e of r.entries.sort((a, b) => a[1] - b[1])) console.log(String(e[1]).padStart(5), String(e[2]).padStart(5), String(e[3]).padStart(7), e[0]);
console.log('longtasks', JSON.stringify(r.lt));
await browser.close(); api.kill('SIGTERM');
