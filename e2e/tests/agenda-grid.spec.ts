import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { axeViolations } from './axe';
import { chooseAgendaView, loginAs, typeAndPick, uniquePhone } from './helpers';

// docs/product/agenda-grid.md ('The screen'): the front desk grid — booking from an empty cell, moving a block by drag (the
// server decides; other browsers see it), the keyboard alternative, the phone layout, and axe in both themes.

const ZONE = 'America/Sao_Paulo';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const suffix = Date.now().toString(36).slice(-5);
const SERVICE = `Corte Grade ${suffix}`;
const REMOTE_LOAD = 30_000;
let seq = 0;

/** 'YYYY-MM-DD' n days from today on the establishment's clock. */
function dayFromToday(n: number): string {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE }));
  now.setDate(now.getDate() + n);
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface Setup {
  a: { id: number; name: string };
  b: { id: number; name: string };
  serviceId: number;
  date: string;
}

/**
 * Two professionals working 08:00–20:00 every day, a 30-minute service both perform, and B's lunch block
 * (12:00–13:00) on the test's day, tomorrow: every grid time is then in the future.
 */
async function setup(page: Page): Promise<Setup> {
  const hours = await page.request.put('/api/business-hours', {
    data: { hours: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, isOpen: true, isHoliday: false, openTime: '08:00', closeTime: '20:00' })) },
  });
  expect(hours.status(), await hours.text()).toBeLessThan(300);
  const staff: { id: number; name: string }[] = await (await page.request.get('/api/staff')).json();
  const [a, b] = staff;
  expect(b, 'the demo has two professionals').toBeTruthy();
  for (const s of [a!, b!]) {
    const res = await page.request.post(`/api/staff/${s.id}/working-hours`, {
      data: { workingHours: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, openTime: '08:00', closeTime: '20:00' })) },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const services: { id: number; name: string }[] = await (await page.request.get('/api/services')).json();
  let serviceId = services.find((s) => s.name === SERVICE)?.id;
  if (!serviceId) {
    const created = await page.request.post('/api/services', {
      data: { name: SERVICE, duration: 30, price: '60', category: 'Cabelo', staffIds: [a!.id, b!.id] },
    });
    expect(created.status(), await created.text()).toBe(201);
    serviceId = (await created.json()).id as number;
  }
  const date = dayFromToday(1);
  const blocks: { date: string; reason: string }[] = await (await page.request.get(`/api/staff/${b!.id}/blocks?from=${date}&to=${date}`)).json();
  if (!blocks.some((x) => x.reason === 'Almoço')) {
    const block = await page.request.post(`/api/staff/${b!.id}/blocks`, {
      headers: { 'Idempotency-Key': `grid-block-${suffix}` },
      data: { date, startTime: '12:00', endTime: '13:00', reason: 'Almoço', repeat: 'none' },
    });
    expect(block.status(), await block.text()).toBe(201);
  }
  // The demo's own appointments that day are cancelled: each test starts from an empty day.
  const day: { appointments: { id: number }[] } = await (await page.request.get(`/api/agenda/day?date=${date}`)).json();
  for (const appt of day.appointments) {
    const res = await page.request.delete(`/api/appointments/${appt.id}`);
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  return { a: a!, b: b!, serviceId: serviceId!, date };
}

async function newClient(page: Page): Promise<{ id: number; name: string }> {
  const name = `Cliente Grade ${suffix}${++seq}`;
  const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, name };
}

async function book(page: Page, s: Setup, clientId: number, staffId: number, time: string): Promise<number> {
  const res = await page.request.post('/api/appointments', {
    headers: { 'Idempotency-Key': `grid-book-${suffix}-${++seq}` },
    data: { clientId, serviceId: s.serviceId, staffId, appointmentDate: s.date, appointmentTime: time, notes: null },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** /agendamentos in the day grid, on the test's day. */
async function openGrid(page: Page, s: Setup) {
  await page.goto('/agendamentos');
  const grid = page.getByRole('grid', { name: 'Agenda do dia' });
  await expect(grid).toBeVisible({ timeout: REMOTE_LOAD });
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.locator(`[data-cell][data-date="${s.date}"]`).first()).toBeVisible();
  return grid;
}

const cell = (page: Page, staffId: number, time: string, date?: string) =>
  page.locator(`[data-cell][data-staff="${staffId}"][data-time="${time}"]${date ? `[data-date="${date}"]` : ''}`);
const block = (page: Page, id: number) => page.locator(`[data-appointment="${id}"]`);

/** A mouse drag in small steps (dnd-kit starts a drag after a few pixels of movement). */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + 8 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 2, { steps: 4 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + 8, { steps: 12 });
  await page.mouse.up();
}

test.describe('Agenda: the front desk day grid', { tag: '@mf-agenda' }, () => {
  test.describe.configure({ timeout: 150_000 });

  test('a receptionist books from an empty cell and drags the block to another professional; another browser sees it move; refused moves snap back', async ({
    page,
    browser,
    demo,
  }) => {
    // Tall enough for 08:00–13:30 without scrolling the grid: every drag starts and ends in sight.
    await page.setViewportSize({ width: 1366, height: 1200 });
    await loginAs(page, demo.admin);
    const s = await setup(page);
    const client = await newClient(page);
    await openGrid(page, s);

    // An empty cell opens the booking dialog with the professional, the day and the time already chosen.
    await cell(page, s.a.id, '10:00').click();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ant-select').filter({ has: page.locator('#booking-staff') })).toContainText(s.a.name);
    await typeAndPick(page, 'booking-client', client.name);
    await typeAndPick(page, 'booking-service', SERVICE);
    await expect(dialog.getByRole('radio', { name: '10:00', exact: true })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(dialog).toHaveCount(0);
    const booked = cell(page, s.a.id, '10:00').locator('[data-appointment]');
    await expect(booked).toHaveAccessibleName(new RegExp(`^10:00 ${client.name} ${SERVICE}, até 10:30`));
    const id = Number(await booked.getAttribute('data-appointment'));

    // A second browser on the same day.
    const other = await browser.newContext({ locale: 'pt-BR', timezoneId: ZONE, viewport: { width: 1366, height: 1200 } });
    const page2 = await other.newPage();
    await loginAs(page2, demo.admin);
    await openGrid(page2, s);
    await expect(cell(page2, s.a.id, '10:00').locator(`[data-appointment="${id}"]`)).toBeVisible();

    // Dragged to B at the same time: it moves here and, live, there within a second.
    await drag(page, block(page, id), cell(page, s.b.id, '10:00'));
    await expect(cell(page, s.b.id, '10:00').locator(`[data-appointment="${id}"]`)).toBeVisible();
    await expect(page.getByText('Agendamento movido.')).toBeVisible();
    await expect(cell(page2, s.b.id, '10:00').locator(`[data-appointment="${id}"]`)).toBeVisible({ timeout: 1000 });

    // Onto B's lunch block: the server refuses, the block goes back and the reason is shown.
    await drag(page, block(page, id), cell(page, s.b.id, '12:00'));
    await expect(page.getByText(/Não foi possível mover o agendamento\. .+/)).toBeVisible();
    await expect(cell(page, s.b.id, '10:00').locator(`[data-appointment="${id}"]`)).toBeVisible();

    // Onto another appointment (A at 11:00): refused too, and it stays where it was.
    const otherClient = await newClient(page);
    const taken = await book(page, s, otherClient.id, s.a.id, '11:00');
    await expect(block(page, taken)).toBeVisible();
    await drag(page, block(page, id), cell(page, s.a.id, '11:00'));
    await expect(page.getByText(/Não foi possível mover o agendamento\. .+/)).toBeVisible();
    await expect(cell(page, s.b.id, '10:00').locator(`[data-appointment="${id}"]`)).toBeVisible();
    await expect(cell(page2, s.b.id, '10:00').locator(`[data-appointment="${id}"]`)).toBeVisible();
    await other.close();
  });

  test('keyboard only: Tab into the grid, arrows to a cell, Enter books; a block opens its popover with Enter', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const s = await setup(page);
    const client = await newClient(page);
    await openGrid(page, s);

    // Tab from the day navigation reaches the grid's one tab stop: its first cell.
    await page.getByRole('button', { name: 'Hoje' }).focus();
    await page.getByRole('button', { name: 'Próximo dia' }).focus();
    let inGrid = false;
    for (let i = 0; i < 40 && !inGrid; i++) {
      await page.keyboard.press('Tab');
      inGrid = await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell');
    }
    expect(inGrid, 'Tab reaches the grid').toBe(true);
    const focused = () =>
      page.evaluate(() => ({
        time: (document.activeElement as HTMLElement).dataset.time,
        staff: Number((document.activeElement as HTMLElement).dataset.staff),
      }));
    expect((await focused()).time).toBe('08:00');
    // Down to 16:00 (ten-minute rows), then across to B's column.
    for (let i = 0; i < 48; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 3 && (await focused()).staff !== s.b.id; i++) await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ time: '16:00', staff: s.b.id });
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await expect(dialog).toBeVisible();
    await page.locator('#booking-client').focus();
    await page.keyboard.type(client.name);
    // Enter picks the list's active option: she is listed once the search has answered (a person sees her first; an
    // Enter before that picked nothing, and the form then said 'Cliente é obrigatório').
    const listed = (name: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name });
    await expect(listed(client.name)).toBeVisible();
    await page.keyboard.press('Enter');
    // Tab on to the service picker ('Novo cliente' sits between the two).
    let onService = false;
    for (let i = 0; i < 5 && !onService; i++) {
      await page.keyboard.press('Tab');
      onService = await page.evaluate(() => document.activeElement?.id === 'booking-service');
    }
    expect(onService, 'Tab reaches the service picker').toBe(true);
    await page.keyboard.type(SERVICE);
    await expect(listed(SERVICE)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('radio', { name: '16:00', exact: true })).toHaveAttribute('aria-checked', 'true');
    let onSubmit = false;
    for (let i = 0; i < 60 && !onSubmit; i++) {
      await page.keyboard.press('Tab');
      onSubmit = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Criar Agendamento');
    }
    expect(onSubmit, 'Tab reaches the submit button').toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    const booked = cell(page, s.b.id, '16:00').locator('[data-appointment]');
    await expect(booked).toHaveAccessibleName(new RegExp(`^16:00 ${client.name} ${SERVICE}`));

    // The grid's arrows land on the block; Enter opens its details; Escape goes back to it.
    await booked.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: `Agendamento de ${client.name}` });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('link', { name: client.name, exact: true })).toHaveAttribute('href', /\/clientes\/\d+$/);
    await expect(popover.getByRole('link', { name: `WhatsApp de ${client.name}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}$/);
    await expect(popover).toContainText('R$ 60,00');
    await expect(popover.getByRole('button', { name: 'Editar' })).toBeVisible();
    // Not started yet: neither completing nor a no-show is offered.
    await expect(popover.getByRole('button', { name: 'Marcar como realizado' })).toHaveCount(0);
    await expect(popover.getByRole('button', { name: 'Não compareceu' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(booked).toBeFocused();

    // The keyboard alternative to dragging: Space picks it up, arrows move it, Space drops it.
    const id = Number(await booked.getAttribute('data-appointment'));
    await page.keyboard.press('Space');
    // Picked up: announced as pressed; the sensor listens to the arrows from the next task on (a person's next key is later still).
    await expect(booked).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(cell(page, s.b.id, '16:20').locator(`[data-appointment="${id}"]`)).toBeVisible();
    await expect(page.getByText('Agendamento movido.')).toBeVisible();
  });

  test('phone at 390 px: one professional, a swipe changes the day, a tap books', async ({ browser, demo }) => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: ZONE, viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await loginAs(page, demo.admin);
    const s = await setup(page);
    await page.goto('/agendamentos');
    await expect(page.getByRole('grid', { name: 'Agenda do dia' })).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByRole('columnheader')).toHaveCount(2);
    const today = dayFromToday(0);
    await expect(page.locator(`[data-cell][data-date="${today}"]`).first()).toBeVisible();

    // Swipe left: the next day.
    const area = page.getByTestId('phone-day');
    const box = (await area.boundingBox())!;
    const y = box.y + 120;
    await page.mouse.move(box.x + 300, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 180, y, { steps: 6 });
    await page.mouse.move(box.x + 100, y, { steps: 6 });
    await page.mouse.up();
    await expect(page.locator(`[data-cell][data-date="${s.date}"]`).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Novo Agendamento' })).toHaveCount(0);

    // A tap on an empty row books with that professional and time.
    const staffId = Number(await page.locator('[data-cell]').first().getAttribute('data-staff'));
    await cell(page, staffId, '09:00', s.date).tap();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('#booking-date')).toHaveValue(s.date.split('-').reverse().join('/'));
    await context.close();
  });

  test('a day nobody works (the salon closed): the week still offers every professional and shows her week; the phone says so', async ({ browser, demo }) => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: ZONE, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await loginAs(page, demo.admin);
    const s = await setup(page);
    // Today's weekday closed (setup opens every day again for the other tests).
    const closed = new Date(`${dayFromToday(0)}T12:00:00`).getDay();
    const hours = await page.request.put('/api/business-hours', {
      data: { hours: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, isOpen: dayOfWeek !== closed, isHoliday: false, openTime: '08:00', closeTime: '20:00' })) },
    });
    expect(hours.status(), await hours.text()).toBeLessThan(300);

    await page.goto('/agendamentos');
    await chooseAgendaView(page, 'Dia');
    await expect(page.getByText('Nenhum profissional trabalha neste dia.')).toBeVisible({ timeout: REMOTE_LOAD });
    await chooseAgendaView(page, 'Semana');
    await expect(page.getByRole('combobox', { name: 'Profissional da agenda' })).toHaveText(new RegExp(`${s.a.name}|${s.b.name}`));
    const week = page.getByRole('grid', { name: 'Agenda da semana' });
    await expect(week).toBeVisible();
    // Seven day columns ('Dom 29/11' …), beside the hours' column.
    await expect(week.getByRole('columnheader', { name: /^(Dom|Seg|Ter|Qua|Qui|Sex|Sáb) \d{2}\/\d{2}$/ })).toHaveCount(7);

    const phone = await browser.newContext({ locale: 'pt-BR', timezoneId: ZONE, viewport: { width: 390, height: 844 }, hasTouch: true });
    const onPhone = await phone.newPage();
    await loginAs(onPhone, demo.admin);
    await onPhone.goto('/agendamentos');
    await expect(onPhone.getByText('Nenhum profissional trabalha neste dia.')).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(onPhone.getByRole('combobox', { name: 'Profissional da agenda' })).toHaveCount(0);
    await phone.close();
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe on the grid, ${colorScheme === 'light' ? 'claro' : 'escuro'}: no serious or critical violation`, async ({ browser, demo }) => {
      await axeOnGrid(browser, demo.admin, colorScheme);
    });
  }
});

async function axeOnGrid(browser: Browser, who: { email: string; password: string }, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1366, height: 900 }, locale: 'pt-BR', timezoneId: ZONE });
  const page = await context.newPage();
  try {
    await loginAs(page, who);
    const s = await setup(page);
    const client = await newClient(page);
    await book(page, s, client.id, s.a.id, '09:00');
    await openGrid(page, s);
    await expect(page.locator('[data-appointment]').first()).toBeVisible();
    await page.waitForTimeout(400);
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
  } finally {
    await context.close();
  }
}
