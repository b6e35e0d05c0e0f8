import { expect, test, type Page } from './fixtures';
import { agendaInListView, loginAs, registerEstablishment } from './helpers';
import { reviewShot } from './axe';

// docs/product/screens.md ('First-run checklist'): the traps a new user fell into, each now handled, and the owner's first-run checklist.

const REMOTE_LOAD = 30_000;

test.describe('screens that no longer trap', { tag: '@shell' }, () => {
  test("404 logged out: the way back leads to the login, not to 'Acesso Restrito'", async ({ page }) => {
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar ao Dashboard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Fazer Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Acesso Restrito')).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toBeVisible();
  });

  test("a bad reset link says 'Token Inválido' with a way forward, then goes to the login after 3 s", async ({ page }) => {
    await page.goto('/redefinir-senha?token=link-invalido');
    await expect(page.getByText('Token Inválido')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Solicitar novo link' })).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(/\/redefinir-senha/);
    // Then the login, the message going along.
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    await expect(page.getByText('Este link de redefinição expirou ou é inválido').first()).toBeVisible();
  });

  test('a bad reset link: a way forward before the redirect', async ({ page }) => {
    await page.goto('/redefinir-senha?token=link-invalido-2');
    await page.getByRole('button', { name: 'Solicitar novo link' }).click();
    await expect(page).toHaveURL(/\/esqueceu-senha$/);
    await page.waitForTimeout(3500);
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
    for (const path of [
      '/',
      '/vendas',
      '/login',
      '/esqueceu-senha',
      '/register',
      '/cadastro-estabelecimento',
      '/terms-of-service',
      '/privacy-policy',
      '/confirmar-pagamento',
      '/pagamento-retorno',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(sessionAnswers.filter((s) => s === 401)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('keyboard focus', { tag: '@shell' }, () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a visible 2 px focus ring (${colorScheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme, locale: 'pt-BR' });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('E-mail').focus();
      await page.keyboard.press('Tab');
      // The password field is an input inside the box the user sees (an antd affix wrapper, or the login's
      // .salao-field, drawn without antd): the ring is drawn on that box (a :has rule), not on the bare input.
      const ring = () =>
        page.evaluate(() => {
          const focused = document.activeElement!;
          const style = getComputedStyle(focused.closest('.ant-input-affix-wrapper, .salao-field') ?? focused);
          return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
        });
      await expect.poll(ring).toEqual({ width: '2px', style: 'solid', color: colorScheme === 'light' ? 'rgb(91, 33, 182)' : 'rgb(196, 181, 253)' });
      await reviewShot(page, `focus-${colorScheme}.png`);
      await context.close();
    });
  }

  test('the manage page\'s cancel dialog keeps Tab inside and gives focus back to "Cancelar agendamento" on close', async ({ page }) => {
    // A booking that can still be changed (the dialog's focus is the page's own: no server state involved).
    const token = 'token-de-teste-foco';
    const booking = {
      id: 1,
      status: 'confirmed',
      date: '2030-06-10',
      time: '10:00',
      duration: 45,
      serviceId: 1,
      serviceName: 'Corte Feminino',
      servicePrice: '80.00',
      staffId: 1,
      staffName: 'Ana Souza',
      clientName: 'Maria Teste',
      canChange: true,
      changeDeadline: '2030-06-09T10:00:00',
      establishment: { slug: 'studio-bela-demo', name: 'Studio Bela Demo', logoUrl: null, timezone: 'America/Sao_Paulo' },
    };
    await page.route(`**/api/public/bookings/${token}`, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(booking) }) : route.abort(),
    );
    await page.goto(`/agendar/reserva/${token}`);
    const opener = page.getByRole('button', { name: 'Cancelar agendamento' });
    await expect(opener).toBeVisible({ timeout: REMOTE_LOAD });
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar agendamento?' });
    const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'));

    for (const close of ['Escape', 'Manter agendamento'] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Manter agendamento' })).toBeFocused();
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusInDialog(), `focus left the dialog after ${key}`).toBe(true);
      }
      // The page behind is out of reach (inert) while the dialog is open.
      await expect(opener).toBeVisible();
      expect(await opener.evaluate((el) => !!el.closest('[inert]'))).toBe(true);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
  });
});

test.describe('errors are errors (SPEC §8)', { tag: '@shell' }, () => {
  test("a failed call shows what failed and 'Tentar novamente', never zeros; the retry recovers", async ({ page, demo }) => {
    await loginAs(page, demo.admin);
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

  test("/agendamentos: a failed load says so with a retry, not 'Nenhum agendamento neste dia'; the retry brings the month back", async ({ page, demo }) => {
    await agendaInListView(page);
    await loginAs(page, demo.admin, '/agendamentos');
    const dayCard = page.getByTestId('day-card');
    const dayItems = dayCard.getByTestId('day-appointment');
    const emptyDay = page.getByText('Nenhum agendamento neste dia');
    const dots = page.locator('[data-dot]');
    await expect(dayItems.or(emptyDay).first()).toBeVisible({ timeout: REMOTE_LOAD });
    const shown = { dots: await dots.count(), items: await dayItems.count() };

    const restore = await failingPath(page, '/api/appointments');
    await page.reload();
    // The month view retries twice (docs/product/api.md) before it gives up.
    await expect(dayCard.getByText('Não foi possível carregar os agendamentos.')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(dayCard.getByText(/HTTP 500/)).toBeVisible();
    await expect(emptyDay).toHaveCount(0);
    await restore();
    await dayCard.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(dayCard.getByText('Não foi possível carregar os agendamentos.')).toHaveCount(0);
    await expect(dots).toHaveCount(shown.dots);
    await expect(dayItems).toHaveCount(shown.items);
  });

  test("the bell: a failed load shows '!' and the error with a retry, not 0 and 'Nenhuma notificação pendente'", async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const restorePending = await failingPath(page, '/api/appointments/pending');
    const restoreUnread = await failingPath(page, '/api/notifications/unread');
    await page.reload();
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notificações: erro ao carregar as notificações', { timeout: REMOTE_LOAD });
    const badge = page.getByTestId('bell-count');
    await expect(badge).toHaveText('!');
    await expect(badge).toHaveAttribute('title', 'Erro ao carregar as notificações');
    await bell.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Notificações' });
    await expect(dialog.getByText('Não foi possível carregar as notificações.')).toBeVisible();
    await expect(dialog.getByText('Falha simulada')).toBeVisible();
    await expect(dialog.getByText('Nenhuma notificação pendente')).toHaveCount(0);
    await expect(dialog.locator('.ant-badge')).toHaveCount(0);
    await reviewShot(page, 'bell-failed.png');

    await restorePending();
    await restoreUnread();
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(dialog.getByText('Não foi possível carregar as notificações.')).toHaveCount(0);
    // What the API holds is listed and counted again (the demo has pending bookings).
    const pending: unknown[] = await (await page.request.get('/api/appointments/pending')).json();
    const unread: unknown[] = await (await page.request.get('/api/notifications/unread')).json();
    expect(pending.length).toBeGreaterThan(0);
    await expect(dialog.getByTestId('pending-appointment')).toHaveCount(pending.length);
    await expect(dialog.getByTestId('unread-notification')).toHaveCount(unread.length);
    await expect(bell).toHaveAccessibleName('Notificações');
    const total = pending.length + unread.length;
    await expect(badge).toHaveAttribute('title', String(total));
  });

  test('/fidelidade: failed loads show errors with retries, no zero cards and no empty lists; the retries recover', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const restorePrograms = await failingPath(page, '/api/loyalty/programs');
    const restoreRewards = await failingPath(page, '/api/loyalty/clients-with-rewards');
    await page.goto('/fidelidade');
    const card = (title: string) => page.locator('.ant-card').filter({ hasText: title });
    await expect(page.getByText('Não foi possível carregar os programas de fidelidade.')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByText('Não foi possível carregar os clientes com pontos.')).toBeVisible();
    for (const title of ['Programas Ativos', 'Clientes com Recompensas', 'Serviços Participantes']) {
      await expect(card(title)).toContainText('Erro ao carregar');
      await expect(card(title).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    }
    await expect(page.locator('.ant-statistic')).toHaveCount(0);
    await expect(page.getByText('Nenhum programa de fidelidade')).toHaveCount(0);
    await expect(page.getByText('Nenhum cliente com pontos')).toHaveCount(0);
    await reviewShot(page, 'loyalty-failed.png', true);

    await restorePrograms();
    await restoreRewards();
    await card('Programas de Fidelidade').getByRole('button', { name: 'Tentar novamente' }).click();
    await card('Clientes com Pontos').getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Erro ao carregar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(page.locator('.ant-statistic')).toHaveCount(3);
    // The demo's programme is back.
    await expect(page.locator('[data-testid^="program-"]').first()).toBeVisible();
  });
});

/** Answers 500 'Falha simulada' for this exact path (any query string); returns the way back to the real API. */
async function failingPath(page: Page, pathname: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathname;
  await page.route(matches, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Falha simulada' }) }));
  return () => page.unroute(matches);
}

async function failing(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Falha simulada' }) }),
  );
}

test.describe('setup guidance', { tag: '@shell' }, () => {
  test('a new owner sees the first-run checklist; steps link to their screens, tick themselves and it can be hidden', async ({ page, request }) => {
    const owner = await registerEstablishment(request, 'Salão Primeiros Passos');
    await loginAs(page, owner);
    const checklist = page.getByTestId('setup-checklist');
    await expect(checklist).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(checklist).toContainText('0 de 5 concluídos');
    for (const key of ['businessHours', 'service', 'staffHours', 'whatsapp', 'firstBooking'])
      await expect(page.getByTestId(`setup-${key}`)).toHaveAttribute('data-done', 'false');
    await reviewShot(page, 'setup-checklist.png', true);

    // A professional gets the business hours as working hours on creation: two steps at once with the hours saved.
    await checklist.getByRole('link', { name: /Defina os horários de funcionamento/ }).click();
    await expect(page).toHaveURL(/\/configuracoes\?aba=horarios$/);
    const hours = await page.request.put('/api/business-hours', {
      data: { hours: [{ dayOfWeek: 1, isOpen: true, openTime: '08:00', closeTime: '18:00', isHoliday: false }] },
    });
    expect(hours.status()).toBe(200);
    const staff = await page.request.post('/api/staff', {
      data: {
        name: 'Primeira Profissional',
        role: 'Cabeleireira',
        email: `primeira.${Date.now()}@teste.com`,
        phone: null,
        password: null,
        hasSystemAccess: false,
        salaryAmount: null,
        commissionRate: '30',
      },
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

  test('services outside every loyalty programme are marked on the card and in the programme dialog', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const staff: { id: number }[] = await (await page.request.get('/api/staff')).json();
    const created = await page.request.post('/api/services', {
      data: { name: 'Hidratação Sem Pontos', duration: 30, price: '50.00', category: 'Cabelo', staffIds: [String(staff[0]!.id)], description: null },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/servicos');
    const card = page.getByTestId('service-card').filter({ hasText: 'Hidratação Sem Pontos' });
    await expect(card.getByTestId('outside-loyalty')).toContainText('Fora da fidelidade', { timeout: REMOTE_LOAD });
    await reviewShot(page, 'service-outside-loyalty.png', true);

    await page.goto('/fidelidade');
    await page.getByRole('button', { name: /Novo Programa/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('services-outside-loyalty')).toContainText('Hidratação Sem Pontos', { timeout: REMOTE_LOAD });
    await reviewShot(page, 'program-dialog-outside.png');
  });
});
