#!/usr/bin/env node
// Bundle sizes of a first visit, measured in Chromium against the built product (docs/product/limits.md ('Speed budgets')):
// gzip bytes of every JavaScript file downloaded for /login and for /dashboard (shell and remotes
// counted), and proof that React DOM and antd's ConfigProvider context are downloaded exactly once.
// Budgets: /login <= 250 KB, /dashboard <= 500 KB, the public booking page (docs/product/screens.md ('Agendamento online')) <= 150 KB.
// It measures; it does not fail a build. `--all` lists every file downloaded, not only the largest six.
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startProduct } from './product.mjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = createRequire(import.meta.url)('../libs/web-build/chromium.cjs');

const PORT = Number(process.env.BENCH_PORT || 3877);
const BASE = `http://127.0.0.1:${PORT}`;
const MARKERS = {
  'react-dom': '__reactContainer$',
  'antd ConfigContext': '"outlined","borderless","filled","underlined"',
};

async function firstVisit(browser, path, login) {
  const context = await browser.newContext();
  if (login) {
    const res = await context.request.post(`${BASE}/api/login`, { data: login });
    const user = await res.json();
    await context.addInitScript((u) => localStorage.setItem('user', JSON.stringify(u)), user);
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url().replace(BASE, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
    } catch {
      /* aborted or redirected: not downloaded */
    }
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const urls = scripts.map((s) => s.url);
  const markers = Object.fromEntries(Object.entries(MARKERS).map(([name, marker]) => [name, scripts.filter((s) => s.text.includes(marker)).length]));
  return { path, files: scripts.length, total, duplicates: urls.length - new Set(urls).size, markers, scripts };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const api = await startProduct(PORT);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const budgets = { '/login': 250 * 1024, '/dashboard': 500 * 1024, '/agendar/studio-bela-demo': 150 * 1024 };
  for (const [path, login] of [
    ['/login', null],
    ['/dashboard', { email: 'admin@salao.demo', password: 'salao123' }],
    ['/agendar/studio-bela-demo', null],
  ]) {
    const r = await firstVisit(browser, path, login);
    const verdict = r.total <= budgets[path] ? 'within' : 'OVER';
    console.log(`${path}: ${kb(r.total)} gzip JS in ${r.files} files (${verdict} budget ${kb(budgets[path])}); repeated downloads: ${r.duplicates}`);
    for (const [name, count] of Object.entries(r.markers)) console.log(`  ${name}: downloaded in ${count} file(s)`);
    for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, process.argv.includes('--all') ? Infinity : 6))
      console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
  }
} finally {
  await browser.close();
  api.kill('SIGTERM');
}
