import { expect, test, type Page } from './fixtures';
import { agendaInListView, anaAroundTheClock, dayFromToday, loginAs, serviceOfAna, typeAndPick, uniquePhone } from './helpers';
import { afterStartOf, instantOf } from './clock';

// docs/product/states.md ('Completing', 'Confirmations'): each trap found by trying the screens as a new user, now handled (one test each).

const ZONE = 'America/Sao_Paulo';
const suffix = Date.now().toString(36).slice(-5);
const SERVICE = `Corte Seguro ${suffix}`;
let seq = 0;
const uniqueClient = () => `Cliente Seguro ${suffix}${++seq}`;

interface Setup {
  anaId: number;
  anaName: string;
  serviceId: number;
}

/** Ana works every day all day and performs a 30-minute service at R$ 55,00, part of the active loyalty programme. */
async function setup(page: Page): Promise<Setup> {
  const ana = await anaAroundTheClock(page);
  const { id: serviceId, created } = await serviceOfAna(page, SERVICE, '55', ana.id);
  if (created) {
    const [program] = await (await page.request.get('/api/loyalty/programs')).json();
    const covered = new Set<number>([...program.services.map((s: { serviceId: number }) => s.serviceId), serviceId]);
    const put = await page.request.put(`/api/loyalty/programs/${program.id}`, { data: { ...program, isActive: true, services: [...covered] } });
    expect(put.status(), await put.text()).toBe(200);
  }
  return { anaId: ana.id, anaName: ana.name, serviceId: serviceId! };
}

async function newClient(page: Page, name = uniqueClient()): Promise<{ id: number; name: string }> {
  const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, name };
}

/** Free times of Ana's day that are also in the edit dialog's 30-minute list. */
async function freeTimes(page: Page, s: Setup, date: string): Promise<string[]> {
  const res = await page.request.get(`/api/appointments/available-times?staffId=${s.anaId}&serviceId=${s.serviceId}&date=${date}`);
  const body: { timeSlots: { time: string; available: boolean }[] } = await res.json();
  return body.timeSlots.filter((t) => t.available).map((t) => t.time);
}

async function book(page: Page, s: Setup, clientId: number, date: string, time: string): Promise<{ id: number }> {
  const res = await page.request.post('/api/appointments', {
    data: { clientId, serviceId: s.serviceId, staffId: s.anaId, appointmentDate: date, appointmentTime: time, notes: null },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Opens /agendamentos on a day (month by month from today's). */
async function openDay(page: Page, date: string) {
  await page.goto('/agendamentos');
  await expect(page.getByTestId('day-card')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-count][data-day]').first()).toBeVisible();
  const cell = page.locator(`[data-count][data-day="${date}"]`);
  for (let i = 0; i < 3 && (await cell.count()) === 0; i++) {
    const month = await page.getByTestId('calendar-month').innerText();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(page.getByTestId('calendar-month')).not.toHaveText(month);
  }
  await cell.click();
  await expect(page.getByTestId('day-card')).toHaveAttribute('data-selected-day', date);
}

/**
 * Picks `option` in a searchable picker the way a person does with a long list: types its name, then clicks it.
 * (The option list is virtual: scrolling without typing misses options outside the drawn window.)
 */
test.describe('Agenda: safe actions and booking feedback (issue 15)', { tag: '@mf-agenda' }, () => {
  test.beforeEach(async ({ page, demo }) => {
    await agendaInListView(page);
    await loginAs(page, demo.admin);
  });

  test('completing asks first, says the income and points, and waits for the start', async ({ page }) => {
    test.setTimeout(120_000);
    const s = await setup(page);
    const client = await newClient(page);
    const date = dayFromToday(2);
    const [time] = await freeTimes(page, s, date);
    const appt = await book(page, s, client.id, date, time!);
    await openDay(page, date);
    const row = page.getByTestId('day-appointment').filter({ hasText: client.name });

    // Before its start the ✓ is off and says why (the server would refuse it).
    const done = row.getByRole('button', { name: 'Marcar como realizado' });
    await expect(done).toBeDisabled();
    await done.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Disponível a partir do início do atendimento');

    // From its start on (the server's clock and the page's move there): one click no longer completes, the dialog
    // says what will happen and 'Voltar' changes nothing; confirming completes, the income dated at the appointment.
    await afterStartOf(
      instantOf(date, time!, ZONE),
      async () => {
        await expect(done).toBeEnabled({ timeout: 20_000 });
        await done.click();
        const confirm = page.locator('.ant-modal-confirm');
        await expect(confirm).toContainText('Marcar como realizado?');
        await expect(confirm.getByTestId('confirm-effects')).toContainText('R$ 55,00');
        await expect(confirm.getByTestId('confirm-effects')).toContainText(/Soma \d+ pontos? de fidelidade/);
        await confirm.getByRole('button', { name: 'Voltar' }).click();
        await expect(confirm).toHaveCount(0);
        await expect(row).toContainText('Agendado');
        await done.click();
        await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Marcar como realizado' }).click();
        await expect(page.getByText('Serviço marcado como realizado!')).toBeVisible();
      },
      page,
    );
    await expect(row).toContainText('Realizado');
    const day: { amount: string; description: string }[] = await (await page.request.get(`/api/transactions/date/${date}`)).json();
    expect(
      day.some((t) => t.description.includes(client.name) && t.amount === '55.00'),
      JSON.stringify(day),
    ).toBe(true);
    expect(appt.id).toBeGreaterThan(0);
  });

  test("a refresh that fails keeps the day's appointments on screen, says they are not current and retries", async ({ page }) => {
    test.setTimeout(120_000);
    const s = await setup(page);
    const date = dayFromToday(5);
    const times = await freeTimes(page, s, date);
    await openDay(page, date);
    const dayCard = page.getByTestId('day-card');
    // Two of the demo's clients with nothing booked that day (the demo's own bookings move with today's date).
    const clients: { id: number; name: string }[] = await (await page.request.get('/api/clients')).json();
    const shown = await dayCard.innerText();
    const [first, second] = clients.filter((c) => !shown.includes(c.name)) as [{ id: number; name: string }, { id: number; name: string }];
    await book(page, s, first.id, date, times[0]!);
    await expect(dayCard).toContainText(first.name);
    await expect(dayCard).not.toContainText(second.name);

    // The month list can no longer be read; a booking made elsewhere makes the page refresh it.
    const monthList = (url: URL) => url.pathname === '/api/appointments';
    await page.route(monthList, (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
    await book(page, s, second.id, date, times[times.length - 1]!);
    await expect(dayCard.getByText('Não foi possível atualizar os agendamentos. Estes são os dados carregados antes.')).toBeVisible({ timeout: 20_000 });
    await expect(dayCard).toContainText(first.name);
    await expect(dayCard).toContainText('Não foi possível conectar ao servidor'); // not the browser's 'Failed to fetch'
    await dayCard.screenshot({ path: test.info().outputPath('day-not-current.png') });

    await page.unroute(monthList);
    await dayCard.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(dayCard).toContainText(second.name);
    await expect(dayCard.getByText(/Não foi possível atualizar/)).toHaveCount(0);
  });

  test('cancelling asks first', async ({ page }) => {
    const s = await setup(page);
    const client = await newClient(page);
    const date = dayFromToday(3);
    const [time] = await freeTimes(page, s, date);
    await book(page, s, client.id, date, time!);
    await openDay(page, date);
    const row = page.getByTestId('day-appointment').filter({ hasText: client.name });
    await row.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('O horário fica livre');
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await expect(page.getByText('Agendamento excluído')).toBeVisible();
  });

  test('redeeming asks first and can be undone from the toast, once', async ({ page }) => {
    const client = await newClient(page);
    const [program] = await (await page.request.get('/api/loyalty/programs')).json();
    const add = await page.request.post(`/api/loyalty/clients/${client.id}/add-points`, {
      data: { programId: program.id, points: program.pointsToReward, appointmentId: null },
    });
    expect(add.status(), await add.text()).toBe(200);
    await page.goto('/fidelidade');
    const row = page.locator('[data-testid^="reward-"]').filter({ hasText: client.name });
    await expect(row.getByText('Pode resgatar!')).toBeVisible();

    await row.getByRole('button', { name: 'Resgatar' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(`troca ${program.pointsToReward} pontos`);
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await expect(row.getByText('Pode resgatar!')).toBeVisible();

    await row.getByRole('button', { name: 'Resgatar' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Resgatar' }).click();
    await expect(page.getByText('Pontos resgatados')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByText('Resgate desfeito', { exact: true })).toBeVisible();
    await expect(row.getByText('Pode resgatar!')).toBeVisible();
    const balances: { clientId: number; totalPoints: number }[] = await (await page.request.get('/api/loyalty/clients-with-rewards')).json();
    expect(balances.find((b) => b.clientId === client.id)?.totalPoints).toBe(program.pointsToReward);
  });

  test('after a booking the calendar moves to its day and highlights it; the toast says it was created', async ({ page }) => {
    test.setTimeout(120_000);
    const s = await setup(page);
    const client = await newClient(page);
    // A day in the next month: the calendar has to move.
    const date = dayFromToday(35);
    await page.goto('/agendamentos');
    const todayMonth = await page.getByTestId('calendar-month').innerText();
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await typeAndPick(page, 'booking-client', client.name);
    await typeAndPick(page, 'booking-service', SERVICE);
    await typeAndPick(page, 'booking-staff', s.anaName);
    await modal.locator('#booking-date').click();
    await modal.locator('#booking-date').fill(date.split('-').reverse().join('/'));
    await modal.locator('#booking-date').press('Enter');
    const slot = modal.getByTestId('time-slots').locator('button:not([disabled])').first();
    await expect(slot).toBeVisible();
    const time = (await slot.innerText()).trim();
    await slot.click();
    await modal.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Agendamento realizado')).toBeVisible();
    await expect(page.getByText(/Agendamento criado: .* \d\d\/\d\d às/)).toBeVisible();
    await expect(page.getByTestId('day-card')).toHaveAttribute('data-selected-day', date);
    await expect(page.getByTestId('calendar-month')).not.toHaveText(todayMonth);
    const row = page.getByTestId('day-appointment').filter({ hasText: client.name });
    await expect(row).toContainText(time);
    await expect(row).toHaveAttribute('data-highlighted', 'true');
  });

  test('the edit dialog shows taken times as taken', async ({ page }) => {
    const s = await setup(page);
    const a = await newClient(page);
    const b = await newClient(page);
    const date = dayFromToday(4);
    const edit = (await freeTimes(page, s, date)).filter((t) => /^(0[89]|1[0-7]):[03]0$/.test(t));
    const [mine, theirs] = [edit[0]!, edit[edit.length - 1]!];
    await book(page, s, a.id, date, mine);
    await book(page, s, b.id, date, theirs);
    await openDay(page, date);
    await page.getByTestId('day-appointment').filter({ hasText: a.name }).getByRole('button', { name: 'Editar agendamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Agendamento' });
    // The booking dialog's slot grid: the other appointment's time is taken, its own is chosen and free.
    const grid = dialog.getByTestId('time-slots');
    await expect(grid.getByRole('radio', { name: `${theirs}, ocupado` })).toBeDisabled();
    await expect(grid.getByRole('radio', { name: mine, exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(grid.getByRole('radio', { name: mine, exact: true })).toBeEnabled();
  });

  test("the booking dialog's submit stays visible at 1280x800", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const s = await setup(page);
    const client = await newClient(page);
    await page.goto('/agendamentos');
    await page.getByRole('button', { name: 'Novo Agendamento' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await typeAndPick(page, 'booking-client', client.name);
    await typeAndPick(page, 'booking-service', SERVICE);
    await typeAndPick(page, 'booking-staff', s.anaName);
    await expect(modal.getByTestId('time-slots')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Criar Agendamento' })).toBeInViewport({ ratio: 1 });
    await expect(modal.getByRole('button', { name: 'Cancelar' })).toBeInViewport({ ratio: 1 });
  });

  test('keyboard only: book through the dialog, the slot grid is one stop moved with the arrows', async ({ page }) => {
    test.setTimeout(120_000);
    const s = await setup(page);
    const client = await newClient(page);
    await page.goto('/agendamentos');
    await page.getByRole('button', { name: 'Novo Agendamento' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await expect(modal).toBeVisible();
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    const tabTo = async (id: string) => {
      for (let i = 0; i < 8 && (await focusedId()) !== id; i++) await page.keyboard.press('Tab');
      expect(await focusedId()).toBe(id);
    };
    // The selects have accessible names.
    await expect(modal.getByRole('combobox', { name: 'Cliente' })).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Serviço' })).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Profissional' })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Observações' })).toBeVisible();

    const choose = async (id: string, text: string) => {
      await tabTo(id);
      await page.keyboard.type(text);
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    };
    await choose('booking-client', client.name);
    await choose('booking-service', SERVICE);
    await choose('booking-staff', s.anaName);

    // Tomorrow, typed into the date field.
    await tabTo('booking-date');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(dayFromToday(1).split('-').reverse().join('/'));
    await page.keyboard.press('Enter');
    const grid = modal.getByRole('radiogroup', { name: 'Horários disponíveis' });
    await expect(grid.locator('[role="radio"]:not([disabled])').first()).toBeVisible();
    // The grid is one tab stop: Tab from the date lands on its first free time.
    await expect(grid.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
    expect(await focusedId()).toBe('booking-date');
    await page.keyboard.press('Tab');
    const focused = grid.locator('[role="radio"]:focus');
    await expect(focused).toHaveCount(1);
    const first = (await focused.innerText()).trim();
    const checked = grid.locator('[role="radio"][aria-checked="true"]');
    // Arrows move and choose: right to the next free time, down a row, left back one.
    await page.keyboard.press('ArrowRight');
    await expect(checked).toHaveCount(1);
    await expect(checked).toBeFocused();
    const second = (await checked.innerText()).trim();
    expect(second > first).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(checked).not.toHaveText(second);
    await expect(checked).toBeFocused();
    const below = (await checked.innerText()).trim();
    expect(below > second).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(checked).not.toHaveText(below);
    await expect(checked).toBeFocused();
    const chosen = (await checked.innerText()).trim();
    expect(chosen < below).toBe(true);
    await expect(grid.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
    // One Tab leaves the grid for 'Repetir' (the chosen time, every N weeks), the next for the notes.
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('booking-repeat');
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('booking-notes');
    await page.keyboard.type('Marcado pelo teclado');
    // Tab to 'Criar Agendamento' and press Enter.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent ?? '')).includes('Criar Agendamento')) break;
    }
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(page.getByText('Agendamento realizado')).toBeVisible();
    const row = page.getByTestId('day-appointment').filter({ hasText: client.name });
    await expect(row).toContainText(chosen);
    await expect(row).toContainText('Marcado pelo teclado');
  });
});
