import { expect, test, type Locator, type Page } from './fixtures';
import { agendaInListView, anaAroundTheClock, dayFromToday, loginAs, serviceOfAna, typeAndPick, uniquePhone } from './helpers';
import { afterStartOf, instantOf } from './clock';
import { axeViolations } from './axe';

// docs/product/screens.md ('Agendamentos'): a walk-in client created inside the booking dialog, the shared-phone choice, time
// blocks from the collaborator's card that take the time off the booking dialog, the no-show and the pending
// bookings from the day list.

const ZONE = 'America/Sao_Paulo';
const suffix = Date.now().toString(36).slice(-5);
const SERVICE = `Escova Balcão ${suffix}`;
let seq = 0;
const uniqueName = (prefix: string) => `${prefix} ${suffix}${++seq}`;

interface Setup {
  anaId: number;
  anaName: string;
  serviceId: number;
}

/** Ana works every day all day and performs a 30-minute service. */
async function setup(page: Page): Promise<Setup> {
  const ana = await anaAroundTheClock(page);
  const { id: serviceId } = await serviceOfAna(page, SERVICE, '40', ana.id);
  return { anaId: ana.id, anaName: ana.name, serviceId: serviceId! };
}

async function newClient(page: Page, name = uniqueName('Cliente Balcão'), phone = uniquePhone()): Promise<{ id: number; name: string; phone: string }> {
  const res = await page.request.post('/api/clients', { data: { name, phone, email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, name, phone };
}

async function availableTimes(page: Page, s: Setup, date: string): Promise<{ time: string; available: boolean }[]> {
  const res = await page.request.get(`/api/appointments/available-times?staffId=${s.anaId}&serviceId=${s.serviceId}&date=${date}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).timeSlots;
}

/** Types a date into an antd DatePicker ('DD/MM/YYYY') and confirms it. */
async function fillDate(scope: Locator, inputId: string, date: string) {
  const input = scope.locator(`#${inputId}`);
  await input.click();
  await input.fill(date.split('-').reverse().join('/'));
  await input.press('Enter');
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

/** WCAG 2 A/AA violations of impact serious or critical inside `selector` (as a11y.spec.ts counts them). */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  // The pointer leaves the last button clicked (its hover colour is not its resting one) and antd's motion settles;
  // axe reads colours mid-animation otherwise.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  return axeViolations(page, { include: selector, impact: 'serious' });
}

async function openBooking(page: Page): Promise<Locator> {
  await page.goto('/agendamentos');
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(modal).toBeVisible();
  return modal;
}

/** The client shown as chosen in the booking dialog's picker. */
const chosenClient = (modal: Locator) => modal.locator('.ant-select').filter({ has: modal.page().locator('#booking-client') });

test.describe('Walk-in clients, time blocks and the day list', { tag: '@mf-agenda' }, () => {
  test.beforeEach(async ({ page, demo }) => {
    await agendaInListView(page);
    await loginAs(page, demo.admin);
  });

  test('a walk-in created inside the booking dialog is chosen and booked', async ({ page }) => {
    test.setTimeout(120_000);
    const s = await setup(page);
    const name = uniqueName('Maria Balcão');
    const date = dayFromToday(3);
    const modal = await openBooking(page);

    await modal.getByRole('button', { name: 'Novo cliente' }).click();
    const form = modal.getByTestId('walk-in-form');
    await expect(form.getByLabel('Nome')).toBeFocused();
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Telefone').fill(uniquePhone());
    await form.getByLabel('E-mail (opcional)').fill(`walkin.${suffix}${seq}@teste.com`);
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
    await form.getByRole('button', { name: 'Salvar cliente' }).click();
    await expect(form).toHaveCount(0);
    await expect(chosenClient(modal)).toContainText(name);

    await typeAndPick(page, 'booking-service', SERVICE);
    await typeAndPick(page, 'booking-staff', s.anaName);
    await fillDate(modal, 'booking-date', date);
    const slot = modal.getByTestId('time-slots').locator('button:not([disabled])').first();
    await expect(slot).toBeVisible();
    const time = (await slot.innerText()).trim();
    await slot.click();
    await modal.getByRole('button', { name: 'Criar Agendamento' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('day-card')).toHaveAttribute('data-selected-day', date);
    const row = page.getByTestId('day-appointment').filter({ hasText: name });
    await expect(row).toContainText(time);
    // Her name opens her profile.
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', /\/clientes\/\d+$/);
  });

  test("a phone another client has: 'Usar {nome}' picks her, 'Criar mesmo assim' creates the new one", async ({ page }) => {
    test.setTimeout(120_000);
    const existing = await newClient(page, uniqueName('Joana Família'));
    const relative = uniqueName('Bia Família');
    const modal = await openBooking(page);

    const tryCreate = async () => {
      await modal.getByRole('button', { name: 'Novo cliente' }).click();
      const form = modal.getByTestId('walk-in-form');
      await form.getByLabel('Nome').fill(relative);
      await form.getByLabel('Telefone').fill(existing.phone);
      await form.getByRole('button', { name: 'Salvar cliente' }).click();
      const duplicate = form.getByTestId('walk-in-duplicate');
      await expect(duplicate).toContainText(`Já existe um cliente com este telefone: "${existing.name}".`);
      return form;
    };

    const form = await tryCreate();
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
    await form.getByRole('button', { name: `Usar ${existing.name}` }).click();
    await expect(form).toHaveCount(0);
    await expect(chosenClient(modal)).toContainText(existing.name);

    const again = await tryCreate();
    await again.getByRole('button', { name: 'Criar mesmo assim' }).click();
    await expect(again).toHaveCount(0);
    await expect(chosenClient(modal)).toContainText(relative);
    const clients: { name: string; phone: string }[] = await (await page.request.get('/api/clients')).json();
    expect(
      clients
        .filter((c) => c.phone.replace(/\D/g, '') === existing.phone)
        .map((c) => c.name)
        .sort(),
    ).toEqual([existing.name, relative].sort());
  });

  test("a block added on the collaborator's card takes its time off the booking dialog; one day or the series is removed", async ({ page }) => {
    test.setTimeout(150_000);
    const s = await setup(page);
    const date = dayFromToday(5);
    const nextWeek = dayFromToday(12);
    const free = (await availableTimes(page, s, date)).filter((t) => t.available).map((t) => t.time);
    expect(free).toContain('12:00');

    await page.goto('/colaboradores');
    await page.getByRole('button', { name: `Bloqueios: ${s.anaName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Bloqueios — ${s.anaName}` });
    await expect(dialog).toBeVisible();
    await fillDate(dialog, 'block-date', date);
    await typeAndPick(page, 'block-start', '12:00');
    await typeAndPick(page, 'block-end', '13:00');
    await dialog.getByLabel('Motivo').fill('Almoço');
    await dialog.locator('#block-repeat').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Toda semana' }).click();
    await expect(dialog.getByLabel('Até')).toBeVisible();
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
    await dialog.getByRole('button', { name: 'Adicionar bloqueio' }).click();
    await expect(page.getByText('Bloqueio adicionado.')).toBeVisible();
    const items = dialog.getByTestId('block-item').filter({ hasText: 'Almoço' });
    const shown = (d: string) => items.filter({ hasText: d.split('-').reverse().join('/') });
    await expect(shown(date)).toContainText('12:00–13:00');
    await expect(shown(date)).toContainText('Toda semana');
    await expect(shown(nextWeek)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();

    // The booking dialog no longer offers the blocked time, neither on that day nor a week later.
    const modal = await openBooking(page);
    await typeAndPick(page, 'booking-service', SERVICE);
    await typeAndPick(page, 'booking-staff', s.anaName);
    await fillDate(modal, 'booking-date', date);
    const grid = modal.getByTestId('time-slots');
    await expect(grid.getByRole('radio', { name: /^12:00,/ })).toBeDisabled();
    await expect(grid.getByRole('radio', { name: /^12:50,/ })).toBeDisabled();
    // A free time after the block stays free.
    const after = free.find((t) => t >= '13:00')!;
    await expect(grid.getByRole('radio', { name: after, exact: true })).toBeEnabled();
    expect((await availableTimes(page, s, nextWeek)).find((t) => t.time === '12:00')?.available).toBe(false);
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    // 'Remover só este dia' frees that day only; 'Remover a série' the rest.
    await page.goto('/colaboradores');
    await page.getByRole('button', { name: `Bloqueios: ${s.anaName}` }).click();
    await shown(date).getByRole('button', { name: 'Remover só este dia' }).click();
    await expect(page.getByText('Bloqueio removido nesta data.')).toBeVisible();
    await expect(shown(date)).toHaveCount(0);
    await expect(shown(nextWeek)).toBeVisible();
    expect((await availableTimes(page, s, date)).find((t) => t.time === '12:00')?.available).toBe(true);
    expect((await availableTimes(page, s, nextWeek)).find((t) => t.time === '12:00')?.available).toBe(false);

    await shown(nextWeek).getByRole('button', { name: 'Remover a série' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Remover a série' }).click();
    await expect(page.getByText('Bloqueio removido.')).toBeVisible();
    await expect(items).toHaveCount(0);
    expect((await availableTimes(page, s, nextWeek)).find((t) => t.time === '12:00')?.available).toBe(true);
  });

  test("a staff member blocks her own time from her agenda ('Meus bloqueios')", async ({ browser, demo }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: 'dark' });
    await agendaInListView(context);
    const page = await context.newPage();
    await loginAs(page, demo.staff);
    const date = dayFromToday(4);
    await page.goto('/agendamentos');
    await page.getByRole('button', { name: 'Meus bloqueios' }).click();
    const dialog = page.getByRole('dialog', { name: /^Bloqueios — / });
    await expect(dialog).toBeVisible();
    await fillDate(dialog, 'block-date', date);
    await typeAndPick(page, 'block-start', '09:00');
    await typeAndPick(page, 'block-end', '10:30');
    await dialog.getByLabel('Motivo').fill('Curso de coloração');
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
    await dialog.getByRole('button', { name: 'Adicionar bloqueio' }).click();
    await expect(page.getByText('Bloqueio adicionado.')).toBeVisible();
    const item = dialog.getByTestId('block-item').filter({ hasText: 'Curso de coloração' });
    await expect(item).toContainText('09:00–10:30');
    await expect(item).toContainText('Não repete');
    await item.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Bloqueio removido.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await context.close();
  });

  test("a started appointment is marked 'Não compareceu' from the day list", async ({ page }) => {
    test.setTimeout(120_000);
    const s = await setup(page);
    const client = await newClient(page);
    const date = dayFromToday(1);
    const time = (await availableTimes(page, s, date)).find((t) => t.available)!.time;
    const res = await page.request.post('/api/appointments', {
      data: { clientId: client.id, serviceId: s.serviceId, staffId: s.anaId, appointmentDate: date, appointmentTime: time, notes: null },
    });
    expect(res.status(), await res.text()).toBe(201);
    await openDay(page, date);
    const row = page.getByTestId('day-appointment').filter({ hasText: client.name });

    // Before its start: ✓ is off and the no-show is not offered.
    await expect(row.getByRole('button', { name: 'Marcar como realizado' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Não compareceu' })).toHaveCount(0);

    await afterStartOf(
      instantOf(date, time, ZONE),
      async () => {
        const noShow = row.getByRole('button', { name: 'Não compareceu' });
        await expect(noShow).toBeVisible({ timeout: 20_000 });
        await noShow.click();
        const confirm = page.locator('.ant-modal-confirm');
        await expect(confirm).toContainText('Marcar como não compareceu?');
        await confirm.getByRole('button', { name: 'Não compareceu' }).click();
        await expect(page.getByText('Agendamento marcado como não compareceu!')).toBeVisible();
      },
      page,
    );
    await expect(row.locator('.ant-tag').filter({ hasText: 'Não compareceu' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Marcar como realizado' })).toHaveCount(0);
  });

  test('pending bookings are confirmed or rejected from the day list', async ({ page }) => {
    test.setTimeout(120_000);
    const pending: { id: number; clientName: string; appointmentDate: string }[] = await (await page.request.get('/api/appointments/pending')).json();
    const today = dayFromToday(0);
    const coming = pending.filter((a) => a.appointmentDate.slice(0, 10) >= today).slice(0, 2);
    expect(coming, JSON.stringify(pending)).toHaveLength(2);
    const rowOf = (a: (typeof coming)[number]) =>
      page
        .getByTestId('day-appointment')
        .filter({ hasText: a.clientName })
        .filter({ hasText: a.appointmentDate.slice(11, 16) });

    const [first, second] = coming as [(typeof coming)[number], (typeof coming)[number]];
    await openDay(page, first.appointmentDate.slice(0, 10));
    await rowOf(first).getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Agendamento confirmado!')).toBeVisible();
    await expect(rowOf(first)).toContainText('Confirmado');

    await openDay(page, second.appointmentDate.slice(0, 10));
    await rowOf(second).getByRole('button', { name: 'Recusar' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Recusar agendamento' }).click();
    await expect(page.getByText('Agendamento recusado!')).toBeVisible();
    const after: { id: number }[] = await (await page.request.get('/api/appointments/pending')).json();
    expect(after.map((a) => a.id)).not.toContain(second.id);
  });
});
