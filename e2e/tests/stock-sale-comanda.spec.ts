import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { loginAs } from './helpers';
import { brl, newClient, newProduct, suffix, type Checkout } from './comanda-setup';

// docs/product/api.md ('Checkouts'): Estoque's 'Vender' is a one-item comanda with its client and payment method.

test.describe("Estoque's sale as a comanda", { tag: '@mf-estoque' }, () => {
  test.describe.configure({ timeout: 180_000 }); // several pages and API checks per test

  test('a sale with a client and PIX closes a one-item comanda: stock down, Financeiro shows the income with its method', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const product = `Leave-in Comanda ${suffix}`;
    const client = `Cliente Comanda ${suffix}`;
    const productId = await newProduct(page, product, '30.00', 4);
    const clientId = await newClient(page, client);

    await page.goto('/estoque');
    const row = page.locator('[data-testid^="product-"]').filter({ hasText: product });
    await row.getByRole('button', { name: `Vender ${product}` }).click();
    const sale = page.getByRole('dialog', { name: 'Confirmar Venda' });
    await expect(sale.getByLabel('Forma de pagamento')).toBeVisible();
    // The dialog with its client search and the cash fields open passes axe.
    await expect(sale.getByLabel('Valor recebido (R$)')).toBeVisible();
    expect(await axeViolations(page, { include: '.ant-modal' })).toEqual([]);

    // Cash: 'Troco' follows the amount received.
    await sale.getByLabel('Quantidade').fill('2');
    await sale.getByLabel('Valor recebido (R$)').fill('100');
    await expect(sale.getByTestId('sale-change')).toContainText(brl(4000));

    // Her and PIX instead.
    await sale.getByLabel('Cliente (opcional)').fill(client);
    await page.locator('.ant-select-dropdown:visible').getByText(client, { exact: false }).first().click();
    await sale.getByLabel('Forma de pagamento').click();
    await page.locator('.ant-select-dropdown:visible').getByText('PIX', { exact: true }).click();
    await expect(sale.getByLabel('Valor recebido (R$)')).toBeHidden();
    await expect(sale.getByTestId('sale-total')).toContainText(brl(6000));
    await sale.getByRole('button', { name: 'Confirmar Venda' }).click();
    await expect(sale).toBeHidden();
    await expect(row.getByTestId('product-stock')).toContainText('2');

    // One comanda, closed, hers, paid in PIX.
    const page1: { items: Checkout[] } = await (await page.request.get(`/api/checkouts?clientId=${clientId}`)).json();
    expect(page1.items).toHaveLength(1);
    const [comanda] = page1.items;
    expect(comanda).toMatchObject({ status: 'closed', clientId, total: 6000 });
    expect(comanda!.items).toEqual([expect.objectContaining({ productId, quantity: 2, unitPrice: 3000 })]);
    expect(comanda!.payments).toEqual([expect.objectContaining({ method: 'pix', amount: 6000 })]);
    const stock: { id: number; currentStock: number }[] = await (await page.request.get('/api/products')).json();
    expect(stock.find((p) => p.id === productId)?.currentStock).toBe(2);

    // Financeiro lists today's income of the comanda with its method (its first load is a fresh remote: a loaded CI waits longer).
    await page.goto('/financeiro');
    const income = page.locator('[data-testid^="transaction-"]').filter({ hasText: `Comanda #${comanda!.number}` });
    await expect(income).toBeVisible({ timeout: 30_000 });
    await expect(income).toContainText('Produtos Vendidos');
    await expect(income).toContainText('PIX');
    await expect(income).toContainText(brl(6000));
  });

  test('cash with change, no client: the comanda records what was received and the change', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const product = `Pomada Comanda ${suffix}`;
    const productId = await newProduct(page, product, '12.35', 3);
    await page.goto('/estoque');
    const row = page.locator('[data-testid^="product-"]').filter({ hasText: product });
    await row.getByRole('button', { name: `Vender ${product}` }).click();
    const sale = page.getByRole('dialog', { name: 'Confirmar Venda' });
    await expect(sale.getByLabel('Valor recebido (R$)')).toBeVisible();
    await sale.getByLabel('Valor recebido (R$)').fill('10');
    await sale.getByRole('button', { name: 'Confirmar Venda' }).click();
    await expect(sale.getByText('O valor recebido em dinheiro não pode ser menor que o valor pago.')).toBeVisible();
    await sale.getByLabel('Valor recebido (R$)').fill('20,00');
    await expect(sale.getByTestId('sale-change')).toContainText(brl(765));
    await sale.getByRole('button', { name: 'Confirmar Venda' }).click();
    await expect(sale).toBeHidden();
    await expect(row.getByTestId('product-stock')).toContainText('2');
    const closed: { items: Checkout[] } = await (await page.request.get('/api/checkouts?status=closed')).json();
    const mine = closed.items.find((c) => c.items.some((i) => i.productId === productId));
    expect(mine?.clientId).toBeNull();
    expect(mine?.payments).toEqual([expect.objectContaining({ method: 'dinheiro', amount: 1235, received: 2000, change: 765 })]);
  });

  test('the last unit sold meanwhile: the server says so, the comanda stays open and a retry continues it, never a second one', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const product = `Tônico Último ${suffix}`;
    const productId = await newProduct(page, product, '25.00', 1);
    await page.goto('/estoque');
    const row = page.locator('[data-testid^="product-"]').filter({ hasText: product });
    await row.getByRole('button', { name: `Vender ${product}` }).click();
    const sale = page.getByRole('dialog', { name: 'Confirmar Venda' });
    await expect(sale.getByLabel('Forma de pagamento')).toBeVisible();

    // Another desk sells the last unit while the dialog is open.
    const other = await page.request.post('/api/checkouts', { data: { items: [{ type: 'product', productId, quantity: 1 }] } });
    expect(other.status(), await other.text()).toBe(201);
    const { id: otherId, total } = await other.json();
    expect((await page.request.post(`/api/checkouts/${otherId}/payments`, { data: { method: 'pix', amount: total } })).status()).toBe(200);
    expect((await page.request.post(`/api/checkouts/${otherId}/close`, { data: {} })).status()).toBe(200);

    await sale.getByRole('button', { name: 'Confirmar Venda' }).click();
    const alert = sale.getByRole('alert');
    await expect(alert).toContainText('Quantidade solicitada (1) excede o estoque disponível (0)');
    await expect(alert).toContainText(/A comanda nº \d+ ficou aberta em Financeiro/);
    await expect(sale.getByLabel('Quantidade')).toBeDisabled();
    await sale.getByRole('button', { name: 'Confirmar Venda' }).click();
    await expect(alert).toContainText('excede o estoque disponível (0)');

    // One open comanda of this product, paid once; nothing else was written.
    const open: { items: Checkout[] } = await (await page.request.get('/api/checkouts?status=open')).json();
    const mine = open.items.filter((c) => c.items.some((i) => i.productId === productId));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payments).toHaveLength(1);
    const stock: { id: number; currentStock: number }[] = await (await page.request.get('/api/products')).json();
    expect(stock.find((p) => p.id === productId)?.currentStock).toBe(0);
  });
});
