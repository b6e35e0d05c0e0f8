import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { loginAs, registerEstablishment, uniqueEmail } from './helpers';
import { REMOTE_LOAD } from './settings-support';

// docs/product/roles.md ('Billing'): with the sandbox provider an owner registers on Base, pays, opens 'Gerenciar Plano'
// from the locked Financeiro, upgrades to Core on the Plano card and opens /financeiro unlocked, no reload.

/** The short signup, plan Base and the test-mode payment, as a person does them; answers the login. */
async function registerAndPayOnBase(page: Page) {
  const email = uniqueEmail('plano');
  const password = 'Segredo123!';
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Beatriz Plano');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome do estabelecimento').fill('Studio Beatriz');
  await page.getByLabel('Telefone').fill('(11) 96666-5555');
  await page.getByLabel('Segmento').click();
  await page.getByTitle('Barbearia').click();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continuar para Planos' }).click();
  await expect(page).toHaveURL(/\/selecionar-plano$/);
  await page.getByRole('button', { name: 'Escolher Base' }).click();
  await expect(page).toHaveURL(/\/pagamento\?client_secret=pi_sandbox_/);
  await page.getByLabel('Nome no cartão').fill('BEATRIZ PLANO');
  await page.getByRole('button', { name: 'Pagar e ativar assinatura' }).click();
  await expect(page).toHaveURL(/\/pagamento-sucesso\?payment_intent=pi_sandbox_/);
  await page.getByRole('button', { name: 'Ir para o login' }).click();
  return { email, password };
}

const planCard = (page: Page) => page.locator('#plano');

test.describe('billing: the Plano card (sandbox provider)', { tag: '@mf-configuracoes' }, () => {
  // Registration, payment and three remotes' first loads: slow on a busy machine.
  test.setTimeout(180_000);

  test("register on Base, pay, 'Gerenciar Plano' from the locked Financeiro, upgrade to Core, Financeiro opens", async ({ page }) => {
    const owner = await registerAndPayOnBase(page);
    await loginAs(page, owner, '/financeiro');
    await expect(page.getByText('Recurso Bloqueado').first()).toBeVisible({ timeout: REMOTE_LOAD });
    // The locked-feature dialog opens on its own; 'Atualizar Plano' leads to the same card as 'Gerenciar Plano'.
    const locked = page.getByRole('dialog').filter({ hasText: 'Financeiro faz parte do plano Core' });
    await expect(locked.getByText('A atualização de plano estará disponível em breve.')).toHaveCount(0);
    await locked.getByRole('button', { name: 'Continuar com Plano Atual' }).click();
    await page.getByRole('button', { name: 'Gerenciar Plano' }).click();

    await expect(page).toHaveURL(/\/configuracoes\?aba=seguranca#plano$/);
    const card = planCard(page);
    await expect(card.getByTestId('current-plan')).toHaveText('Base', { timeout: REMOTE_LOAD });
    await expect(card).toBeFocused();
    await expect(card.getByTestId('subscription-status')).toContainText(/Período de teste até \d{2}\/\d{2}\/\d{4}/);
    await expect(card.getByText('R$ 59,00/mês').first()).toBeVisible();

    await card.getByRole('radio', { name: /^Core/ }).check();
    await card.getByRole('button', { name: 'Mudar para Core' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Mudar para Core?' });
    await expect(confirm).toContainText('Vale agora');
    // The permissions' refetch after the change arrives late, so Financeiro is clicked while the sidebar still has
    // it locked: the dialog opens, and once the new plan arrives it closes and Financeiro opens, without a reload
    // (it used to stay open, saying the Core plan lacked Core's module).
    await page.route('**/api/establishment/permissions', async (route) => {
      await new Promise((done) => setTimeout(done, 2_000));
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(card.getByTestId('current-plan')).toHaveText('Core');
    await expect(page.getByText('Plano alterado para Core. Os novos recursos já estão liberados.')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('menuitem', { name: /Financeiro/ }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Financeiro faz parte do plano Core' })).toBeVisible();
    await expect(page).toHaveURL(/\/financeiro$/);
    await expect(page.getByRole('dialog').filter({ hasText: 'Financeiro faz parte do plano Core' })).toHaveCount(0);
    await page.unroute('**/api/establishment/permissions');
    await expect(page.getByText('Receita de Hoje')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByText('Recurso Bloqueado')).toHaveCount(0);
    await page.goto('/financeiro');
    await expect(page.getByText('Receita de Hoje')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByText('Recurso Bloqueado')).toHaveCount(0);
  });

  test('cancel asks first and says what happens (read-only at the period end, nothing deleted)', async ({ page, request }) => {
    const owner = await registerEstablishment(request);
    await loginAs(page, owner, '/configuracoes?aba=seguranca#plano');
    const card = planCard(page);
    await expect(card.getByTestId('current-plan')).toHaveText('Base', { timeout: REMOTE_LOAD });

    await card.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Cancelar assinatura?' });
    await expect(confirm).toContainText('somente leitura');
    await expect(confirm).toContainText('Nenhum dado é apagado');
    await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(card.getByRole('button', { name: 'Cancelamento agendado' })).toBeDisabled();
    await expect(card.getByTestId('subscription-status')).toContainText('cancelamento agendado');
    const view = await (await page.request.get('/api/billing/subscription')).json();
    expect(view).toMatchObject({ plan: 'Base', cancelAtPeriodEnd: true });
  });

  test('Configurações > Segurança with the Plano card has no accessibility violations (axe, WCAG 2.0-2.2 A/AA)', async ({ page, request }) => {
    const owner = await registerEstablishment(request);
    await loginAs(page, owner, '/configuracoes?aba=seguranca');
    await expect(planCard(page).getByRole('radiogroup', { name: 'Mudar de plano' })).toBeVisible({ timeout: REMOTE_LOAD });
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });
});
