import { expect, test, type Browser } from './fixtures';
import { agendaInListView, loginAs, registerEstablishment } from './helpers';
import { axeViolations, reviewShot, screenAndDialogs, settled } from './axe';

// docs/product/overview.md ('Accessibility'): every route of docs/product/screens.md — public and logged-in, admin and staff, light and dark — has no axe
// violation (WCAG 2.0-2.2 A/AA) of impact serious or critical. One page load per route and theme; a full-page
// screenshot of each is kept in the test's output folder for review (E2E_AXE_SHOTS=1).

const PUBLIC_ROUTES = [
  '/',
  '/vendas',
  '/login',
  '/esqueceu-senha',
  '/redefinir-senha?token=link-invalido',
  '/confirmar-email?token=link-invalido',
  '/terms-of-service',
  '/privacy-policy',
  '/register',
  '/cadastro-estabelecimento',
  '/selecionar-plano',
  '/pagamento',
  '/pagamento-sucesso?payment_intent=pi_inexistente',
  '/pagamento-callback?canceled=true',
  '/pagamento-retorno',
  '/confirmar-pagamento',
  '/pagina-que-nao-existe',
];

/** On plan Base the finance, stock and loyalty modules are locked: a blurred preview and the upgrade dialog. */
const BASE_PLAN_ROUTES = ['/dashboard', '/financeiro', '/estoque', '/fidelidade'];

/**
 * The logged-in routes no a11y-<area>.spec checks. Those load each remote's screen as the owner (with its dialogs)
 * in both themes, and the staff's dashboard and Financeiro; sweeping them here again doubled the axe time.
 */
const OWNER_ROUTES = ['/n8n-test', '/rota-inexistente'];
const STAFF_ROUTES = ['/agendamentos', '/clientes', '/servicos', '/colaboradores', '/estoque', '/fidelidade', '/configuracoes', ...OWNER_ROUTES];

async function sweep(browser: Browser, colorScheme: 'light' | 'dark', routes: string[], who: { email: string; password: string } | null, label: string) {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  // /agendamentos here is its list (month calendar + day list); agenda-grid.spec runs axe on the day grid.
  await agendaInListView(context);
  const page = await context.newPage();
  try {
    if (who) await loginAs(page, who);
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(route);
      await settled(page);
      const name = `${label}-${colorScheme}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`;
      await reviewShot(page, `${name}.png`, true);
      const violations = await axeViolations(page, { impact: 'serious' });
      if (violations.length) found[route] = violations;
    }
    expect(found, `violações sérias/críticas (${label}, ${colorScheme})`).toEqual({});
  } finally {
    await context.close();
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, tema ${colorScheme === 'light' ? 'claro' : 'escuro'}`, { tag: '@shell' }, () => {
    // Six long sweeps: spread over the workers (each worker seeds its own copy of this spec's tenant).
    test.describe.configure({ timeout: 300_000, mode: 'parallel' });

    test('public pages', async ({ browser }) => {
      await sweep(browser, colorScheme, PUBLIC_ROUTES, null, 'public');
    });

    test('logged-in pages as the owner', async ({ browser, demo }) => {
      await sweep(browser, colorScheme, OWNER_ROUTES, demo.admin, 'admin');
    });

    test('logged-in pages as staff', async ({ browser, demo }) => {
      await sweep(browser, colorScheme, STAFF_ROUTES, demo.staff, 'staff');
    });

    test('a new owner on plan Base: the first-run checklist and the locked modules with their dialog', async ({ browser, request }) => {
      await sweep(browser, colorScheme, BASE_PLAN_ROUTES, await registerEstablishment(request), 'base');
    });
  });
}

test("axe: the shell's own dialogs (notifications, the menu drawer), light and dark", { tag: '@shell' }, async ({ page, demo }) => {
  test.setTimeout(180_000);
  await loginAs(page, demo.admin);
  // The dashboard itself is checked whole in both themes by a11y-agenda.spec: here only the dialogs.
  const found = await screenAndDialogs(
    page,
    '/dashboard',
    [
      {
        name: 'Notificações',
        open: async (p) => {
          await p.getByTestId('notification-bell').click();
          return p.getByRole('dialog').filter({ hasText: 'Notificações' });
        },
      },
      {
        // Under 1024 px the sidebar is a drawer opened from the header.
        name: 'Menu',
        open: async (p) => {
          await p.setViewportSize({ width: 800, height: 900 });
          await p.getByRole('button', { name: 'Abrir menu' }).click();
          const drawer = p.getByRole('dialog').filter({ has: p.getByRole('navigation', { name: 'Navegação principal' }) });
          await expect(drawer).toBeVisible();
          await settled(p);
          return drawer;
        },
        close: async (p, drawer) => {
          await p.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
          await p.setViewportSize({ width: 1280, height: 900 });
        },
      },
    ],
    { screen: false },
  );
  expect(found).toEqual({});
});

test('axe: the reset-password form of a valid link, with its strength meter and errors, light and dark', { tag: '@shell' }, async ({ browser }) => {
  test.setTimeout(120_000);
  const found: Record<string, string[]> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      // A valid link's token arrives by e-mail; the server's answer for one is given here, so the form itself is checked.
      await page.route('**/api/reset-password/link-valido', (route) => route.fulfill({ json: { email: 'dona@teste.com' } }));
      await page.goto('/redefinir-senha?token=link-valido');
      await page.getByLabel('Nova senha', { exact: true }).fill('abc');
      await page.getByLabel('Confirmar nova senha').fill('abd');
      await page.getByLabel('Confirmar nova senha').blur();
      await settled(page);
      await reviewShot(page, `reset-password-${colorScheme}.png`, true);
      const violations = await axeViolations(page, { impact: 'serious' });
      if (violations.length) found[colorScheme] = violations;
    } finally {
      await context.close();
    }
  }
  expect(found).toEqual({});
});
