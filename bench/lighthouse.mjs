#!/usr/bin/env node
// Lighthouse, the outside auditor (bench/README.md, 'Lighthouse'), on the built product: the landing page, /login,
// /dashboard and /agendamentos as the demo admin, and the public booking page; each `runs` times (default 3) with the
// mobile preset (Lighthouse's default) and the desktop one, categories performance, accessibility, best practices
// and SEO. Prints the medians beside the targets (docs/product/limits.md, 'Speed budgets'); it measures, it does not
// assert. The raw JSON reports go to a temporary folder (printed), never to git.
// Needs the built product (`npx nx run-many -t build`) and Chromium. `--runs N` per page and preset, `--pages a,b` a few.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// chrome-launcher and puppeteer-core come with lighthouse: the same copies it drives the page with.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { startProduct } from './product.mjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = createRequire(import.meta.url)('../libs/web-build/chromium.cjs');

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT || 3880);
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const LOGIN = { email: 'admin@salao.demo', password: 'salao123' };
const DEMO_SLUG = 'studio-bela-demo';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ALL_PAGES = [
  { path: '/', login: false },
  { path: '/login', login: false },
  { path: '/dashboard', login: true },
  { path: '/agendamentos', login: true },
  { path: `/agendar/${DEMO_SLUG}`, login: false },
];
// `--pages /dashboard,/agendamentos` audits only those (an iteration on one page); a path matches by its start.
const pagesArg = process.argv.indexOf('--pages');
const wanted = pagesArg > 0 ? process.argv[pagesArg + 1].split(',') : null;
const PAGES = wanted ? ALL_PAGES.filter((p) => wanted.some((w) => (w === '/' ? p.path === '/' : p.path.startsWith(w)))) : ALL_PAGES;
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
/** Minimum score (×100) per category; performance depends on the preset. */
const TARGETS = { performance: { mobile: 90, desktop: 98 }, accessibility: 98, 'best-practices': 98, seo: 98 };
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const target = (category, preset) => (typeof TARGETS[category] === 'number' ? TARGETS[category] : TARGETS[category][preset]);

/** The session cookie and the stored user, as the login form leaves them. */
async function signIn(base) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LOGIN) });
  if (!res.ok) throw new Error(`login falhou: ${res.status} ${await res.text()}`);
  const answer = await res.json();
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return { cookie, cookies, user: answer.user ?? answer };
}

/**
 * One Lighthouse run on a fresh tab. Signed in: the stored user goes into the origin's localStorage first (the
 * shell starts the authenticated area from it, shell/src/index.ts) and the session cookie into the browser's cookie
 * jar; Lighthouse's storage reset clears caches and service workers but keeps both. Not as an extra `Cookie` header:
 * the browser's own cookies (the app's `theme`) then replace it, and every call of the audit answered 401.
 */
async function audit(browser, base, page, preset, session) {
  const tab = await browser.newPage();
  try {
    // An anonymous page is audited as a first visit: no user left in localStorage by a signed-in audit before it
    // (the shell would check that stale user's session and log two 401s, which is another visit than the one measured).
    await tab.goto(`${base}/api/health`);
    await tab.evaluate((u) => (u ? localStorage.setItem('user', u) : localStorage.removeItem('user')), page.login ? JSON.stringify(session.user) : null);
    const jar = await tab.cookies();
    if (jar.length) await tab.deleteCookie(...jar);
    if (page.login) await tab.setCookie(...session.cookies.map(({ name, value }) => ({ name, value, url: base })));
    const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(`${base}${page.path}`, flags, preset.config, tab);
    return result.lhr;
  } finally {
    await tab.close();
  }
}

function summarize(lhrs, preset) {
  const row = { scores: {}, metrics: {}, failing: new Set(), errors: [] };
  // A run whose score or metric is missing (an error) stays out of its median.
  const known = (xs) => xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  for (const c of CATEGORIES) row.scores[c] = Math.round(100 * (median(known(lhrs.map((l) => l.categories[c]?.score))) ?? 0));
  for (const [label, id] of METRICS) row.metrics[label] = median(known(lhrs.map((l) => l.audits[id]?.numericValue))) ?? NaN;
  for (const l of lhrs) {
    if (l.runtimeError) row.errors.push(l.runtimeError.message);
    // Audits under full marks in the categories that miss their target: where the points went.
    for (const c of CATEGORIES.filter((k) => row.scores[k] < target(k, preset)))
      for (const ref of l.categories[c]?.auditRefs ?? []) {
        const a = l.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) row.failing.add(`${c}: ${ref.id}`);
      }
  }
  return row;
}

function printTable(rows, runs) {
  console.log(`\nLighthouse ${runs}× por página e preset (medianas; meta: performance ≥ 90 mobile, ≥ 98 desktop; demais ≥ 98)\n`);
  console.log('| página | preset | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | FCP (ms) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const cell = (c) => `${r.scores[c]} ${r.scores[c] >= target(c, r.preset) ? 'OK' : 'MISS'} (≥ ${target(c, r.preset)})`;
    const m = r.metrics;
    console.log(
      `| ${r.path} | ${r.preset} | ${CATEGORIES.map(cell).join(' | ')} | ${Math.round(m.LCP)} | ${Math.round(m.TBT)} | ${m.CLS.toFixed(3)} | ${Math.round(m.FCP)} |`,
    );
  }
  for (const r of rows) {
    if (r.errors.length) console.log(`  ${r.path} ${r.preset}: erro do Lighthouse: ${[...new Set(r.errors)].join('; ')}`);
    if (r.failing.size) console.log(`  ${r.path} ${r.preset}, auditorias abaixo de 1: ${[...r.failing].join(', ')}`);
  }
}

/** Starts its own product and Chromium, audits every page × preset `runs` times (interleaved), prints and returns the medians. */
export async function measureLighthouse({ runs = RUNS, port = PORT } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const out = mkdtempSync(join(tmpdir(), 'salao-lighthouse-'));
  const api = await startProduct(port);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const lhrs = new Map();
  try {
    const session = await signIn(base);
    // The server's first answers (file reads, prepared statements) outside the measured runs.
    for (const p of PAGES) await fetch(`${base}${p.path}`, { headers: p.login ? { cookie: session.cookie } : {} });
    // Interleaved, run by run: a busy minute on a shared machine spreads over every page instead of sinking one.
    for (let i = 0; i < runs; i++)
      for (const preset of PRESETS)
        for (const page of PAGES) {
          const started = Date.now();
          const key = `${page.path} ${preset.name}`;
          // A trace without its navigation start (NO_NAVSTART) happens on a loaded machine: that run is taken again, twice at most.
          let lhr = await audit(browser, base, page, preset, session);
          for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
            console.log(`  ${i + 1}/${runs} ${key}: ${lhr.runtimeError.code}, de novo`);
            lhr = await audit(browser, base, page, preset, session);
          }
          lhrs.set(key, [...(lhrs.get(key) ?? []), lhr]);
          writeFileSync(join(out, `${page.path === '/' ? 'root' : page.path.slice(1).replace(/\W+/g, '_')}-${preset.name}-${i + 1}.json`), JSON.stringify(lhr));
          const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)).join('/');
          console.log(`  ${i + 1}/${runs} ${key}: ${scores} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        }
  } finally {
    await browser.disconnect();
    chrome.kill();
    api.kill('SIGTERM');
  }
  const rows = PRESETS.flatMap((preset) =>
    PAGES.map((page) => ({ path: page.path, preset: preset.name, ...summarize(lhrs.get(`${page.path} ${preset.name}`), preset.name) })),
  );
  printTable(rows, runs);
  console.log(`\nrelatórios JSON do Lighthouse: ${out}`);
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await measureLighthouse();
