import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { screenAndDialogs } from './axe';
import { afterStartOf, instantOf } from './clock';
import { anaAroundTheClock, dayFromToday, loginAs, moveToZone, pickOption, serviceOfAna, uniquePhone, ZONE_WITH_ROOM_TODAY } from './helpers';

// docs/product/api.md ('Checkouts'): the comanda closes a visit at the counter — from the agenda's 'Fechar comanda' or
// Financeiro's 'Nova venda' — with products, split payments, cash change and the receipt; the other screens follow live.

const DEMO_ZONE = 'America/Sao_Paulo';
/** The visit is booked today (Financeiro counts today's income): late in the evening the spec books in Rio Branco. */
const ZONE = ZONE_WITH_ROOM_TODAY;
const suffix = Date.now().toString(36).slice(-5);
const SERVICE = `Corte Comanda ${suffix}`;
const REMOTE_LOAD = 30_000;
let seq = 0;

const key = () => ({ 'Idempotency-Key': `comanda-${suffix}-${++seq}-${Math.random().toString(36).slice(2)}` });

/** 'R$ 1.234,56' → 123456 cents. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** 123456 cents → 'R$ 1.234,56' as the screens show it. */
const brl = (c: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(c / 100);
/** The money of a dashboard card (drawn without antd) or a Financeiro card (antd's Statistic), by its test id. */
const cardValue = (page: Page, testId: string): Locator => page.getByTestId(testId).locator(':is(.ant-statistic-content, .salao-stat-value)');
const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);

async function newClient(page: Page): Promise<{ id: number; name: string }> {
  const name = `Cliente Comanda ${suffix}${++seq}`;
  const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, name };
}

/** A product of the demo with stock to sell, its price in cents. */
async function productInStock(page: Page, min = 3): Promise<{ id: number; name: string; price: number }> {
  const products: { id: number; name: string; price: string; currentStock: number }[] = await (await page.request.get('/api/products')).json();
  const p = products.find((x) => x.currentStock >= min && Number(x.price) > 0);
  expect(p, 'the demo sells products in stock').toBeTruthy();
  return { id: p!.id, name: p!.name, price: Math.round(Number(p!.price) * 100) };
}

async function loggedIn(browser: Browser, who: { email: string; password: string }, width = 1280): Promise<Page> {
  const context = await browser.newContext({ timezoneId: ZONE, locale: 'pt-BR', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, who);
  return page;
}

test.describe('comanda', { tag: '@mf-financeiro' }, () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(async ({ request, demo }) => {
    if (ZONE === DEMO_ZONE) return;
    await request.post('/api/login', { data: demo.admin });
    await moveToZone(request, DEMO_ZONE);
  });

  test('an owner closes a visit from the grid with a product, PIX and cash with change; the receipt is a PDF; another browser sees the money within 1 s', async ({
    browser,
    demo,
  }) => {
    const page = await loggedIn(browser, demo.admin, 1366);
    if (ZONE !== DEMO_ZONE) await moveToZone(page.request, ZONE);
    const ana = await anaAroundTheClock(page);
    const service = await serviceOfAna(page, SERVICE, '80', ana.id);
    const client = await newClient(page);
    const product = await productInStock(page);
    const today = dayFromToday(0, ZONE);
    const times = await (await page.request.get(`/api/appointments/available-times?staffId=${ana.id}&serviceId=${service.id}&date=${today}`)).json();
    const slot = (times.timeSlots as { time: string; available: boolean }[]).find((s) => s.available);
    expect(slot, 'a free slot today').toBeTruthy();
    const booked = await page.request.post('/api/appointments', {
      data: { clientId: client.id, serviceId: service.id, staffId: ana.id, appointmentDate: today, appointmentTime: slot!.time, notes: null },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const appointmentId = (await booked.json()).id as number;

    // The second browser of the same owner: the dashboard and Financeiro, their income figures read before.
    const watcher = await loggedIn(browser, demo.admin);
    const dashboardIncome = cardValue(watcher, 'card-income');
    await expect(dashboardIncome).toHaveText(/R\$/, { timeout: REMOTE_LOAD });
    const finance = await watcher.context().newPage();
    await finance.goto('/financeiro');
    const financeIncome = cardValue(finance, 'card-today-income');
    await expect(financeIncome).toHaveText(/R\$/, { timeout: REMOTE_LOAD });

    const total = 8000 + product.price;
    const pix = 3000;
    const cash = total - pix;
    const received = Math.ceil((cash + 1) / 1000) * 1000 + 1000; // a round note above the rest

    await afterStartOf(
      instantOf(today, slot!.time, ZONE),
      async () => {
        await page.goto('/agendamentos');
        const block = page.locator(`[data-appointment="${appointmentId}"]`);
        await expect(block).toBeVisible({ timeout: REMOTE_LOAD });
        await block.click();
        const popover = page.getByRole('dialog', { name: `Agendamento de ${client.name}` });
        // ✓ stays beside it: a quick completion without a comanda.
        await expect(popover.getByRole('button', { name: 'Marcar como realizado' })).toBeVisible();
        await popover.getByRole('button', { name: 'Fechar comanda' }).click();

        await expect(page).toHaveURL(/\/financeiro\/comandas\/\d+$/, { timeout: REMOTE_LOAD });
        await expect(page.getByRole('heading', { name: /^Comanda nº \d+$/ })).toBeVisible();
        const items = page.getByTestId('checkout-item');
        await expect(items).toHaveCount(1);
        await expect(items.first()).toContainText(SERVICE);
        await expect(page.locator('#checkout-client')).toBeAttached();
        await expect(page.getByText(client.name).first()).toBeVisible();

        await pickOption(page, 'checkout-add', product.name, product.name);
        await expect(items).toHaveCount(2);
        await expect(figure(page, 'Total')).toHaveText(brl(total));
        await expect(figure(page, 'Restante')).toHaveText(brl(total));

        // Part in PIX: the amount starts at the balance; the person types less.
        await pickOption(page, 'payment-method', 'PIX');
        await page.locator('#payment-amount').fill('30,00');
        await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
        await expect(page.getByTestId('checkout-payment')).toHaveCount(1);
        await expect(figure(page, 'Pago')).toHaveText(brl(pix));
        await expect(figure(page, 'Restante')).toHaveText(brl(cash));

        // The rest in cash, handed over as a larger note: the change shows before it is recorded.
        await pickOption(page, 'payment-method', 'Dinheiro');
        await expect(page.locator('#payment-amount')).toHaveValue(brl(cash).replace(/^R\$\s/, ''));
        await page.locator('#payment-received').fill(brl(received).replace(/^R\$\s/, ''));
        await expect(page.getByTestId('payment-change')).toHaveText(`Troco: ${brl(received - cash)}`);
        await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
        await expect(page.getByTestId('checkout-payment')).toHaveCount(2);
        await expect(page.getByTestId('checkout-payment').nth(1)).toContainText(`Troco ${brl(received - cash)}`);
        await expect(figure(page, 'Restante')).toHaveText(brl(0));

        const before = { dashboard: cents(await dashboardIncome.innerText()), finance: cents(await financeIncome.innerText()) };
        await page.getByRole('button', { name: 'Fechar comanda' }).click();
        await expect(page.getByText('Fechada', { exact: true })).toBeVisible();
        // Live: financial_change reaches the other browser's dashboard and Financeiro within a second.
        await expect(dashboardIncome).toHaveText(brl(before.dashboard + total), { timeout: 1000 });
        await expect(financeIncome).toHaveText(brl(before.finance + total), { timeout: 1000 });
      },
      page,
    );

    // The visit is done on the agenda.
    const day: { appointments: { id: number; status: string }[] } = await (await page.request.get(`/api/agenda/day?date=${today}`)).json();
    expect(day.appointments.find((a) => a.id === appointmentId)?.status).toBe('completed');

    // The receipt: a PDF to print (GET /api/checkouts/{id}/receipt).
    const print = page.getByRole('link', { name: 'Imprimir recibo' });
    const href = await print.getAttribute('href');
    expect(href).toMatch(/^\/api\/checkouts\/\d+\/receipt$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    await watcher.context().close();
    await page.context().close();
  });

  test("'Nova venda': a walk-in buys a product by débito, at 390 px", async ({ browser, demo }) => {
    const page = await loggedIn(browser, demo.admin, 390);
    const product = await productInStock(page);
    await page.goto('/financeiro');
    await page.getByRole('button', { name: 'Nova venda' }).click();
    await expect(page).toHaveURL(/\/financeiro\/comandas\/nova$/);
    await expect(page.getByRole('heading', { name: 'Nova venda' })).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByRole('button', { name: 'Fechar comanda' })).toBeDisabled();

    await pickOption(page, 'checkout-add', product.name, product.name);
    await expect(figure(page, 'Total')).toHaveText(brl(product.price));
    await pickOption(page, 'payment-method', 'Cartão de débito');
    await expect(page.locator('#payment-amount')).toHaveValue(brl(product.price).replace(/^R\$\s/, ''));
    await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
    // Saved with its first payment: the address is now the comanda's own.
    await expect(page).toHaveURL(/\/financeiro\/comandas\/\d+$/);
    const payment = page.getByTestId('checkout-payment');
    await expect(payment).toContainText('Cartão de débito');
    await expect(payment).toContainText('Previsto para');
    await expect(figure(page, 'Restante')).toHaveText(brl(0));
    // No client: no 'fiado'.
    await expect(page.getByRole('button', { name: 'Deixar saldo como fiado' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Fechar comanda' }).click();
    await expect(page.getByText('Fechada', { exact: true })).toBeVisible();
    const number = (await page.getByRole('heading', { name: /^Comanda nº \d+$/ }).innerText()).trim();
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: 'Voltar ao Financeiro' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expect(row).toContainText('Cliente avulso');
    await expect(row).toContainText('Fechada');
    await expect(row).toContainText(brl(product.price));
    await page.context().close();
  });

  test('axe: the comanda open (with the fiado question) and closed (with the estorno dialog), both themes', async ({ page, demo }) => {
    test.setTimeout(480_000);
    await loginAs(page, demo.admin);
    const client = await newClient(page);
    const product = await productInStock(page);
    const open = await page.request.post('/api/checkouts', {
      headers: key(),
      data: { clientId: client.id, items: [{ type: 'product', productId: product.id, quantity: 1 }], discount: 0, tip: null },
    });
    expect(open.status(), await open.text()).toBe(201);
    const openId = (await open.json()).id as number;
    const paid = await page.request.post(`/api/checkouts/${openId}/payments`, { headers: key(), data: { method: 'pix', amount: 100 } });
    expect(paid.status(), await paid.text()).toBeLessThan(300);

    const closed = await page.request.post('/api/checkouts', {
      headers: key(),
      data: { clientId: client.id, items: [{ type: 'product', productId: product.id, quantity: 1 }], discount: 0, tip: null },
    });
    expect(closed.status(), await closed.text()).toBe(201);
    const closedId = (await closed.json()).id as number;
    const pay = await page.request.post(`/api/checkouts/${closedId}/payments`, {
      headers: key(),
      data: { method: 'credito', amount: product.price, installments: 2 },
    });
    expect(pay.status(), await pay.text()).toBeLessThan(300);
    const close = await page.request.post(`/api/checkouts/${closedId}/close`, { headers: key(), data: {} });
    expect(close.status(), await close.text()).toBeLessThan(300);

    const found = {
      ...(await screenAndDialogs(page, `/financeiro/comandas/${openId}`, [
        {
          name: 'Deixar saldo como fiado',
          open: async (p) => {
            await p.getByRole('button', { name: 'Deixar saldo como fiado' }).click();
            return p.getByRole('dialog').filter({ hasText: 'Deixar saldo como fiado?' });
          },
        },
      ])),
      ...(await screenAndDialogs(page, `/financeiro/comandas/${closedId}`, [
        {
          name: 'Estornar',
          open: async (p) => {
            await p.getByRole('button', { name: 'Estornar' }).click();
            return p.getByRole('dialog', { name: /^Estornar comanda nº \d+$/ });
          },
        },
      ])),
    };
    expect(found).toEqual({});
  });
});
