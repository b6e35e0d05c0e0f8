import { axeViolations, settled } from './axe';
import { expect, test } from './fixtures';
import { dayFromToday, nextWeekday, phoneContext, loginAs, registerEstablishment, typeAndPick, uniqueEmail, uniquePhone } from './helpers';

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
    await typeAndPick(page, 'booking-client', CLIENT);
    await typeAndPick(page, 'booking-service', SERVICE);
    await typeAndPick(page, 'booking-staff', STAFF);
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

test.describe('Agenda › série: esta e as próximas', { tag: '@mf-agenda' }, () => {
  test("'Cancelar esta e as próximas' from the grid popover keeps the earlier occurrence", async ({ page }) => {
    test.setTimeout(180_000);
    const owner = await registerEstablishment(page.request, 'Salão Série Cancela');
    await loginAs(page, owner);
    const staff = await page.request.post('/api/staff', { data: { name: 'Rita Semanal', role: 'Manicure', email: uniqueEmail('rita'), commissionRate: 10 } });
    expect(staff.status(), await staff.text()).toBe(201);
    const staffId = (await staff.json()).id as number;
    const service = await page.request.post('/api/services', {
      data: { name: 'Manicure Semanal', duration: 45, price: '40.00', category: 'Unhas', staffIds: [staffId] },
    });
    const serviceId = (await service.json()).id as number;
    const client = await page.request.post('/api/clients', { data: { name: 'Joana Semanal', phone: uniquePhone(), email: null, address: null, notes: null } });
    const clientId = (await client.json()).id as number;
    const first = nextWeekday();
    const series = await page.request.post('/api/appointment-series', {
      headers: { 'Idempotency-Key': `series-cancel-${first}-${clientId}` },
      data: { clientId, serviceId, staffId, appointmentDate: first, appointmentTime: '14:00', notes: null, everyWeeks: 1, count: 3 },
    });
    expect(series.status(), await series.text()).toBe(201);
    const created = (await series.json()).created as Array<{ id: number; appointmentDate: string }>;
    expect(created).toHaveLength(3);
    const second = created[1]!;

    // The grid, moved day by day to the second occurrence.
    await page.goto('/agendamentos');
    // The day view: its grid, or on a day nobody works here (a Sunday) the line that says so.
    const dayView = page.getByRole('grid', { name: 'Agenda do dia' }).or(page.getByText('Nenhum profissional trabalha neste dia.'));
    await expect(dayView).toBeVisible({ timeout: 30_000 });
    const target = second.appointmentDate.slice(0, 10);
    // Straight to the day in the month calendar (clicking 'Próximo dia' faster than the grid redrew overshot it).
    const dayCell = page.locator(`td[title="${target}"]`);
    if ((await dayCell.count()) === 0) await page.getByRole('button', { name: 'Próximo mês' }).click();
    await dayCell.click();
    const block = page.locator(`[data-appointment="${second.id}"]`);
    await expect(block).toBeVisible();
    await expect(block).toHaveAttribute('data-series', /.+/);
    await block.click();
    const popover = page.getByRole('dialog', { name: 'Agendamento de Joana Semanal' });
    await expect(popover.getByRole('button', { name: 'Cancelar', exact: true })).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Mover esta e as próximas' })).toBeVisible();
    await settled(page);
    expect(await axeViolations(page, { include: 'main', impact: 'serious' })).toEqual([]);
    await popover.getByRole('button', { name: 'Cancelar esta e as próximas' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('Cancelar esta e as próximas?');
    await settled(page);
    expect(await axeViolations(page, { include: '.ant-modal', impact: 'serious' })).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancelar esta e as próximas' }).click();
    await expect(page.getByText('2 agendamento(s) cancelado(s).')).toBeVisible();

    await expect(block).toHaveCount(0);
    // The day's agenda leaves cancelled ones out: only the first occurrence is still there.
    const still: boolean[] = [];
    for (const a of created) {
      const day = await (await page.request.get(`/api/agenda/day?date=${a.appointmentDate.slice(0, 10)}`)).json();
      still.push(day.appointments.some((x: { id: number }) => x.id === a.id));
    }
    expect(still).toEqual([true, false, false]);

    // Her profile's history marks the series' occurrences (cancelled ones too), keeping its columns.
    await page.goto(`/clientes/${clientId}`);
    const history = page.getByTestId('client-profile-history');
    await expect(history.getByRole('img', { name: 'Agendamento recorrente' })).toHaveCount(3, { timeout: 30_000 });
    await expect(history.getByRole('columnheader', { name: 'Serviço' })).toBeVisible();
    await settled(page);
    expect(await axeViolations(page, { include: 'main', impact: 'serious' })).toEqual([]);
  });
});

test.describe('Agendamento online › visita com vários serviços', { tag: '@mf-agenda' }, () => {
  test('on a 390 px phone, two services in one visit at a time where both fit', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const owner = await registerEstablishment(page.request, 'Salão Visita Online');
    await loginAs(page, owner);
    const staff = await page.request.post('/api/staff', { data: { name: 'Lia Visita', role: 'Cabeleireira', email: uniqueEmail('lia'), commissionRate: 10 } });
    expect(staff.status(), await staff.text()).toBe(201);
    const staffId = (await staff.json()).id as number;
    for (const [name, duration] of [
      // The later service starts on the slot step (docs/product/series.md, 'A visit').
      ['Corte Visita', 60],
      ['Hidratação Visita', 30],
    ] as const) {
      const s = await page.request.post('/api/services', { data: { name, duration, price: '50.00', category: 'Cabelo', staffIds: [staffId] } });
      expect(s.status(), await s.text()).toBe(201);
    }
    const slug = (await (await page.request.get('/api/establishment')).json()).slug as string;
    const day = nextWeekday();

    const phone = await phoneContext(browser);
    try {
      const client = await phone.newPage();
      await client.goto(`/agendar/${slug}`);
      await client.getByRole('button', { name: /Corte Visita/ }).click({ timeout: 30_000 });
      await client.getByRole('button', { name: /Lia Visita/ }).click();
      await expect(client.getByRole('heading', { name: 'Escolha o dia e o horário' })).toBeVisible();
      await client.getByRole('button', { name: 'Adicionar outro serviço' }).click();
      await client.getByLabel('Outro serviço').selectOption({ label: 'Hidratação Visita' });
      await client.getByLabel('Profissional do serviço').selectOption({ label: 'Lia Visita' });
      await client.getByRole('button', { name: 'Adicionar à visita' }).click();
      await expect(client.getByTestId('visit-extras')).toContainText('Hidratação Visita · Lia Visita');

      const button = client.locator(`[data-day="${day}"]`);
      if (!(await button.isVisible())) await client.getByRole('button', { name: 'Próximo mês' }).click();
      await button.click();
      const grid = client.getByRole('radiogroup');
      await grid.getByRole('radio', { name: '10:00', exact: true }).click();
      await settled(client);
      expect(await axeViolations(client)).toEqual([]);
      const overflow = await client.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await client.getByRole('button', { name: 'Continuar' }).click();
      await client.getByLabel('Nome completo').fill('Clara Visitante');
      await client.getByLabel('Celular (WhatsApp)').fill(uniquePhone());
      await client.getByRole('button', { name: 'Continuar' }).click();
      await expect(client.getByRole('heading', { name: 'Confira e confirme' })).toBeVisible();
      await expect(client.getByText('Hidratação Visita · Lia Visita')).toBeVisible();
      await client.getByRole('button', { name: 'Confirmar agendamento' }).click();
      await expect(client.getByRole('heading', { name: 'Agendamento solicitado!' })).toBeVisible();
      await expect(client.getByText('Hidratação Visita às 11:00 · Lia Visita')).toBeVisible();
      await settled(client);
      expect(await axeViolations(client)).toEqual([]);
    } finally {
      await phone.close();
    }

    const booked = (await (await page.request.get(`/api/agenda/day?date=${day}`)).json()).appointments as Array<{
      appointmentTime: string;
      serviceName: string;
      groupId?: string;
      status: string;
    }>;
    expect(booked.map((a) => [a.appointmentTime, a.serviceName, a.status])).toEqual([
      ['10:00', 'Corte Visita', 'pending'],
      ['11:00', 'Hidratação Visita', 'pending'],
    ]);
    expect(new Set(booked.map((a) => a.groupId)).size).toBe(1);
    expect(booked[0]!.groupId).toBeTruthy();
  });
});
