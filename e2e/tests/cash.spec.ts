import { expect, test, type Page } from './fixtures';
import { axeViolations, screenAndDialogs, settled } from './axe';
import { loginAs } from './helpers';

// docs/product/api.md ('Caixa'): the owner opens the drawer, a comanda is paid in cash with change, a sangria
// goes to the bank, and the closing shows the drawer short by what the count found.

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s').replace(/\./g, '\\.'));

/** A comanda of one of the demo's services at `price` cents, paid in cash with `received` handed over. */
async function paidInCash(page: Page, price: number, received: number) {
  const services: { id: number }[] = await (await page.request.get('/api/services')).json();
  const staff: { id: number }[] = await (await page.request.get('/api/staff')).json();
  const opened = await page.request.post('/api/checkouts', {
    data: { items: [{ type: 'service', serviceId: services[0]!.id, staffId: staff[0]!.id, quantity: 1, unitPrice: price }] },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const id = (await opened.json()).id;
  const paid = await page.request.post(`/api/checkouts/${id}/payments`, { data: { method: 'dinheiro', amount: price, received } });
  expect(paid.status(), await paid.text()).toBe(200);
}

test.describe('caixa', { tag: '@mf-financeiro' }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('the owner opens the drawer, takes cash with change, makes a sangria and closes short; screen and dialogs pass axe', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const caixa = page.locator('.ant-card').filter({ has: page.getByText('Caixa', { exact: true }) });

    // No drawer yet: the screen and the 'Abrir caixa' dialog pass axe.
    const closedScreen = await screenAndDialogs(page, '/financeiro', [
      {
        name: 'Abrir caixa',
        open: async (p) => {
          await p.getByRole('button', { name: 'Abrir caixa' }).click();
          return p.getByRole('dialog', { name: 'Abrir caixa' });
        },
      },
    ]);
    expect(closedScreen).toEqual({});

    await page.getByRole('button', { name: 'Abrir caixa' }).click();
    const openDialog = page.getByRole('dialog', { name: 'Abrir caixa' });
    await openDialog.getByLabel('Valor de abertura (R$)').fill('100,00');
    await openDialog.getByRole('button', { name: 'Abrir caixa' }).click();
    await expect(openDialog).toBeHidden();
    await expect(page.getByTestId('cash-expected')).toHaveText(money('R$ 100,00'));

    // R$ 80,00 paid with R$ 100,00: R$ 20,00 change.
    await paidInCash(page, 8000, 10000);
    await page.reload();
    await expect(page.getByTestId('cash-expected')).toHaveText(money('R$ 180,00'));
    await expect(caixa.getByText('Dinheiro recebido')).toBeVisible();

    // The open drawer and its two dialogs pass axe.
    const openScreen = await screenAndDialogs(page, '/financeiro', [
      {
        name: 'Sangria / suprimento',
        open: async (p) => {
          await p.getByRole('button', { name: 'Sangria / suprimento' }).click();
          return p.getByRole('dialog', { name: 'Sangria / suprimento' });
        },
      },
      {
        name: 'Fechar caixa',
        open: async (p) => {
          await p.getByRole('button', { name: 'Fechar caixa' }).click();
          return p.getByRole('dialog', { name: 'Fechar caixa' });
        },
      },
    ]);
    expect(openScreen).toEqual({});

    await page.getByRole('button', { name: 'Sangria / suprimento' }).click();
    const move = page.getByRole('dialog', { name: 'Sangria / suprimento' });
    await move.getByLabel('Valor (R$)').fill('30,00');
    await move.getByRole('button', { name: 'Registrar' }).click();
    await expect(move.getByText('Informe o motivo da sangria')).toBeVisible();
    await move.getByLabel('Motivo').fill('Depósito no banco');
    await move.getByRole('button', { name: 'Registrar' }).click();
    await expect(move).toBeHidden();
    // 100 + 100 − 20 − 30
    await expect(page.getByTestId('cash-expected')).toHaveText(money('R$ 150,00'));

    await page.getByRole('button', { name: 'Fechar caixa' }).click();
    const close = page.getByRole('dialog', { name: 'Fechar caixa' });
    await expect(close.getByTestId('close-dinheiro')).toContainText(money('Esperado R$ 150,00'));
    await close.getByLabel('Dinheiro: contado (R$)').fill('145,00');
    await expect(close.getByTestId('close-dinheiro')).toContainText(money('Falta de R$ 5,00'));
    await close.getByRole('button', { name: 'Fechar caixa' }).click();
    await expect(close).toBeHidden();

    await expect(caixa.getByText('Nenhum caixa aberto.')).toBeVisible();
    const history = caixa.getByTestId(/^cash-history-/);
    await expect(history).toHaveCount(1);
    await expect(history).toContainText(money('Diferença: Falta de R$ 5,00'));
    await expect(caixa.getByRole('link', { name: 'Imprimir relatório' })).toHaveAttribute('href', /\/api\/cash-sessions\/\d+\/report$/);

    // At 390 px the panel fits the screen and passes axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
  });
});
