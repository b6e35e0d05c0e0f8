import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { afterStartOf, instantOf } from './clock';
import { agendaInListView, chooseAgendaView, loginAs, moveToZone, recordTexts, uniqueEmail, uniquePhone, ZONE_WITH_ROOM_TODAY } from './helpers';

// docs/product/screens.md ('Agendamentos'): an admin creates a service, a staff member with hours and a client, books through the
// modal (a free slot), sees the day's dot and the dashboard card change live in a second browser context,
// completes it, and a staff login sees only their own appointments.

const suffix = Date.now().toString(36).slice(-5);
const STAFF = { name: `Paula E2E ${suffix}`, email: uniqueEmail('paula'), password: 'segredo123' };
const CATEGORY = `Categoria E2E ${suffix}`;
const SERVICE = `Corte E2E ${suffix}`;
const CLIENT = `Cliente E2E ${suffix}`;
const ANA_CLIENT = `Cliente da Ana ${suffix}`;
const DEFAULT_ZONE = 'America/Sao_Paulo';
/** The booking must be today (the dashboard counts today's): late in the evening the spec books in Rio Branco. */
const ZONE = ZONE_WITH_ROOM_TODAY;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: ZONE });

/** Picks an option of the antd Select whose input has this id. */
async function pick(page: Page, inputId: string, option: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  // Under CI load a click can land while the list is still animating open and be dropped, as a person's
  // would be: they click again, and so does this.
  await expect(async () => {
    if ((await open.count()) === 0) await page.locator(`#${inputId}`).click();
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(open).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** 'R$ 1.234,56' -> 1234.56 */
const brl = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The number shown by a dashboard card (drawn without antd: docs/architecture.md, 'First visit'). */
const cardValue = (page: Page, testId: string): Locator => page.getByTestId(testId).locator('.salao-stat-value');

/** A new browser context logged in as `who`; its /agendamentos opens in 'Lista' unless `chooseView` (the person picks it). */
async function loggedInPage(browser: Browser, who: { email: string; password: string }, chooseView = false): Promise<Page> {
  const context = await browser.newContext({ timezoneId: ZONE });
  if (!chooseView) await agendaInListView(context);
  const page = await context.newPage();
  await loginAs(page, who);
  return page;
}

test.describe('Agenda', { tag: '@mf-agenda' }, () => {
  test.afterEach(async ({ request, demo }) => {
    if (ZONE === DEFAULT_ZONE) return;
    await request.post('/api/login', { data: demo.admin });
    await moveToZone(request, DEFAULT_ZONE);
  });

  test('book through the modal, see it live elsewhere, complete it; staff see only their own', async ({ browser, demo }) => {
    test.setTimeout(180_000);
    const admin = await loggedInPage(browser, demo.admin, true);

    if (ZONE !== DEFAULT_ZONE) await moveToZone(admin.request, ZONE);
    // Open every day, all day, so a slot is free today whatever time the test runs (the settings screen comes later).
    const hours = await admin.request.put('/api/business-hours', {
      data: { hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, isHoliday: false, openTime: '00:00', closeTime: '23:59' })) },
    });
    expect(hours.status(), await hours.text()).toBeLessThan(300);

    // A staff member with system access, through the dialog.
    await admin.goto('/colaboradores');
    await admin.getByRole('button', { name: 'Novo Colaborador' }).click();
    const staffDialog = admin.getByRole('dialog', { name: 'Novo Colaborador' });
    await staffDialog.getByRole('button', { name: 'Adicionar Colaborador' }).click();
    await expect(staffDialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(staffDialog.getByText('Deve informar pelo menos um: salário fixo ou comissão')).toBeVisible();
    await staffDialog.locator('#staff-name').fill(STAFF.name);
    await staffDialog.locator('#staff-role').fill('Cabeleireira');
    await staffDialog.locator('#staff-email').fill(STAFF.email);
    await staffDialog.locator('#staff-commissionRate').fill('30');
    await staffDialog.locator('#staff-hasSystemAccess').click();
    await staffDialog.locator('#staff-password').fill(STAFF.password);
    await staffDialog.getByRole('button', { name: 'Adicionar Colaborador' }).click();
    await expect(staffDialog).toBeHidden();
    const card = admin.getByTestId('staff-card').filter({ hasText: STAFF.name });
    await expect(card).toContainText('30% comissão');
    await expect(card).toContainText('Liberado');

    // Their working hours start as the establishment's (every day open, docs/product/states.md ('Staff')): all on, saved as they are.
    await card.getByRole('button', { name: `Configurar horários: ${STAFF.name}` }).click();
    const hoursDialog = admin.getByRole('dialog', { name: `Horários de Trabalho — ${STAFF.name}` });
    for (let day = 0; day < 7; day++) await expect(hoursDialog.getByTestId(`working-day-${day}`).getByRole('switch')).toBeChecked();
    await hoursDialog.getByRole('button', { name: 'Salvar Horários' }).click();
    await expect(hoursDialog).toBeHidden();

    // A category and a service the new staff member and Ana perform.
    await admin.goto('/servicos');
    await admin.getByRole('button', { name: 'Gerenciar Categorias' }).click();
    const categories = admin.getByRole('dialog', { name: 'Gerenciar Categorias' });
    await categories.locator('#category-name').fill(CATEGORY);
    await categories.getByRole('button', { name: 'Criar Categoria' }).click();
    await expect(categories.getByTestId('category-item').filter({ hasText: CATEGORY })).toBeVisible();
    await categories.getByRole('button', { name: 'Fechar' }).first().click();
    await admin.getByRole('button', { name: 'Novo Serviço' }).click();
    const serviceDialog = admin.getByRole('dialog', { name: 'Novo Serviço' });
    await serviceDialog.locator('#service-name').fill(SERVICE);
    await serviceDialog.locator('#service-duration').fill('10');
    await serviceDialog.locator('#service-price').fill('80,50');
    await pick(admin, 'service-category', CATEGORY);
    await serviceDialog.getByRole('button', { name: 'Criar Serviço' }).click();
    await expect(serviceDialog.getByText('Selecione pelo menos um profissional')).toBeVisible();
    await serviceDialog.getByLabel(STAFF.name).check();
    await serviceDialog.getByLabel('Ana Souza').check();
    await serviceDialog.getByRole('button', { name: 'Criar Serviço' }).click();
    await expect(serviceDialog).toBeHidden();
    const serviceCard = admin.getByTestId('service-card').filter({ hasText: SERVICE });
    await expect(serviceCard).toContainText('10 min');
    await expect(serviceCard).toContainText('R$ 80,50');
    await expect(serviceCard).toContainText(STAFF.name);

    // Two clients (the clients screen has its own tests): one for the new staff member, one for Ana.
    const clientIds: number[] = [];
    for (const name of [CLIENT, ANA_CLIENT]) {
      const res = await admin.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
      expect(res.status(), await res.text()).toBe(201);
      clientIds.push((await res.json()).id);
    }
    const services: { id: number; name: string }[] = await (await admin.request.get('/api/services')).json();
    const serviceId = services.find((s) => s.name === SERVICE)!.id;
    const staff: { id: number; name: string }[] = await (await admin.request.get('/api/staff')).json();
    const ana = staff.find((s) => s.name === 'Ana Souza')!;
    const anaHours = await admin.request.post(`/api/staff/${ana.id}/working-hours`, {
      data: { workingHours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, openTime: '00:00', closeTime: '23:59' })) },
    });
    expect(anaHours.status(), await anaHours.text()).toBeLessThan(300);

    // A second browser context watches the dashboard and the agenda.
    const watcher = await loggedInPage(browser, demo.admin);
    const income = cardValue(watcher, 'card-income');
    const todayCount = cardValue(watcher, 'card-today');
    // A fresh login loads the session, the remote and then the figures: allow a loaded machine its time.
    await expect(todayCount).toHaveText(/\d+/, { timeout: 30_000 });
    const countBefore = Number(await todayCount.innerText());
    const incomeBefore = await income.innerText();
    const agendaWatcher = await watcher.context().newPage();
    // The day's count is read once the month's answer is drawn: a count read before it is 0, not the day's.
    const monthAnswered = agendaWatcher.waitForResponse((r) => new URL(r.url()).pathname === '/api/appointments' && new URL(r.url()).searchParams.has('month'));
    await agendaWatcher.goto('/agendamentos');
    await monthAnswered;
    const watchedDay = agendaWatcher.locator(`[data-day="${today()}"]`);
    await expect(watchedDay).toBeVisible();
    await expect(agendaWatcher.getByRole('button', { name: 'Atualizar' }).locator('.anticon-spin')).toHaveCount(0);
    const dotsBefore = Number(await watchedDay.getAttribute('data-count'));

    // Book through the modal: today, the first free slot.
    // The day list: 'Lista' in the view switch (the grid opens by default on a wide screen).
    await admin.goto('/agendamentos');
    await chooseAgendaView(admin, 'Lista');
    await admin.getByRole('button', { name: 'Novo Agendamento' }).click();
    const modal = admin.getByRole('dialog', { name: 'Novo Agendamento' });
    await pick(admin, 'booking-client', CLIENT);
    await pick(admin, 'booking-service', SERVICE);
    await pick(admin, 'booking-staff', STAFF.name);
    const create = modal.getByRole('button', { name: 'Criar Agendamento' });
    await expect(create).toBeDisabled();
    const slot = modal.getByTestId('time-slots').locator('button:not([disabled])').first();
    await expect(slot).toBeVisible();
    const time = (await slot.innerText()).trim();
    await slot.click();
    await create.click();
    await expect(modal).toBeHidden();
    await expect(admin.getByText('Agendamento realizado')).toBeVisible();
    const row = admin.getByTestId('day-appointment').filter({ hasText: CLIENT });
    await expect(row).toContainText(time);
    await expect(row).toContainText(STAFF.name);

    // Live, without reloading: the dashboard card and the day's dot in the other context.
    await expect(todayCount).toHaveText(String(countBefore + 1));
    await expect(watcher.getByTestId('upcoming-appointment').filter({ hasText: CLIENT })).toBeVisible();
    // Not started yet: the dashboard's ✓ waits for the start, as the server does, and says why.
    await expect(watcher.getByTestId('upcoming-appointment').filter({ hasText: CLIENT }).getByRole('button', { name: 'Marcar como realizado' })).toBeDisabled();
    await expect(watchedDay).toHaveAttribute('data-count', String(dotsBefore + 1));
    await expect(watchedDay).toHaveAttribute('data-dot', /green|yellow|red/);

    // Ana's appointment today, booked through the API.
    const anaTimes = await (await admin.request.get(`/api/appointments/available-times?staffId=${ana.id}&serviceId=${serviceId}&date=${today()}`)).json();
    const anaSlot = anaTimes.timeSlots.find((s: { available: boolean }) => s.available);
    const anaBooking = await admin.request.post('/api/appointments', {
      data: { clientId: clientIds[1], serviceId, staffId: ana.id, appointmentDate: today(), appointmentTime: anaSlot.time, notes: null },
    });
    expect(anaBooking.status(), await anaBooking.text()).toBe(201);

    // Complete it from the day list: revenue goes up live on the other context.
    // (It can be completed from its start on, docs/product/states.md ('Completing'): the server's clock moves there; the dialog confirms.)
    await afterStartOf(
      instantOf(today(), time, ZONE),
      async () => {
        const shown = await recordTexts(admin);
        await expect(row.getByRole('button', { name: 'Marcar como realizado' })).toBeEnabled({ timeout: 20_000 });
        await row.getByRole('button', { name: 'Marcar como realizado' }).click();
        await admin.locator('.ant-modal-confirm').getByRole('button', { name: 'Marcar como realizado' }).click();
        await expect.poll(shown, { timeout: 15_000 }).toContain('Serviço marcado como realizado!');
      },
      admin,
    );
    await expect(row).toContainText('Realizado');
    await expect.poll(async () => brl(await income.innerText())).toBeCloseTo(brl(incomeBefore) + 80.5, 2);
    await watcher.context().close();

    // The new staff member sees only their own appointments, and their own name instead of the staff filter.
    const paula = await loggedInPage(browser, STAFF);
    await paula.goto('/agendamentos');
    await expect(paula.getByTestId('own-staff-name')).toHaveText(STAFF.name);
    await expect(paula.getByTestId('day-appointment').filter({ hasText: CLIENT })).toBeVisible();
    await expect(paula.getByText(ANA_CLIENT)).toHaveCount(0);
    await expect(paula.getByRole('combobox', { name: 'Profissional' })).toHaveCount(0);
    await paula.context().close();

    // And so does Ana.
    const anaPage = await loggedInPage(browser, demo.staff);
    await anaPage.goto('/agendamentos');
    await expect(anaPage.getByTestId('day-appointment').filter({ hasText: ANA_CLIENT })).toBeVisible();
    await expect(anaPage.getByText(CLIENT, { exact: true })).toHaveCount(0);
    await anaPage.context().close();
    await admin.context().close();
  });
});
