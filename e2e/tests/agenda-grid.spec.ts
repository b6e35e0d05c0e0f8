import { expect, test, type Browser } from './fixtures';
import { axeViolations } from './axe';
import { EVERY_DAY, REMOTE_LOAD, SERVICE, ZONE, block, book, cell, drag, newClient, openGrid, setup } from './agenda-grid-setup';
import { chooseAgendaView, dayFromToday, loginAs, typeAndPick } from './helpers';

// docs/product/agenda-grid.md ('The screen'): the front desk grid — booking from an empty cell, moving a block by drag (the
// server decides; other browsers see it), the keyboard alternative, the phone layout, and axe in both themes.

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
