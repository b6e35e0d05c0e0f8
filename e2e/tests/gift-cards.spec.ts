import { expect, test } from './fixtures';
import { axeViolations, screenAndDialogs, settled } from './axe';
import { loginAs, pickOption, registerEstablishment, uniqueEmail, uniquePhone } from './helpers';

// docs/product/gift-cards.md: a gift card sold at the counter as a comanda item, its PDF, and the card paying part of
// another comanda by its code (the balance shown as it is typed). Its own establishment: nothing another spec reads.

const REMOTE_LOAD = 30_000;

test('a gift card sold at the counter pays part of another comanda; the screens pass axe', { tag: '@mf-financeiro' }, async ({ page }) => {
  test.setTimeout(360_000);
  const owner = await registerEstablishment(page.request, 'Salão Vale-presente');
  await loginAs(page, owner);
  const staff = await page.request.post('/api/staff', {
    data: { name: 'Bia Vale', role: 'Cabeleireira', email: uniqueEmail('bia'), hasSystemAccess: false, commissionRate: 30 },
  });
  expect(staff.status(), await staff.text()).toBe(201);
  const service = await page.request.post('/api/services', {
    data: { name: 'Hidratação Vale', duration: 30, price: '50.00', category: 'Cabelo', staffIds: [(await staff.json()).id] },
  });
  expect(service.status(), await service.text()).toBe(201);
  const client = await page.request.post('/api/clients', {
    data: { name: 'Joana Presenteada', phone: uniquePhone(), email: null, address: null, notes: null },
  });
  expect(client.status(), await client.text()).toBe(201);

  // Sold: R$ 30,00 for Joana, paid by PIX.
  await page.goto('/financeiro/comandas/nova');
  await expect(page.getByRole('heading', { name: 'Nova venda' })).toBeVisible({ timeout: REMOTE_LOAD });
  await page.getByRole('button', { name: 'Vender vale-presente' }).click();
  await page.getByLabel('Valor do vale-presente').fill('30,00');
  await page.getByLabel('Para (destinatário)').fill('Joana');
  await page.getByLabel('Mensagem').fill('Feliz aniversário!');
  await pickOption(page, 'payment-method', 'PIX');
  await expect(page.locator('#payment-amount')).toHaveValue('30,00');
  // The open sale, its gift card's fields filled: labelled controls, nothing serious for axe.
  await settled(page);
  expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await expect(page).toHaveURL(/\/financeiro\/comandas\/\d+$/);
  await page.getByRole('button', { name: 'Fechar comanda' }).click();
  await expect(page.getByText('Fechada', { exact: true })).toBeVisible();
  const sold = page.getByTestId('gift-card-sold');
  await expect(sold).toContainText('Saldo R$');
  await expect(sold).toContainText('para Joana');
  const code = (await sold.locator('.ant-typography').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  const pdfLink = page.getByRole('link', { name: 'Baixar vale-presente (PDF)' });
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const soldUrl = new URL(page.url()).pathname;

  // Used: R$ 20,00 of a R$ 50,00 service, the rest by PIX.
  await page.goto('/financeiro/comandas/nova');
  await expect(page.getByRole('heading', { name: 'Nova venda' })).toBeVisible({ timeout: REMOTE_LOAD });
  await pickOption(page, 'checkout-add', 'Hidratação Vale', 'Hidratação Vale');
  await pickOption(page, 'payment-method', 'Vale-presente');
  await page.getByLabel('Código do vale-presente').fill(code.replace(/-/g, ' ').toLowerCase());
  await expect(page.getByTestId('gift-card-balance')).toHaveText(/Saldo do vale-presente: R\$\s30,00/);
  await settled(page);
  expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
  await page.locator('#payment-amount').fill('20,00');
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await expect(page).toHaveURL(/\/financeiro\/comandas\/\d+$/);
  await expect(page.getByTestId('checkout-payment').first()).toContainText('Vale-presente');
  const usedUrl = new URL(page.url()).pathname;
  const card = await (await page.request.get(`/api/gift-cards/${code}`)).json();
  expect(card.balance).toBe(1000);
  await pickOption(page, 'payment-method', 'PIX');
  await expect(page.locator('#payment-amount')).toHaveValue('30,00');
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await expect(page.getByRole('button', { name: 'Fechar comanda' })).toBeEnabled();
  await page.getByRole('button', { name: 'Fechar comanda' }).click();
  await expect(page.getByText('Fechada', { exact: true })).toBeVisible();

  const found = {
    ...(await screenAndDialogs(page, soldUrl)),
    ...(await screenAndDialogs(page, usedUrl)),
    ...(await screenAndDialogs(page, `/clientes/${(await client.json()).id}`)),
  };
  expect(found).toEqual({});
});
