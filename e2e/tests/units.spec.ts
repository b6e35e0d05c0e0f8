import { axeViolations, settled } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import { chooseAgendaView, loginAs, moveToZone, serviceOfAna, uniqueEmail, uniquePhone, ZONE_WITH_ROOM_TODAY } from './helpers';

/**
 * Several units under one login (docs/product/units.md): the owner adds a unit, switches to it and works there,
 * switches back, sees the network's figures summed on the dashboard ('Todas as unidades') and the client served in
 * the second unit in the first one's Clientes (clients shared).
 */
const SECOND = 'Unidade Centro';
const CLIENT = 'Cliente do Centro';

/** A dashboard card's figure (drawn without antd: docs/architecture.md, 'First visit'). */
const card = (page: Page, testId: string): Locator => page.getByTestId(testId).locator('.salao-stat-value');
const figure = async (page: Page, testId: string): Promise<number> => {
  await expect(card(page, testId)).toHaveText(/\d/, { timeout: 30_000 });
  return Number((await card(page, testId).innerText()).replace(/\D/g, ''));
};

/** Opens a Select by its input and clicks an option, again if the click landed while the list was still opening. */
async function pick(page: Page, control: Locator, option: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await control.click();
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(open).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

const DEMO_ZONE = 'America/Sao_Paulo';
/** The new unit's booking is today (the dashboard counts today's): late in the evening that unit is in Rio Branco. */
const ZONE = ZONE_WITH_ROOM_TODAY;

test.describe('units', { tag: '@shell' }, () => {
  test.use({ timezoneId: ZONE });
  test('the owner adds a unit, works in it, switches back and sees the whole network on the dashboard', async ({ page, demo }) => {
    test.setTimeout(180_000);
    await loginAs(page, demo.admin);
    const switcher = page.getByRole('combobox', { name: 'Unidade' });
    // One unit: no switcher yet, but the owner may add one.
    const newUnit = page.getByRole('button', { name: 'Nova unidade' });
    await expect(newUnit).toBeVisible();
    await expect(switcher).toHaveCount(0);
    const firstToday = await figure(page, 'card-today');
    const firstClients = await figure(page, 'card-clients');

    await newUnit.click();
    const dialog = page.getByRole('dialog', { name: 'Nova unidade' });
    await expect(dialog.getByLabel('Copiar serviços, horários e configurações de')).toBeVisible();
    await expect(dialog.locator('.ant-select-content, .ant-select-selection-item').first()).toContainText('Studio Bela Demo');
    await settled(page);
    expect(await axeViolations(page, { include: '.ant-modal', impact: 'serious' })).toEqual([]);
    // The schema's message before anything is sent.
    await dialog.getByRole('button', { name: 'Criar unidade' }).click();
    await expect(dialog.getByText('Nome do estabelecimento')).toBeVisible();
    await dialog.getByLabel('Nome').fill(SECOND);
    await dialog.getByLabel('Endereço').fill('Rua do Centro, 10');
    await dialog.getByLabel('Telefone').fill('11988887777');
    await dialog.getByRole('button', { name: 'Criar unidade' }).click();
    await expect(page.getByText('Unidade criada.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The switcher now lists both; open, it is checked with the header.
    await expect(switcher).toBeVisible();
    await switcher.click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(3);
    await settled(page);
    expect(await axeViolations(page, { include: 'header, .ant-select-dropdown', impact: 'serious' })).toEqual([]);
    await page.keyboard.press('Escape');

    await pick(page, switcher, SECOND);
    await expect(page.getByText(`Unidade alterada para ${SECOND}.`)).toBeVisible();
    await expect(page.getByTestId('sidebar-brand')).toContainText(SECOND);
    await expect(page.getByTestId('card-clients')).toContainText('0');

    // The new unit has the copied services but its own team and clients: a professional and a client, then the booking through the modal.
    if (ZONE !== DEMO_ZONE) await moveToZone(page.request, ZONE);
    const hours = await page.request.put('/api/business-hours', {
      data: { hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, isHoliday: false, openTime: '00:00', closeTime: '23:59' })) },
    });
    expect(hours.status(), await hours.text()).toBeLessThan(300);
    const staff = await page.request.post('/api/staff', {
      data: { name: 'Carla Centro', role: 'Cabeleireira', email: uniqueEmail('carla'), phone: '', hasSystemAccess: false, commissionRate: 20 },
    });
    expect(staff.status(), await staff.text()).toBe(201);
    await serviceOfAna(page, 'Escova Centro', '50.00', ((await staff.json()) as { id: number }).id);
    const client = await page.request.post('/api/clients', { data: { name: CLIENT, phone: uniquePhone() } });
    expect(client.status(), await client.text()).toBe(201);

    await page.goto('/agendamentos');
    await chooseAgendaView(page, 'Lista');
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await pick(page, page.locator('#booking-client'), CLIENT);
    await pick(page, page.locator('#booking-service'), 'Escova Centro');
    await pick(page, page.locator('#booking-staff'), 'Carla Centro');
    const slot = modal.getByTestId('time-slots').locator('button:not([disabled])').first();
    await expect(slot).toBeVisible();
    await slot.click();
    await modal.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Agendamento realizado')).toBeVisible();

    await page.goto('/dashboard');
    expect(await figure(page, 'card-today')).toBe(1);
    expect(await figure(page, 'card-clients')).toBe(1);

    // Back in the first unit: its own figures, its own clients.
    await pick(page, switcher, 'Studio Bela Demo');
    await expect(page.getByText('Unidade alterada para Studio Bela Demo.')).toBeVisible();
    await expect(page.getByTestId('sidebar-brand')).toContainText('Studio Bela Demo');
    await expect.poll(() => figure(page, 'card-clients')).toBe(firstClients);
    expect(await figure(page, 'card-today')).toBe(firstToday);

    // 'Todas as unidades': the cards sum both units; the session stays in the first.
    await pick(page, switcher, 'Todas as unidades');
    await expect(page).toHaveURL(/\/dashboard\?unidade=todas$/);
    await expect(page.getByTestId('network-note')).toBeVisible();
    await expect.poll(() => figure(page, 'card-clients')).toBe(firstClients + 1);
    expect(await figure(page, 'card-today')).toBe(firstToday + 1);
    // Another screen keeps the session's unit, and says so.
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByText('Clientes').click();
    await expect(page.getByTestId('unit-scope-note')).toHaveText('Esta tela mostra: Studio Bela Demo');
    // Clients are the network's (shared by default): the client made in the second unit is one record here, and
    // her profile's history names the unit of her visit.
    await page.getByRole('link', { name: CLIENT }).click();
    const history = page.getByTestId('client-profile-history');
    await expect(history.getByRole('columnheader', { name: 'Unidade' })).toBeVisible();
    await expect(history.getByRole('row').filter({ hasText: 'Escova Centro' })).toContainText(SECOND);
    await settled(page);
    expect(await axeViolations(page, { include: '[data-testid="client-profile"]', impact: 'serious' })).toEqual([]);
  });

  test('a staff member of one unit sees no switcher and cannot add units', async ({ page, demo }) => {
    await loginAs(page, demo.staff);
    await settled(page);
    await expect(page.getByRole('combobox', { name: 'Unidade' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nova unidade' })).toHaveCount(0);
  });
});
