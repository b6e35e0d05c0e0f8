import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { loginAs } from './helpers';

/** Today on the establishment's clock (the demo's zone), as the API keys it. */
function todayIso() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

type Staff = { id: number; name: string };

/**
 * As the logged-in owner: Ana earns 40 % and Carla 50 % of the first service (rules for each), and one comanda
 * closes with that service by Ana (R$ 100,00 → R$ 40,00) and by Carla (R$ 90,00 → R$ 45,00), paid in cash.
 */
async function closeComanda(page: Page): Promise<{ ana: Staff; carla: Staff; number: number; service: string }> {
  const staff: Staff[] = await (await page.request.get('/api/staff')).json();
  const ana = staff.find((s) => s.name === 'Ana Souza')!;
  const carla = staff.find((s) => s.name === 'Carla Mendes')!;
  const services: { id: number; name: string }[] = await (await page.request.get('/api/services')).json();
  const service = services[0]!;
  const rules = await (await page.request.get('/api/commission-rules')).json();
  const saved = await page.request.put('/api/commission-rules', {
    data: {
      version: rules.version,
      base: 'bruto',
      services: [
        { serviceId: service.id, staffId: ana.id, percent: 40 },
        { serviceId: service.id, staffId: carla.id, percent: 50 },
      ],
      products: [],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const opened = await page.request.post('/api/checkouts', {
    data: {
      items: [
        { type: 'service', serviceId: service.id, staffId: ana.id, quantity: 1, unitPrice: 10000, discount: 0 },
        { type: 'service', serviceId: service.id, staffId: carla.id, quantity: 1, unitPrice: 9000, discount: 0 },
      ],
      discount: 0,
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const c = await opened.json();
  const paid = await page.request.post(`/api/checkouts/${c.id}/payments`, { data: { method: 'dinheiro', amount: 19000 } });
  expect(paid.status(), await paid.text()).toBe(200);
  const closed = await page.request.post(`/api/checkouts/${c.id}/close`, { data: {} });
  expect(closed.status(), await closed.text()).toBe(200);
  return { ana, carla, number: c.number, service: service.name };
}

test.describe('Comissões', { tag: '@mf-financeiro' }, () => {
  // The demo tenant's seeding and four axe runs on a shared 2-core runner.
  test.describe.configure({ timeout: 360_000 });

  test('a staff login sees her commission entries only; the owner closes a payout and downloads its statement; both screens pass axe', async ({
    browser,
    page,
    demo,
  }) => {
    await loginAs(page, demo.admin);
    const v = await closeComanda(page);
    const line = `Comanda #${v.number} - ${v.service}`;

    // The staff login (Ana): her entries under her month's commission, never Carla's.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await loginAs(staffPage, demo.staff, '/financeiro');
    const mine = staffPage.getByTestId('my-commission-entries');
    const row = mine.getByRole('row', { name: new RegExp(line) });
    await expect(row).toContainText('R$ 100,00', { timeout: 30_000 });
    await expect(row).toContainText('R$ 40,00');
    await expect(mine).not.toContainText('R$ 90,00');
    await expect(mine).not.toContainText('Carla');
    const asked = await (await staffPage.request.get(`/api/commission-entries?staffId=${v.carla.id}`)).json();
    expect(asked.items.length).toBeGreaterThan(0);
    expect(asked.items.every((e: { staffId: number }) => e.staffId === v.ana.id)).toBe(true);
    expect(await axeViolations(staffPage, { include: '[data-testid="my-commission-entries"]' })).toEqual([]);
    await staffContext.close();

    // The owner: Carla's open commission, closed into a payout.
    await page.goto('/financeiro');
    const section = page.getByTestId('commissions-section');
    await expect(section.getByRole('row', { name: new RegExp(line) }).first()).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page, { include: '[data-testid="commissions-section"]' })).toEqual([]);
    // The demo's comandas of this month are open too: the payout closes them with this one's R$ 45,00.
    const month = `from=${todayIso().slice(0, 7)}-01&to=${todayIso()}`;
    const open = await (await page.request.get(`/api/commission-entries?staffId=${v.carla.id}&status=open&${month}`)).json();
    const openCents: number = open.totals.find((x: { staffId: number }) => x.staffId === v.carla.id).amount;
    expect(openCents).toBeGreaterThanOrEqual(4500);
    await section.getByRole('button', { name: 'Fechar comissões de Carla Mendes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Fechar comissões de Carla Mendes?' });
    await expect(confirm).toContainText(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(openCents / 100));
    expect(await axeViolations(page, { include: '.ant-modal' })).toEqual([]);
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/commission-payouts') && r.request().method() === 'POST'),
      confirm.getByRole('button', { name: 'Fechar comissões' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const payout = await created.json();
    expect(payout).toMatchObject({ staffName: 'Carla Mendes', from: `${todayIso().slice(0, 7)}-01`, to: todayIso() });
    await expect(section.getByRole('button', { name: 'Fechar comissões de Carla Mendes' })).toBeDisabled();

    await section.getByRole('tab', { name: 'Fechamentos' }).click();
    const payoutRow = section.getByRole('row', { name: /Carla Mendes/ }).first();
    await expect(payoutRow).toContainText('Baixar extrato');
    const href = await payoutRow.getByRole('link', { name: 'Baixar extrato' }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    expect(await axeViolations(page, { include: '[data-testid="commissions-section"]' })).toEqual([]);
  });
});
