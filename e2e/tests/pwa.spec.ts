import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { loginAs } from './helpers';

// docs/product/overview.md ('PWA and push'): service worker, update banner, independent remote releases, installable manifest, offline shell.
const root = resolve(__dirname, '..', '..');
// This worker's server serves releases from here (tests/fixtures.ts).
// These tests are about the service worker: the config blocks it for every other spec.
test.use({ serviceWorkers: 'allow' });

const releasesDir = () => process.env.E2E_RELEASES_DIR!;

function release(...args: string[]): void {
  execFileSync(process.execPath, [join(root, 'scripts', 'release.mjs'), ...args, '--bump', 'none'], {
    env: { ...process.env, RELEASES_DIR: releasesDir() },
    stdio: 'pipe',
  });
}

function releasedManifest(): Record<string, { entry: string; version: string; requires: Record<string, string> }> {
  return JSON.parse(readFileSync(join(releasesDir(), 'remotes.json'), 'utf8'));
}

/** URLs the page downloads from now on. */
function downloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (res) => urls.push(res.url()));
  return urls;
}

async function controlledBySw(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

// The other spec files run against the remotes as built: forget every release made here.
test.afterEach(() => rmSync(join(releasesDir(), 'remotes.json'), { force: true }));

test('the service worker at /sw.js registers and controls the page', { tag: '@shell' }, async ({ page, demo }) => {
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  await loginAs(page, demo.admin);
  await controlledBySw(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test("a visitor's device gets no service worker; the public booking page offers no app to install", { tag: '@shell' }, async ({ page, demo }) => {
  const registrations = () => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));
  const sw = downloads(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await page.goto(`/agendar/${demo.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await registrations()).toBe(0);
  expect(sw.filter((url) => url.endsWith('/sw.js'))).toEqual([]);
  // Signing in installs it.
  await loginAs(page, demo.admin);
  await controlledBySw(page);
  expect(await registrations()).toBe(1);
});

test('the served /sw.js shows a pushed {title, body, url} as a notification', { tag: '@shell' }, async ({ page, context, baseURL, demo }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await loginAs(page, demo.admin);
  await controlledBySw(page);
  // A push as the push service would deliver it, through DevTools (no push service in the test).
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, { registrationId: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const r of event.registrations) registrations.set(r.scopeURL, r);
  });
  await cdp.send('ServiceWorker.enable');
  const scope = `${baseURL}/`;
  await expect.poll(() => registrations.get(scope)?.registrationId).toBeTruthy();
  const payload = { title: 'Novo agendamento pendente', body: 'Maria agendou Corte para 10/05 às 14:00', url: '/agendamentos' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: registrations.get(scope)!.registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url }));
    });
  await expect.poll(shown).toContainEqual(payload);
});

test("staff turn push on and off for this device in Segurança's 'Notificações'", { tag: '@shell' }, async ({ page, context, baseURL, demo }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  // Headless Chromium has no push service to subscribe with: the page's PushManager hands out a subscription
  // shaped like a real one (public https endpoint, a P-256 key), so the app's own subscribe path runs to the API.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const fake = {
    endpoint: `https://8.8.8.8/e2e-push/${Date.now()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await context.addInitScript((sub) => {
    let current: unknown = null;
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array | undefined;
      current = {
        endpoint: sub.endpoint,
        options: { applicationServerKey: key ? key.slice().buffer : null },
        toJSON: () => sub,
        unsubscribe: async () => ((current = null), true),
      };
      return current as PushSubscription;
    };
  }, fake);
  await loginAs(page, demo.staff);
  await controlledBySw(page);
  await page.goto('/configuracoes?aba=seguranca');
  const toggle = page.getByRole('switch', { name: 'Receber notificações neste dispositivo' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false', { timeout: 30_000 });

  const subscribed = page.waitForResponse((res) => res.url().endsWith('/api/push/subscriptions') && res.request().method() === 'POST');
  await toggle.click();
  const post = await subscribed;
  expect(post.status(), await post.text()).toBeLessThan(300);
  expect(post.request().postDataJSON()).toMatchObject({ endpoint: fake.endpoint, keys: fake.keys });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Notificações ativadas neste dispositivo.')).toBeVisible();

  const removed = page.waitForResponse((res) => res.url().endsWith('/api/push/subscriptions') && res.request().method() === 'DELETE');
  await toggle.click();
  expect((await removed).status()).toBe(200);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test('publishing a new remote version shows the banner and Atualizar Agora loads the new code', { tag: '@shell' }, async ({ page, demo }) => {
  release('mf-estoque', '--no-build');
  const first = releasedManifest().mf_estoque!;
  const loaded = downloads(page);
  await loginAs(page, demo.admin);
  await controlledBySw(page);
  await page.goto('/estoque');
  await expect.poll(() => loaded.some((url) => url.includes(`/releases/mf-estoque/${first.version}/remoteEntry.js`))).toBe(true);
  await expect(page.getByText('Não foi possível carregar esta área')).toHaveCount(0);

  // A new build of mf-estoque only: a marker appended to its entry script.
  const build = mkdtempSync(join(tmpdir(), 'salao-estoque-v2-'));
  cpSync(join(root, 'mf-estoque', 'dist'), build, { recursive: true });
  appendFileSync(join(build, 'remoteEntry.js'), "\n;globalThis.__salaoEstoqueRelease = 'v2';\n");
  release('mf-estoque', '--from', build);
  const second = releasedManifest().mf_estoque!;
  expect(second.version).not.toBe(first.version);

  // The page checks when it becomes visible again (and every few minutes).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('Nova versão disponível')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Depois' })).toBeVisible();
  await page.getByRole('button', { name: 'Atualizar Agora' }).click();
  await page.waitForFunction(() => (globalThis as { __salaoEstoqueRelease?: string }).__salaoEstoqueRelease === 'v2');
  await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
  expect(loaded.some((url) => url.includes(`/releases/mf-estoque/${second.version}/remoteEntry.js`))).toBe(true);

  // Rollback is one command too: the previous version is still served.
  release('mf-estoque', '--rollback');
  expect(releasedManifest().mf_estoque!.version).toBe(first.version);
  expect((await page.request.get(second.entry)).ok()).toBe(true);
});

test(
  'a new shell (a changed /sw.js) shows the banner; Depois hides it, Atualizar Agora activates the waiting worker',
  { tag: '@shell' },
  async ({ page, demo }) => {
    test.setTimeout(150_000);
    await loginAs(page, demo.admin);
    await controlledBySw(page);
    // This worker's own copy of the shell (support/server.ts): other workers' pages never see this new shell.
    const swFile = join(process.env.E2E_WEB_ROOT!, 'shell', 'dist', 'sw.js');
    const original = readFileSync(swFile, 'utf8');
    try {
      writeFileSync(swFile, `${original}\n// new shell ${Date.now()}\n`);
      // The banner waits for the new worker to install, which precaches every file of the shell: on a loaded
      // machine (CI's parallel workers) that alone can take more than the default 10 s. A check made while the
      // page's own first check is still running joins it and may read the old /sw.js: the person comes back to
      // the tab again, as the next check would.
      await expect(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await expect(page.getByText('Nova versão disponível')).toBeVisible({ timeout: 15_000 });
      }).toPass({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Depois' }).click();
      await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
      // Still waiting: the next page load offers it again, and it never covers an open dialog's buttons (it
      // lay over 'Novo relatório''s 'Salvar' at 1280 × 720, which could then not be pressed).
      await page.goto('/relatorios/personalizados');
      await expect(page.getByText('Nova versão disponível')).toBeVisible();
      await page.getByRole('button', { name: 'Novo relatório' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo relatório' });
      await dialog.getByRole('button', { name: 'Salvar' }).click({ trial: true, timeout: 5_000 });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
      const before = await page.evaluate(() => performance.timeOrigin);
      await page.getByRole('button', { name: 'Atualizar Agora' }).click();
      await page.waitForFunction((t) => performance.timeOrigin !== t, before);
      await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
    } finally {
      writeFileSync(swFile, original);
    }
  },
);

test('a released remote that needs other shared versions is refused with the error card and a log line', { tag: '@shell' }, async ({ page, demo }) => {
  release('mf-estoque', '--no-build');
  // As if mf-estoque had been built against a React this shell does not share.
  const manifest = releasedManifest();
  manifest.mf_estoque!.requires.react = '^99.0.0';
  writeFileSync(join(releasesDir(), 'remotes.json'), JSON.stringify(manifest));
  const logs: string[] = [];
  page.on('console', (msg) => logs.push(msg.text()));
  const loaded = downloads(page);
  await loginAs(page, demo.admin, '/estoque');
  await expect(page.getByText('Não foi possível carregar esta área')).toBeVisible();
  expect(logs.join('\n')).toContain('incompatível com este shell: requer react ^99.0.0 (o shell tem 19.');
  // Nothing of the incompatible remote was downloaded.
  expect(loaded.filter((url) => url.includes('/releases/mf-estoque/'))).toEqual([]);
});

test('the web app manifest is valid for installation', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ id: '/dashboard', name: 'Salão', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveAttribute('content', /^#/);
  await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute('content', /^#/);
  const sizes = new Set<number>();
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    const width = png.readUInt32BE(16);
    expect(`${width}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    sizes.add(width);
  }
  // Chromium installs with a 192 px and a 512 px icon.
  expect([...sizes]).toEqual(expect.arrayContaining([192, 512]));
});

test('offline, a reload opens the app shell and says there is no connection', { tag: '@shell' }, async ({ page, context, demo }) => {
  await loginAs(page, demo.admin);
  await controlledBySw(page);
  await expect(page.getByText('Sem conexão com a internet. Verifique sua rede.')).toHaveCount(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem conexão com a internet. Verifique sua rede.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Sem conexão com a internet. Verifique sua rede.')).toHaveCount(0);
});
