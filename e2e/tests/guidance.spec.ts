import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginAs, registerEstablishment } from './helpers';

// Issue 15: the traps a new user fell into, each now handled, and the owner's first-run checklist.

const REMOTE_LOAD = 30_000;

test.describe('screens that no longer trap', () => {
  test("404 logged out: the way back leads to the login, not to 'Acesso Restrito'", async ({ page }) => {
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar ao Dashboard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Fazer Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Acesso Restrito')).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toBeVisible();
  });

  test("a bad reset link says 'Token Inválido' once and stays with a way forward", async ({ page }) => {
    await page.goto('/redefinir-senha?token=link-invalido');
    await expect(page.getByText('Token Inválido')).toHaveCount(1);
    // No toast repeating it later, no redirect taking the message away.
    await page.waitForTimeout(3500);
    await expect(page.getByText('Token Inválido')).toHaveCount(1);
    await expect(page).toHaveURL(/\/redefinir-senha/);
    await page.getByRole('button', { name: 'Solicitar novo link' }).click();
    await expect(page).toHaveURL(/\/esqueceu-senha$/);
  });

  test("the payment success page shows its error without 'Confirmando pagamento' above it", async ({ page }) => {
    await page.goto('/pagamento-sucesso?payment_intent=pi_inexistente');
    await expect(page.getByText('Erro ao confirmar pagamento. Entre em contato com o suporte.')).toBeVisible();
    await expect(page.getByText('Confirmando pagamento')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Confirmar manualmente' })).toBeVisible();
  });

  test('public pages log no console error (no 401 of /api/session for a visitor)', async ({ page }) => {
    const errors: string[] = [];
    const sessionAnswers: number[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    page.on('response', (r) => new URL(r.url()).pathname === '/api/session' && sessionAnswers.push(r.status()));
    for (const path of ['/', '/vendas', '/login', '/esqueceu-senha', '/register', '/cadastro-estabelecimento', '/terms-of-service', '/privacy-policy', '/confirmar-pagamento', '/pagamento-retorno']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(sessionAnswers.filter((s) => s === 401)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('keyboard focus', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a visible 2 px focus ring (${colorScheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme, locale: 'pt-BR' });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('E-mail').focus();
      await page.keyboard.press('Tab');
      // The password field is an antd affix wrapper: the ring is drawn on the wrapper the user sees
      // (index.html's :has rule), not on the bare input inside it; antd's 0.2 s transition fades it in.
      const ring = () =>
        page.evaluate(() => {
          const focused = document.activeElement!;
          const style = getComputedStyle(focused.closest('.ant-input-affix-wrapper') ?? focused);
          return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
        });
      await expect
        .poll(ring)
        .toEqual({ width: '2px', style: 'solid', color: colorScheme === 'light' ? 'rgb(91, 33, 182)' : 'rgb(196, 181, 253)' });
      await page.screenshot({ path: test.info().outputPath(`focus-${colorScheme}.png`) });
      await context.close();
    });
  }
});

test.describe('errors are errors (SPEC §8)', () => {
  test("a failed call shows what failed and 'Tentar novamente', never zeros; the retry recovers", async ({ page }) => {
    await loginAs(page, DEMO_ADMIN);
    await expect(page.getByTestId('card-clients')).toContainText(/\d/, { timeout: REMOTE_LOAD });
    await failing(page, '/api/dashboard/stats');
    await page.reload();
    const clientsCard = page.getByTestId('card-clients');
    await expect(clientsCard).toContainText('Erro ao carregar', { timeout: REMOTE_LOAD });
    await expect(clientsCard).not.toContainText('0');
    await page.unroute('**/api/dashboard/stats');
    await clientsCard.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(clientsCard).not.toContainText('Erro ao carregar');
    await expect(clientsCard).toContainText(/[1-9]/);

    await failing(page, '/api/clients');
    await page.goto('/clientes');
    await expect(page.getByText('Não foi possível carregar os clientes.')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByText('Nenhum cliente encontrado')).toHaveCount(0);
    await page.unroute('**/api/clients');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.locator('[data-testid^="client-card-"]').first()).toBeVisible();
  });
});

async function failing(page: Page, path: string) {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Falha simulada' }) }));
}

test.describe('setup guidance', () => {
  test('a new owner sees the first-run checklist; steps link to their screens, tick themselves and it can be hidden', async ({ page, request }) => {
    const owner = await registerEstablishment(request, 'Salão Primeiros Passos');
    await loginAs(page, owner);
    const checklist = page.getByTestId('setup-checklist');
    await expect(checklist).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(checklist).toContainText('0 de 5 concluídos');
    for (const key of ['businessHours', 'service', 'staffHours', 'whatsapp', 'firstBooking']) await expect(page.getByTestId(`setup-${key}`)).toHaveAttribute('data-done', 'false');
    await page.screenshot({ path: test.info().outputPath('setup-checklist.png'), fullPage: true });

    // A professional gets the business hours as working hours on creation: two steps at once with the hours saved.
    await checklist.getByRole('link', { name: /Defina os horários de funcionamento/ }).click();
    await expect(page).toHaveURL(/\/configuracoes\?aba=horarios$/);
    const hours = await page.request.put('/api/business-hours', { data: { hours: [{ dayOfWeek: 1, isOpen: true, openTime: '08:00', closeTime: '18:00', isHoliday: false }] } });
    expect(hours.status()).toBe(200);
    const staff = await page.request.post('/api/staff', {
      data: { name: 'Primeira Profissional', role: 'Cabeleireira', email: `primeira.${Date.now()}@teste.com`, phone: null, password: null, hasSystemAccess: false, salaryAmount: null, commissionRate: '30' },
    });
    expect(staff.status(), await staff.text()).toBe(201);
    const week = await page.request.get(`/api/staff/${(await staff.json()).id}/working-hours`);
    expect((await week.json()).filter((d: { isAvailable: boolean }) => d.isAvailable).length).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await expect(checklist).toContainText('2 de 5 concluídos', { timeout: REMOTE_LOAD });
    await expect(page.getByTestId('setup-businessHours')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('setup-staffHours')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('setup-service')).toHaveAttribute('data-done', 'false');
    await checklist.getByRole('link', { name: /Cadastre um serviço/ }).click();
    await expect(page).toHaveURL(/\/servicos$/);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Ocultar primeiros passos' }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Receita Hoje')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(checklist).toHaveCount(0);
  });

  test('services outside every loyalty programme are marked on the card and in the programme dialog', async ({ page }) => {
    await loginAs(page, DEMO_ADMIN);
    const staff: { id: number }[] = await (await page.request.get('/api/staff')).json();
    const created = await page.request.post('/api/services', {
      data: { name: 'Hidratação Sem Pontos', duration: 30, price: '50.00', category: 'Cabelo', staffIds: [String(staff[0]!.id)], description: null },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/servicos');
    const card = page.getByTestId('service-card').filter({ hasText: 'Hidratação Sem Pontos' });
    await expect(card.getByTestId('outside-loyalty')).toContainText('Fora da fidelidade', { timeout: REMOTE_LOAD });
    await page.screenshot({ path: test.info().outputPath('service-outside-loyalty.png'), fullPage: true });

    await page.goto('/fidelidade');
    await page.getByRole('button', { name: /Novo Programa/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('services-outside-loyalty')).toContainText('Hidratação Sem Pontos', { timeout: REMOTE_LOAD });
    await page.screenshot({ path: test.info().outputPath('program-dialog-outside.png') });
  });
});
