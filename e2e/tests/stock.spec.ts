import { expect, test, type Browser, type Login, type Page } from './fixtures';
import { axeViolations } from './axe';
import { loginAs, registerEstablishment } from './helpers';
import { screenshotsOf } from './screenshots';

const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n);

async function loggedIn(browser: Browser, owner: Login): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, owner);
  return page;
}

/** 'Receita Hoje' of the dashboard, in reais, as the API counts it. */
async function todayIncome(page: Page): Promise<number> {
  const stats: { todayIncome: string } = await (await page.request.get('/api/dashboard/stats')).json();
  return Number(stats.todayIncome);
}

test.describe('Controle de Estoque', { tag: '@mf-estoque' }, () => {
  test.describe.configure({ timeout: 120_000 }); // two browsers, several pages

  test('an owner adds a product and sells two units; stock and Receita Hoje change live in another browser', async ({ browser, demo }) => {
    const name = `Shampoo E2E ${Date.now().toString(36)}`;
    const owner = await loggedIn(browser, demo.admin);
    await owner.goto('/estoque');
    await expect(owner.getByRole('heading', { name: 'Controle de Estoque' })).toBeVisible();

    // Add through 'Novo Produto', tripping docs/product/validation.md's rules first.
    await owner.getByRole('button', { name: 'Novo Produto' }).click();
    const form = owner.getByRole('dialog', { name: 'Novo Produto' });
    await form.getByRole('button', { name: 'Adicionar Produto' }).click();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await expect(form.getByText('Preço é obrigatório')).toBeVisible();
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Categoria').fill('Cabelo');
    await form.getByLabel('Marca').fill('Marca Teste');
    await form.getByLabel('Preço (R$)').fill('12,35');
    await form.getByLabel('Estoque atual').fill('5');
    await form.getByLabel('Estoque mínimo').fill('3');
    await form.getByRole('button', { name: 'Adicionar Produto' }).click();
    await expect(form).toBeHidden();
    const row = owner.locator('[data-testid^="product-"]').filter({ hasText: name });
    await expect(row.getByTestId('product-stock')).toContainText('5');
    await expect(row.getByText('Em Estoque')).toBeVisible();

    // A second browser watches the stock and the dashboard, never reloading.
    const watcher = await loggedIn(browser, demo.admin);
    await watcher.goto('/estoque');
    const watchedRow = watcher.locator('[data-testid^="product-"]').filter({ hasText: name });
    await expect(watchedRow.getByTestId('product-stock')).toContainText('5');
    const dashboard = await watcher.context().newPage();
    await dashboard.goto('/dashboard');
    const before = await todayIncome(owner);
    await expect(dashboard.getByTestId('card-income')).toContainText(brl(before));

    // Sell two units: the total is quantity × unit price.
    await row.getByRole('button', { name: `Vender ${name}` }).click();
    const sale = owner.getByRole('dialog', { name: 'Confirmar Venda' });
    await sale.getByLabel('Quantidade').fill('6');
    await sale.getByRole('button', { name: 'Confirmar Venda' }).click();
    await expect(sale.getByText('Quantidade solicitada (6) excede o estoque disponível (5)')).toBeVisible();
    await sale.getByLabel('Quantidade').fill('2');
    await expect(sale.getByTestId('sale-total')).toContainText(brl(24.7));
    await sale.getByRole('button', { name: 'Confirmar Venda' }).click();
    await expect(sale).toBeHidden();

    await expect(row.getByTestId('product-stock')).toContainText('3');
    await expect(row.getByText('Estoque Baixo')).toBeVisible();
    await expect(watchedRow.getByTestId('product-stock')).toContainText('3');
    await expect(watchedRow.getByText('Estoque Baixo')).toBeVisible();
    await expect(dashboard.getByTestId('card-income')).toContainText(brl(before + 24.7));
    expect(await todayIncome(owner)).toBeCloseTo(before + 24.7, 2);

    // The filter: 'Estoque Baixo' keeps it, 'Sem Estoque' does not.
    const filter = owner.getByRole('group', { name: 'Filtrar por status do estoque' });
    await filter.getByText('Estoque Baixo', { exact: true }).click();
    await expect(row).toBeVisible();
    await expect(owner.locator('[data-testid^="product-"]').filter({ hasText: 'Em Estoque' })).toHaveCount(0);
    await filter.getByText('Sem Estoque', { exact: true }).click();
    await expect(row).toBeHidden();
    await filter.getByText('Todos', { exact: true }).click();

    // Same page, no reload: the owner's dashboard shows the new income too.
    await owner
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('menuitem', { name: /Dashboard/ })
      .click();
    await expect(owner.getByTestId('card-income')).toContainText(brl(before + 24.7));
    await owner.context().close();
    await watcher.context().close();
  });

  // The page's own content (the shell's sidebar and header are the shell's to check).
  test('/estoque has no accessibility violations (axe, WCAG 2.0-2.2 A/AA)', async ({ page, demo }) => {
    await loginAs(page, demo.admin, '/estoque');
    await expect(page.locator('[data-testid^="product-"]').first()).toBeVisible();
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });

  test('/estoque in light and dark, at 1280 and 390 px: nothing overflows (screenshots kept for review)', async ({ browser, demo }) => {
    test.setTimeout(180_000);
    await screenshotsOf(browser, demo.admin, '/estoque', 'estoque', async (page) => {
      await expect(page.locator('[data-testid^="product-"]').first()).toBeVisible({ timeout: 30_000 });
    });
  });

  test("a Core establishment opening /estoque sees 'Recurso Bloqueado' with the plan message", async ({ page, request }) => {
    const owner = await registerEstablishment(request, 'Salão Core Teste');
    await loginAs(page, owner);
    // Base -> Core (plan id 2): an upgrade applies at once in the sandbox provider.
    const changed = await page.request.post('/api/billing/change-plan', { data: { planId: 2 } });
    expect(changed.status(), await changed.text()).toBe(200);
    await expect.poll(async () => (await (await page.request.get('/api/establishment/permissions')).json()).plan?.name).toBe('Core');
    await page.goto('/estoque');
    await expect(page.getByText('Recurso Bloqueado').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Este recurso requer o plano Expert. Seu plano atual: Core.')).toBeVisible();
    await expect(page.locator('[data-testid^="product-"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Novo Produto' })).toHaveCount(0);
    // The same plan opens /financeiro.
    await page.goto('/financeiro');
    await expect(page.getByText('Receita de Hoje')).toBeVisible({ timeout: 30_000 });
  });
});
