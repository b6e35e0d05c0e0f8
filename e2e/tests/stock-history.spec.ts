import { expect, test, type Login, type Page } from './fixtures';
import { axeViolations } from './axe';
import { loginAs } from './helpers';

/** Logs in as the demo owner and opens /estoque on a product of this test's own (the demo's are shared), with 10 units. */
async function ownProduct(page: Page, owner: Login) {
  await loginAs(page, owner);
  const name = `Máscara Histórico ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/products', { data: { name, category: 'Cabelo', price: '30.00', currentStock: 10, minStock: 1 } });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/estoque');
  const row = page.locator('[data-testid^="product-"]').filter({ hasText: name });
  await expect(row.getByTestId('product-stock')).toContainText('10', { timeout: 30_000 });
  return { id: (await res.json()).id as number, name, row };
}

async function violations(page: Page, selector: string): Promise<string[]> {
  return axeViolations(page, { include: selector });
}

test.describe('Histórico de estoque', { tag: '@mf-estoque' }, () => {
  test.describe.configure({ timeout: 240_000 }); // two dialogs and axe runs; slow when the machine is busy

  test('an edit made stale by a sale keeps the typing and reloads; the history shows the sale and the adjustment', async ({ page, demo }) => {
    const { id, name, row } = await ownProduct(page, demo.admin);

    // The edit form reads version 1; a sale lands while it is open.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const form = page.getByRole('dialog', { name: 'Editar Produto' });
    await form.getByLabel('Estoque atual').fill('12');
    await form.getByLabel('Marca').fill('Marca digitada');
    const sold = await page.request.post('/api/products/sell', { data: { productId: id, quantity: 2, unitPrice: '30.00' } });
    expect(sold.status()).toBe(200);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByRole('alert')).toContainText('Este registro foi alterado por outra pessoa');
    await expect(form.getByLabel('Marca')).toHaveValue('Marca digitada');
    await expect(form.getByLabel('Estoque atual')).toHaveValue('12');
    // 'Recarregar' brings the stock the sale left; the corrected count is then saved as an adjustment.
    await form.getByRole('button', { name: 'Recarregar' }).click();
    await expect(form.getByLabel('Estoque atual')).toHaveValue('8');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('Estoque atual').fill('7');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(row.getByTestId('product-stock')).toContainText('7');

    // The history, newest first: who, when, how many, the stock left and why.
    await row.getByRole('button', { name: `Histórico de estoque de ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Histórico de estoque — ${name}` });
    await expect(drawer.getByTestId('history-stock')).toHaveText('7');
    const adjustment = drawer.getByTestId('movement-ajuste');
    for (const text of ['Ajuste', '−1', 'Ajuste pela edição do produto', 'Beatriz Almeida']) await expect(adjustment).toContainText(text);
    await expect(adjustment).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const sale = drawer.getByTestId('movement-venda');
    for (const text of ['Venda', '−2', '8']) await expect(sale).toContainText(text);
    await expect(drawer.getByTestId('movement-entrada')).toContainText('Estoque inicial');
    await page.mouse.move(0, 0);
    expect(await violations(page, '.ant-drawer')).toEqual([]);
  });

  test("'Movimentar estoque' from the history records a loss, refuses one beyond the stock, and the line appears at once", async ({ page, demo }) => {
    const { name, row } = await ownProduct(page, demo.admin);
    await row.getByRole('button', { name: `Histórico de estoque de ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Histórico de estoque — ${name}` });
    await drawer.getByRole('button', { name: 'Movimentar estoque' }).click();
    const move = page.getByRole('dialog', { name: 'Movimentar estoque' });
    await move.getByText('Perda', { exact: true }).click();
    await move.getByLabel('Quantidade perdida').fill('11');
    await move.getByRole('button', { name: 'Registrar' }).click();
    await expect(move.getByText('Quantidade solicitada (11) excede o estoque disponível (10)')).toBeVisible();
    await move.getByLabel('Quantidade perdida').fill('1');
    await move.getByLabel('Observação').fill('Frasco quebrado');
    // Off the button pressed above: axe would read its hover colour.
    await page.mouse.move(0, 0);
    expect(await violations(page, '.ant-modal')).toEqual([]);
    await move.getByRole('button', { name: 'Registrar' }).click();
    await expect(move).toBeHidden();
    await expect(drawer.getByTestId('movement-perda')).toContainText('Frasco quebrado');
    await expect(drawer.getByTestId('movement-perda')).toContainText('−1');
    await expect(drawer.getByTestId('history-stock')).toHaveText('9');
    await expect(row.getByTestId('product-stock')).toContainText('9');
  });
});
