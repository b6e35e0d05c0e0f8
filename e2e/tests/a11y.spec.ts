import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures';
import { agendaInListView, loginAs } from './helpers';

// docs/product/overview.md ('Accessibility'): every route of docs/product/screens.md — public and logged-in, admin and staff, light and dark — has no axe
// violation (WCAG 2 A/AA) of impact serious or critical. One page load per route and theme; a full-page
// screenshot of each is kept in the test's output folder for review.

const PUBLIC_ROUTES = [
  '/',
  '/vendas',
  '/login',
  '/esqueceu-senha',
  '/redefinir-senha?token=link-invalido',
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

const APP_ROUTES = [
  '/dashboard',
  '/agendamentos',
  '/clientes',
  '/servicos',
  '/colaboradores',
  '/estoque',
  '/financeiro',
  '/fidelidade',
  '/configuracoes',
  '/n8n-test',
  '/rota-inexistente',
];

const REMOTE_LOAD = 30_000;

/** Waits until the page has drawn its content: no session spinner, skeleton or spinning indicator left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: REMOTE_LOAD }).catch(() => undefined);
  await expect(page.getByText('Verificando permissões...')).toHaveCount(0, { timeout: REMOTE_LOAD });
  // Remote pages show a spinner while their code loads, then skeletons while their data does.
  const busy = page.locator('.ant-skeleton:visible, [class*="ant-spin-dot"]:visible');
  await expect(busy).toHaveCount(0, { timeout: REMOTE_LOAD });
  // antd's motion (fades, wave) settles; axe reads colours mid-animation otherwise.
  await page.waitForTimeout(400);
  await expect(busy).toHaveCount(0, { timeout: REMOTE_LOAD });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join(' | ')}`,
    );
}

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
      await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
      const violations = await seriousViolations(page);
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
      await sweep(browser, colorScheme, APP_ROUTES, demo.admin, 'admin');
    });

    test('logged-in pages as staff', async ({ browser, demo }) => {
      await sweep(browser, colorScheme, APP_ROUTES, demo.staff, 'staff');
    });
  });
}
