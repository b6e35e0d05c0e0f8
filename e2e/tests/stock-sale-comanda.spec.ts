import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { loginAs, uniquePhone } from './helpers';

// docs/product/api.md ('Checkouts'): Estoque's 'Vender' is a one-item comanda with its client and payment method;
// the client's profile lists her comandas and opens a new one.

const suffix = Date.now().toString(36).slice(-5);
const brl = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

async function newProduct(page: Page, name: string, price: string, stock: number): Promise<number> {
  const res = await page.request.post('/api/products', {
    data: { name, category: 'Cabelo', brand: 'Marca Teste', price, cost: '0', currentStock: stock, minStock: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function newClient(page: Page, name: string): Promise<number> {
  const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

interface Checkout {
  id: number;
  number: number;
  status: string;
  clientId: number | null;
  total: number;
  items: { productId: number | null; quantity: number; unitPrice: number }[];
  payments: { method: string; amount: number; received: number | null; change: number }[];
}

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

test.describe("The client profile's comandas", { tag: '@mf-clientes' }, () => {
  test("'Comandas' lists hers with number, date, total and status, each linking to Financeiro; 'Abrir comanda' starts one for her", async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const client = `Cliente Perfil Comanda ${suffix}`;
    const clientId = await newClient(page, client);
    const productId = await newProduct(page, `Gel Perfil ${suffix}`, '15.00', 5);
    const open = async () => {
      const res = await page.request.post('/api/checkouts', { data: { clientId, items: [{ type: 'product', productId, quantity: 1 }] } });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Checkout;
    };
    const first = await open();
    const pay = await page.request.post(`/api/checkouts/${first.id}/payments`, { data: { method: 'pix', amount: first.total } });
    expect(pay.status(), await pay.text()).toBe(200);
    const close = await page.request.post(`/api/checkouts/${first.id}/close`, { data: {} });
    expect(close.status(), await close.text()).toBe(200);
    const second = await open();

    await page.goto(`/clientes/${clientId}`);
    await page.getByRole('tab', { name: 'Comandas' }).click();
    const table = page.getByTestId('client-profile-checkouts');
    const closedRow = table.getByRole('row').filter({ hasText: `Comanda nº ${first.number}` });
    await expect(closedRow).toContainText('Fechada');
    await expect(closedRow).toContainText(brl(1500));
    await expect(closedRow).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(table.getByRole('row').filter({ hasText: `Comanda nº ${second.number}` })).toContainText('Aberta');
    await expect(closedRow.getByRole('link', { name: `Comanda nº ${first.number}` })).toHaveAttribute('href', `/financeiro/comandas/${first.id}`);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);

    await page.getByRole('button', { name: 'Abrir comanda' }).click();
    await expect(page).toHaveURL(new RegExp(`/financeiro/comandas/nova\\?clientId=${clientId}$`));
  });
});
