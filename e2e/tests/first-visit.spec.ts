import { expect, test, type Browser, type BrowserContext, type Page, type Route } from './fixtures';
import { loginAs } from './helpers';
import { BUDGETS_KB, budgetOf, collectScripts } from '../../libs/web-build/first-visit-js.cjs';

/** Holds the page's requests to `url` until the returned function is called. */
async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A browser context as a returning user has it: the session cookie and the stored user, no page open. */
async function returningUser(browser: Browser, login: { email: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext();
  const setup = await context.newPage();
  await loginAs(setup, login);
  await setup.close();
  return context;
}

// docs/architecture.md ('First visit'): a returning user's first visit does not wait session → permissions → remote code → figures.
// GET /api/session is held on purpose: everything else the dashboard needs must already be on its way.

for (const who of [
  { label: 'owner', login: 'admin', data: ['/api/dashboard/stats', '/api/dashboard/recent-appointments', '/api/dashboard/setup'] },
  { label: 'staff', login: 'staff', data: ['/api/staff/dashboard-data'] },
] as const) {
  test(
    `/dashboard (${who.label}): permissions, the remote's code and the first data load while the session is still being checked`,
    { tag: '@shell' },
    async ({ browser, demo }) => {
      const context = await returningUser(browser, demo[who.login]);

      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      const release = await hold(page, '**/api/session');

      await page.goto('/dashboard');
      const early = ['/api/establishment/permissions', '/remotes.json', ...who.data];
      await expect.poll(() => early.filter((path) => !requested.includes(path)), { timeout: 15_000 }).toEqual([]);
      await expect.poll(() => requested.some((path) => path.startsWith('/remotes/mf-agenda/'))).toBe(true);
      // The landing page's own code too (lazyPage.preload), not only the remote's route table.
      await expect
        .poll(() => requested.filter((path) => path.startsWith('/remotes/mf-agenda/js/') && !path.includes('__federation_expose_')).length)
        .toBeGreaterThan(0);
      expect(requested).toContain('/api/session'); // asked, and still unanswered
      release();

      if (who.label === 'owner') await expect(page.getByTestId('card-income')).toContainText(/R\$\s?\d/);
      else await expect(page.getByText('Agendamentos Realizados')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Each first call was made once: the page used what was fetched early instead of asking again.
      for (const path of ['/api/establishment/permissions', ...who.data]) expect([path, requested.filter((p) => p === path).length]).toEqual([path, 1]);
      await context.close();
    },
  );
}

test(
  "a returning owner's /dashboard arrives with its remote's files hinted, and each of them is downloaded once",
  { tag: '@shell' },
  async ({ browser, demo }) => {
    const context = await returningUser(browser, demo.admin);

    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // Chromium says so of a hint the page never used (a wasted download on a phone).
    const unused: string[] = [];
    page.on('console', (m) => (/preloaded using link preload but not used/.test(m.text()) ? unused.push(m.text()) : undefined));
    const response = await page.goto('/dashboard');
    const hinted = [...((await response?.allHeaders())?.link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);
    expect(hinted).toEqual(
      expect.arrayContaining([
        '/remotes.json',
        '/remotes/mf-agenda/mf-manifest.json',
        '/remotes/mf-agenda/remoteEntry.js',
        '/api/session',
        '/api/establishment/permissions',
      ]),
    );
    // The page's own code (page-assets.json), not only the remote's route table.
    expect(hinted.filter((p) => /^\/remotes\/mf-agenda\/js\/page-dashboard\.[0-9a-f]{8}\.js$/.test(p))).toHaveLength(1);
    await expect(page.getByTestId('card-income')).toContainText(/R\$\s?\d/);
    await page.waitForLoadState('networkidle');
    // A hint the runtime did not match (another credentials mode, say) would show as a second download.
    for (const path of hinted.filter((p) => p !== '/remotes.json')) expect([path, requested.filter((p) => p === path).length]).toEqual([path, 1]);
    // The shell provides antd's contexts; a remote's own copies are fallbacks that a page never downloads.
    expect(requested.filter((p) => /^\/remotes\/[^/]+\/js\/antd-contexts\./.test(p))).toEqual([]);
    // The shell's first code and shared modules are hinted too, and every hint is used (Chromium warns after ~3 s).
    expect(hinted.filter((p) => /^\/js\/bootstrap\.[0-9a-f]{8}\.js$/.test(p))).toHaveLength(1);
    await page.waitForTimeout(4_000);
    expect(unused).toEqual([]);
    await context.close();
  },
);

test("the owner's figures wait for the first-run checklist above them: nothing moves down when it arrives", { tag: '@shell' }, async ({ browser, demo }) => {
  const context = await returningUser(browser, demo.admin);
  const page = await context.newPage();
  const release = await hold(page, '**/api/dashboard/setup');
  const stats = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/stats');
  await page.goto('/dashboard');
  await stats;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(500);
  // The figures are here, the checklist is not: neither is drawn yet.
  await expect(page.getByTestId('card-income')).toHaveCount(0);
  release();
  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist).toBeVisible();
  await expect(page.getByTestId('card-income')).toContainText(/R\$\s?\d/);
  const [above, figures] = await Promise.all([checklist.boundingBox(), page.getByTestId('card-income').boundingBox()]);
  expect(above!.y + above!.height).toBeLessThanOrEqual(figures!.y);
  await context.close();
});

test("a returning user's area page paints the session check before any script, in the theme she chose", { tag: '@shell' }, async ({ browser, demo }) => {
  const context = await returningUser(browser, demo.admin);
  // A system in light, a user who chose dark (the app keeps the choice in localStorage).
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await expect(page.getByTestId('card-income')).toContainText(/R\$\s?\d/);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  // The next visit without any script: what shows is the first answer's HTML alone, in her theme (the app wrote
  // the theme it applies to a cookie).
  await page.route('**/*.js', (route: Route) => route.abort());
  await page.goto('/agendamentos');
  await expect(page.getByRole('status')).toHaveText('Verificando permissões...');
  expect(await page.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor])).toEqual([
    'dark',
    'rgb(0, 0, 0)',
  ]);
  await context.close();
});

test(
  "/agendamentos: the month's head and the day grid are drawn while antd is on its way, from one request for the day",
  { tag: '@shell' },
  async ({ browser, demo }) => {
    const context = await returningUser(browser, demo.admin);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 }); // the day grid beside the month calendar
    const dayRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/agenda/day') dayRequests.push(r.url());
    });
    // antd held: what shows meanwhile is the light kit's (docs/architecture.md, 'First visit').
    const release = await hold(page, /\/js\/antd-[^/]*\.js$/);
    await page.goto('/agendamentos');
    const month = page.getByTestId('calendar-month');
    await expect(month).toHaveText(/^[A-Z][a-zç]+ de \d{4}$/);
    await expect(page.getByRole('grid', { name: 'Agenda do dia' }).or(page.getByText('Nenhum profissional trabalha neste dia.'))).toBeVisible();
    await expect(page.locator('.ant-picker-calendar')).toHaveCount(0);
    // The head works before the days arrive, and is the same element once they have.
    const before = await month.innerText();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(month).not.toHaveText(before);
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await expect(month).toHaveText(before);
    const head = await month.elementHandle();
    release();
    await expect(page.locator('.ant-picker-calendar [data-day]').first()).toBeVisible();
    expect(await head!.evaluate((el) => el.isConnected)).toBe(true);
    await expect(page.getByTestId('calendar-month')).toHaveCount(1);
    // The page asked for today's grid as its code arrived; the grid used that answer instead of asking again.
    await page.waitForLoadState('networkidle');
    const today = dayRequests[0];
    expect(dayRequests.filter((url) => url === today)).toHaveLength(1);
    await context.close();
  },
);

test('a visitor (no stored user) asks for no data on a public page', { tag: '@shell' }, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test("the menu's code follows the landing page's, and a page that never arrives hides it for 3 s at most", { tag: '@shell' }, async ({ browser, demo }) => {
  const context = await returningUser(browser, demo.admin);

  const page = await context.newPage();
  // The landing page's own code (not the remote's entry or route table) is held.
  const release = await hold(page, /\/remotes\/mf-agenda\/js\/(?!__federation_expose_)/);
  const menuItem = page.getByRole('menuitem', { name: /Agendamentos/ });
  // The page's timers stand still until the test moves them: the 3 s cap cannot pass while a loaded machine is
  // still drawing the frame (with a real clock, a slow first paint used the cap up before the check).
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));

  await page.goto('/dashboard', { waitUntil: 'commit' }); // 'load' would wait for the held scripts
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(); // the frame and its title
  await expect(menuItem).toHaveCount(0);
  // The page is still held: the menu comes anyway, once the 3 s cap has passed.
  await page.clock.runFor(3000);
  await expect(menuItem).toBeVisible({ timeout: 10_000 });
  await page.clock.resume();
  release();
  await expect(page.getByTestId('card-income')).toContainText(/R\$\s?\d/);
  await context.close();
});

// docs/product/limits.md ('Speed budgets'): the JavaScript of a first visit, gzip, measured as `npm run bundles -w bench`
// measures it (the same code), fails the run over its budget. React DOM comes once; antd's ConfigProvider context
// never on /login, the dashboard or the booking page, drawn without antd.
for (const visit of [
  { path: '/login', login: null, marker: 0 },
  { path: '/dashboard', login: 'admin', marker: 0 },
  { path: '/agendar', login: null, marker: 0 },
] as const) {
  test(`a first visit to ${visit.path} downloads at most ${BUDGETS_KB[visit.path]} KB of gzip JavaScript`, { tag: '@shell' }, async ({ browser, demo }) => {
    const context = await browser.newContext(); // empty cache
    if (visit.login) {
      const answer = await context.request.post('/api/login', { data: demo[visit.login] });
      expect(answer.ok()).toBe(true);
      const body = (await answer.json()) as { user?: unknown };
      await context.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(body.user ?? body));
    }
    const page = await context.newPage();
    const result = collectScripts(page);
    const path = visit.path === '/agendar' ? `/agendar/${demo.slug}` : visit.path;
    await page.goto(path, { waitUntil: 'networkidle' });
    if (visit.path === '/dashboard') await expect(page.getByTestId('card-income')).toContainText(/R\$\s?\d/);
    await page.waitForLoadState('networkidle');
    const r = await result();
    await context.close();
    const largest = [...r.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    expect(r.total, `${kb(r.total)} in ${r.files} files; largest: ${largest.map((s) => `${s.url} ${kb(s.gzip)}`).join(', ')}`).toBeLessThanOrEqual(
      budgetOf(visit.path),
    );
    expect(r.duplicates).toBe(0);
    expect(r.markers).toEqual({ 'react-dom': 1, 'antd ConfigContext': visit.marker });
  });
}

test(
  "after the dashboard, drawn without antd, the first antd page brings antd's context once and draws in the app's theme",
  { tag: '@shell' },
  async ({ browser, demo }) => {
    const context = await returningUser(browser, demo.admin);
    const page = await context.newPage();
    const result = collectScripts(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('card-income')).toContainText(/R\$\s?\d/);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('menuitem', { name: /Clientes/ })
      .click();
    await expect(page).toHaveURL(/\/clientes$/);
    const add = page.getByRole('button', { name: 'Novo Cliente' });
    await expect(add).toBeVisible({ timeout: 30_000 });
    // antd's ConfigProvider with the app's brand colour (antd's default primary is blue, #1677ff).
    expect(await add.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(124, 58, 237)');
    const r = await result();
    expect(r.markers).toEqual({ 'react-dom': 1, 'antd ConfigContext': 1 });
    expect(r.duplicates).toBe(0);
    await context.close();
  },
);
