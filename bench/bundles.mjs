#!/usr/bin/env node
// Bundle sizes of a first visit, measured in Chromium against the built product (docs/product/limits.md ('Speed budgets')):
// gzip bytes of every JavaScript file downloaded for /login and for /dashboard (shell and remotes
// counted), and proof that React DOM and antd's ConfigProvider context are downloaded exactly once.
// Budgets (libs/web-build/first-visit-js.cjs, which measures): /login <= 200 KB, /dashboard <= 300 KB, the public
// booking page (docs/product/screens.md ('Agendamento online')) <= 150 KB. It measures; e2e/tests/first-visit.spec.ts
// fails `npm test` over a budget. `--all` lists every file downloaded, not only the largest six.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startProduct } from './product.mjs';

const require = createRequire(import.meta.url);
const { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } = require('../libs/web-build/chromium.cjs');
// The one measuring code and the budgets, shared with the e2e test that enforces them (e2e/tests/first-visit.spec.ts).
const { budgetOf, collectScripts } = require('../libs/web-build/first-visit-js.cjs');

const PORT = Number(process.env.BENCH_PORT || 3877);
const BASE = `http://127.0.0.1:${PORT}`;

async function firstVisit(browser, path, login) {
  const context = await browser.newContext();
  if (login) {
    const res = await context.request.post(`${BASE}/api/login`, { data: login });
    const body = await res.json();
    const user = body.user ?? body; // what /login stores
    await context.addInitScript((u) => localStorage.setItem('user', JSON.stringify(u)), user);
  }
  const page = await context.newPage();
  const result = collectScripts(page);
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const r = await result();
  await context.close();
  return { path, ...r };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const api = await startProduct(PORT);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
try {
  for (const [path, login] of [
    ['/login', null],
    ['/dashboard', { email: 'admin@salao.demo', password: 'salao123' }],
    ['/agendar/studio-bela-demo', null],
  ]) {
    const r = await firstVisit(browser, path, login);
    const verdict = r.total <= budgetOf(path) ? 'within' : 'OVER';
    console.log(`${path}: ${kb(r.total)} gzip JS in ${r.files} files (${verdict} budget ${kb(budgetOf(path))}); repeated downloads: ${r.duplicates}`);
    for (const [name, count] of Object.entries(r.markers)) console.log(`  ${name}: downloaded in ${count} file(s)`);
    for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, process.argv.includes('--all') ? Infinity : 6))
      console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
  }
} finally {
  await browser.close();
  api.kill('SIGTERM');
}
