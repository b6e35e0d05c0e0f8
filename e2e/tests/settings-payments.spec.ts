import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { axeViolations, reviewShot } from './axe';
import { loginAs, uniqueEmail } from './helpers';
import { REMOTE_LOAD } from './settings-support';

// docs/product/screens.md ('Configurações', 'Pagamentos'): the owner types her card operator's fees the Brazilian way; the
// comanda's payments then take their fee from them (docs/product/api.md, 'Checkouts'), and a disabled method is refused.

interface Setting {
  method: string;
  active: boolean;
  feePercent: number;
  fixedFee: number;
  receiptDays: number;
  installmentFees: { installments: number; feePercent: number }[];
}
interface Methods {
  methods: Setting[];
  version: number;
}

const methods = async (request: APIRequestContext): Promise<Methods> => (await (await request.get('/api/payment-methods')).json()) as Methods;

/** Every method back to no fee, active, without parcel fees: what the test then types is all that is saved. */
async function zeroFees(request: APIRequestContext): Promise<void> {
  const current = await methods(request);
  const reset = await request.put('/api/payment-methods', {
    data: { version: current.version, methods: current.methods.map((m) => ({ ...m, active: true, feePercent: 0, fixedFee: 0, installmentFees: [] })) },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

async function openPayments(page: Page): Promise<void> {
  await page.goto('/configuracoes?aba=pagamentos');
  await expect(page.getByTestId('payment-method-credito')).toBeVisible({ timeout: REMOTE_LOAD });
}

/** A comanda of one service at `gross` cents, opened through the API. */
async function openComanda(request: APIRequestContext, gross: number): Promise<number> {
  const services = (await (await request.get('/api/services')).json()) as { id: number }[];
  const opened = await request.post('/api/checkouts', {
    data: { items: [{ type: 'service', serviceId: services[0]!.id, quantity: 1, unitPrice: gross, discount: 0 }], discount: 0 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return ((await opened.json()) as { id: number }).id;
}

test.describe('Configurações: Pagamentos', { tag: '@mf-configuracoes' }, () => {
  test.describe.configure({ timeout: 240_000 });

  test('the owner sets débito and crédito fees; a comanda paid in 3x takes the saved rate, a disabled method is refused', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    await zeroFees(page.request);
    await openPayments(page);

    const debito = page.getByTestId('payment-method-debito');
    await debito.getByLabel('Taxa (%): Cartão de débito').fill('1,99');
    const credito = page.getByTestId('payment-method-credito');
    await credito.getByLabel('Taxa (%): Cartão de crédito').fill('3,49');
    await credito.getByLabel('Taxa fixa (R$): Cartão de crédito').fill('0,30');
    await credito.getByRole('button', { name: 'Adicionar parcela' }).click();
    // A new row takes the first free count (2x); she picks 3x.
    await credito.getByLabel('Parcelas da linha 1').click();
    await page.locator('.ant-select-dropdown:visible').getByText('3x', { exact: true }).click();
    await credito.getByLabel('Taxa (%) em 3x: Cartão de crédito').fill('5,29');

    // A rate with three decimals is refused in pt-BR before anything is sent.
    await debito.getByLabel('Taxa (%): Cartão de débito').fill('1,999');
    await page.getByRole('button', { name: 'Salvar Formas de Pagamento' }).click();
    await expect(debito.getByText('Taxa deve ser um percentual de 0 a 100, com no máximo 2 casas decimais')).toBeVisible();
    await expect.poll(async () => (await methods(page.request)).methods.find((m) => m.method === 'debito')!.feePercent).toBe(0);

    await debito.getByLabel('Taxa (%): Cartão de débito').fill('1,99');
    // 'Cheque' is switched off.
    await page.getByTestId('payment-method-cheque').getByRole('switch', { name: 'Ativo: Cheque' }).click();
    await page.getByRole('button', { name: 'Salvar Formas de Pagamento' }).click();
    await expect(page.getByText('Dados Salvos!')).toBeVisible();

    const saved = await methods(page.request);
    const by = (method: string) => saved.methods.find((m) => m.method === method)!;
    expect(by('debito')).toMatchObject({ feePercent: 1.99, fixedFee: 0 });
    expect(by('credito')).toMatchObject({ feePercent: 3.49, fixedFee: 30, installmentFees: [{ installments: 3, feePercent: 5.29 }] });
    expect(by('cheque').active).toBe(false);

    await page.reload();
    await expect(page.getByTestId('payment-method-credito')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByLabel('Taxa (%): Cartão de débito')).toHaveValue('1,99');
    await expect(page.getByLabel('Taxa (%): Cartão de crédito')).toHaveValue('3,49');
    await expect(page.getByLabel('Taxa fixa (R$): Cartão de crédito')).toHaveValue('0,30');
    await expect(page.getByLabel('Taxa (%) em 3x: Cartão de crédito')).toHaveValue('5,29');
    await expect(page.getByRole('switch', { name: 'Ativo: Cheque' })).toHaveAttribute('aria-checked', 'false');

    // R$ 50,00 in 3x: 5000 × 5,29 % = 264,5 → 265 (half up), plus the R$ 0,30 fixed fee.
    const gross = 5000;
    const id = await openComanda(page.request, gross);
    const cheque = await page.request.post(`/api/checkouts/${id}/payments`, { data: { method: 'cheque', amount: gross } });
    expect(cheque.status()).toBe(409);
    expect(((await cheque.json()) as { message: string }).message).toBe('Esta forma de pagamento está desativada. Ative-a em Formas de pagamento.');
    const paid = await page.request.post(`/api/checkouts/${id}/payments`, { data: { method: 'credito', amount: gross, installments: 3 } });
    expect(paid.status(), await paid.text()).toBe(200);
    const payment = ((await paid.json()) as { payments: { fee: number; net: number; gross: number }[] }).payments[0]!;
    const expectedFee = Math.floor((gross * 529 + 5000) / 10000) + 30;
    expect(expectedFee).toBe(295);
    expect(payment).toMatchObject({ gross, fee: expectedFee, net: gross - expectedFee });
  });

  test('a save over someone else’s change says so and reloads', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    await openPayments(page);
    // Someone else saves first.
    const current = await methods(page.request);
    const other = await page.request.put('/api/payment-methods', {
      data: { version: current.version, methods: current.methods.map((m) => (m.method === 'pix' ? { ...m, receiptDays: 2 } : m)) },
    });
    expect(other.status(), await other.text()).toBe(200);

    await page.getByLabel('Taxa (%): PIX').fill('0,99');
    await page.getByRole('button', { name: 'Salvar Formas de Pagamento' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Este registro foi alterado por outra pessoa.' });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Taxa (%): PIX')).toHaveValue('0,99');
    await alert.getByRole('button', { name: 'Recarregar' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByLabel('Recebimento em (dias): PIX')).toHaveValue('2');
    await expect(page.getByLabel('Taxa (%): PIX')).toHaveValue('0');
  });

  test('staff see the tab locked and cannot save fees', async ({ page, request, demo }) => {
    await request.post('/api/login', { data: demo.admin });
    const who = { email: uniqueEmail('pagamentos'), password: 'segredo123' };
    const created = await request.post('/api/staff', {
      data: { name: 'Paula Pagamentos', role: 'Manicure', email: who.email, password: who.password, phone: '', hasSystemAccess: true, commissionRate: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);

    await loginAs(page, who, '/configuracoes?aba=pagamentos');
    // The locked tab in the URL opens Segurança.
    await expect(page.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true', { timeout: REMOTE_LOAD });
    await expect(page.getByRole('tab', { name: 'Bloqueado Pagamentos' })).toHaveAttribute('aria-disabled', 'true');
    const current = await methods(page.request);
    const put = await page.request.put('/api/payment-methods', { data: { version: current.version, methods: current.methods } });
    expect(put.status()).toBe(403);
  });

  test.describe('the tab passes axe', () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        test(`${colorScheme}, ${width} px`, async ({ browser, demo }) => {
          const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
          const page = await context.newPage();
          await loginAs(page, demo.admin);
          await openPayments(page);
          if (width < 576) await expect(page.getByTestId('settings-section')).toContainText('Pagamentos');
          else await expect(page.getByRole('tab', { name: 'Pagamentos' })).toHaveAttribute('aria-selected', 'true');
          // Nothing wider than the screen (390 px: the cards stack).
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await reviewShot(page, `settings-pagamentos-${colorScheme}-${width}.png`, true);
          expect(await axeViolations(page, { include: 'main' })).toEqual([]);
          await context.close();
        });
      }
    }
  });
});
