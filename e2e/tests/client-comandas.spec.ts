import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { loginAs } from './helpers';
import { brl, newClient, newProduct, suffix, type Checkout } from './comanda-setup';

// docs/product/screens.md ('Perfil do Cliente'): the profile lists her comandas and opens a new one.

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
