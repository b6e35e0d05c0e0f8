import { expect, test } from './fixtures';
import { loginAs, loginThroughForm, registerEstablishment, uniqueEmail } from './helpers';

test.describe('shell, guards and registration', { tag: '@shell' }, () => {
  test('a new owner registers, picks a plan, pays in test mode, logs in and lands on the dashboard', async ({ page }) => {
    const email = uniqueEmail('novo');
    await page.goto('/register');
    await page.getByLabel('Nome completo').fill('Carla Nova');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Nome do estabelecimento').fill('Studio Carla');
    await page.getByLabel('Telefone').fill('(11) 97777-6666');
    await page.getByLabel('Segmento').click();
    await page.getByTitle('Barbearia').click();
    await page.getByLabel('Senha', { exact: true }).fill('Segredo123!');
    await page.getByLabel('Confirmar senha').fill('Segredo123!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continuar para Planos' }).click();

    await expect(page).toHaveURL(/\/selecionar-plano$/);
    await expect(page.getByText('Mais Popular')).toBeVisible();
    await page.getByRole('button', { name: 'Escolher Core' }).click();

    await expect(page).toHaveURL(/\/pagamento\?client_secret=pi_sandbox_/);
    await expect(page.getByText('Modo de teste')).toBeVisible();
    await page.getByLabel('Nome no cartão').fill('CARLA NOVA');
    await page.getByRole('button', { name: 'Pagar e ativar assinatura' }).click();
    await expect(page).toHaveURL(/\/pagamento-sucesso\?payment_intent=pi_sandbox_/);
    await page.getByRole('button', { name: 'Ir para o login' }).click();

    await loginThroughForm(page, { email, password: 'Segredo123!' });
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expect(page.getByText('Carla Nova')).toBeVisible();
    // The plan paid for unlocks the financial module on the server.
    const permissions = await page.request.get('/api/establishment/permissions');
    expect(await permissions.json()).toMatchObject({ plan: { name: 'Core' }, hasFinancialAccess: true });
  });

  test('a staff login sees Clientes, Serviços and Colaboradores blocked, and is refused at /clientes', async ({ page, demo }) => {
    await loginAs(page, demo.staff);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const item of ['Clientes', 'Serviços', 'Colaboradores']) {
      await expect(nav.getByRole('menuitem', { name: new RegExp(item) })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(nav.getByRole('menuitem', { name: /Agendamentos/ })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Colaborador', { exact: false }).first()).toBeVisible();
    await page.goto('/clientes');
    await expect(page.getByText('Acesso Negado')).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
  });

  test("a Base establishment opening /financeiro sees 'Recurso Bloqueado' with the plan message", async ({ page, request }) => {
    const owner = await registerEstablishment(request);
    await loginAs(page, owner, '/financeiro');
    await expect(page.getByText('Recurso Bloqueado').first()).toBeVisible();
    await expect(page.getByText('Este recurso requer o plano Core. Seu plano atual: Base.')).toBeVisible();
  });

  test('an unknown path inside the app shows the 404 page', async ({ page, demo }) => {
    await loginAs(page, demo.admin, '/nao-existe-esta-pagina');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  });

  test('a remote whose files are unreachable shows the error card while other areas keep working', async ({ page, demo }) => {
    await page.route('**/remotes/mf-financeiro/**', (route) => route.abort());
    await loginAs(page, demo.admin, '/financeiro');
    await expect(page.getByText('Não foi possível carregar esta área')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    // The rest of the product is unaffected: navigate to another area through the sidebar.
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('menuitem', { name: /Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Receita Hoje')).toBeVisible();
    // And once the remote is reachable again, retrying loads it.
    await page.unroute('**/remotes/mf-financeiro/**');
    await page.goto('/financeiro');
    await expect(page.getByText('Não foi possível carregar esta área')).toHaveCount(0);
  });

  test('the theme choice survives a reload', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const before = await page.evaluate(() => localStorage.getItem('theme'));
    await page.getByRole('button', { name: 'Alternar tema' }).click();
    const chosen = await page.evaluate(() => localStorage.getItem('theme'));
    expect(chosen).not.toBe(before ?? 'light');
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('header') ?? document.body).backgroundColor);
    const colored = await background();
    await page.reload();
    await expect(page.getByText('Receita Hoje')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(chosen);
    expect(await background()).toBe(colored);
  });

  test("'Sair' goes to / and the session is gone on the server", async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    expect((await page.request.get('/api/session')).status()).toBe(200);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await page.request.get('/api/session')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page.getByText('Acesso Restrito')).toBeVisible();
  });

  test('choosing a plan without registration data says so and returns to /registro (SPEC §8), the short signup', async ({ page }) => {
    await page.goto('/selecionar-plano');
    await page
      .getByRole('button', { name: /Escolher/ })
      .first()
      .click();
    await expect(page.getByText('Dados de cadastro não encontrados. Tente novamente.')).toBeVisible();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(page.getByRole('button', { name: 'Continuar para Planos' })).toBeVisible();
  });

  test('the landing page shows the plans with prices and the 7-day trial', async ({ page }) => {
    await page.goto('/vendas#pricing');
    await expect(page.getByText('Mais Popular')).toBeVisible();
    for (const price of ['59', '79', '129']) await expect(page.getByText(new RegExp(`R\\$\\s?${price}`)).first()).toBeVisible();
    await expect(page.getByText(/7 dias/).first()).toBeVisible();
  });
});
