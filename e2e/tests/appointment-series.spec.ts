import { axeViolations, settled } from './axe';
import { expect, test, type Page } from './fixtures';
import { dayFromToday, loginAs, registerEstablishment, uniqueEmail, uniquePhone } from './helpers';

// docs/product/series.md: on its own new salon, the front desk books a fortnightly series from 'Novo Agendamento';
// one date is taken, so the conflicts list shows it with free times; she picks one and confirms; axe-clean.

const SERVICE = 'Escova Quinzenal';
const STAFF = 'Paula Escovista';
const CLIENT = 'Marina Recorrente';

/** A Monday at least a week ahead (default hours: Monday open 08:00-18:00). */
function nextMonday(): string {
  for (let n = 7; n < 14; n++) {
    const d = dayFromToday(n);
    if (new Date(`${d}T12:00:00Z`).getUTCDay() === 1) return d;
  }
  throw new Error('no Monday');
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, inputId: string, option: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await page.locator(`#${inputId}`).click();
    await page.locator(`#${inputId}`).fill(option);
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(open).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('Agendamentos › Repetir', { tag: '@mf-agenda' }, () => {
  test('a fortnightly series with one conflict resolved by a free time', async ({ page }) => {
    test.setTimeout(180_000);
    const owner = await registerEstablishment(page.request, 'Salão Série');
    await loginAs(page, owner);
    const staff = await page.request.post('/api/staff', { data: { name: STAFF, role: 'Cabeleireira', email: uniqueEmail('paula'), commissionRate: 10 } });
    expect(staff.status(), await staff.text()).toBe(201);
    const staffId = (await staff.json()).id as number;
    const service = await page.request.post('/api/services', {
      data: { name: SERVICE, duration: 60, price: '70.00', category: 'Cabelo', staffIds: [staffId] },
    });
    expect(service.status(), await service.text()).toBe(201);
    const serviceId = (await service.json()).id as number;
    const client = await page.request.post('/api/clients', { data: { name: CLIENT, phone: uniquePhone(), email: null, address: null, notes: null } });
    expect(client.status(), await client.text()).toBe(201);
    const other = await page.request.post('/api/clients', { data: { name: 'Outra Cliente', phone: uniquePhone(), email: null, address: null, notes: null } });
    const first = nextMonday();
    const taken = addDays(first, 28);
    const blocking = await page.request.post('/api/appointments', {
      data: { clientId: (await other.json()).id, serviceId, staffId, appointmentDate: taken, appointmentTime: '10:00', notes: null },
    });
    expect(blocking.status(), await blocking.text()).toBe(201);

    await page.goto('/agendamentos');
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await pick(page, 'booking-client', CLIENT);
    await pick(page, 'booking-service', SERVICE);
    await pick(page, 'booking-staff', STAFF);
    await modal.locator('#booking-date').click();
    await modal.locator('#booking-date').fill(first.split('-').reverse().join('/'));
    await modal.locator('#booking-date').press('Enter');
    await modal.getByTestId('time-slots').getByRole('radio', { name: '10:00', exact: true }).click();
    await modal.getByRole('checkbox', { name: 'Repetir' }).check();
    await modal.getByLabel('A cada (semanas)').fill('2');
    await modal.getByLabel('Número de vezes').fill('4');
    await modal.getByRole('button', { name: 'Criar Agendamento' }).click();

    // The taken date is listed with its free times; nothing is booked yet.
    const conflict = modal.locator(`[data-conflict="${taken}"]`);
    await expect(conflict).toBeVisible();
    await expect(modal.locator('[data-conflict]')).toHaveCount(1);
    await expect(conflict).toContainText('Horário indisponível para este profissional.');
    await settled(page);
    expect(await axeViolations(page, { include: '.ant-modal' })).toEqual([]);
    const before = await (await page.request.get(`/api/agenda/day?date=${first}`)).json();
    expect(before.appointments).toHaveLength(0);

    await conflict.getByRole('radio', { name: '11:00', exact: true }).check();
    await modal.getByRole('button', { name: 'Confirmar série' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Série criada: 4 agendamentos.')).toBeVisible();

    for (const [date, time] of [
      [first, '10:00'],
      [addDays(first, 14), '10:00'],
      [taken, '11:00'],
      [addDays(first, 42), '10:00'],
    ] as const) {
      const day = await (await page.request.get(`/api/agenda/day?date=${date}`)).json();
      const mine = day.appointments.filter((a: { clientName: string }) => a.clientName === CLIENT);
      expect(mine.map((a: { appointmentTime: string; seriesId?: string }) => [a.appointmentTime, !!a.seriesId])).toEqual([[time, true]]);
    }
    await settled(page);
    expect(await axeViolations(page, { include: 'main', impact: 'serious' })).toEqual([]);
  });
});
