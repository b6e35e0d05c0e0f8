import { expect, test, type Page } from './fixtures';
import { loginAs, registerEstablishment } from './helpers';
import { REMOTE_LOAD } from './settings-support';

/** The review's findings a user could see break: each test is one of them (docs/product/screens.md). */

/** Opens an antd select by its input id and picks the option with this text (again if a click lands mid-animation). */
async function pick(page: Page, inputId: string, option: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await page.locator(`#${inputId}`).click();
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(open).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test("the dashboard's professional filter is a select like the app's others, and filters the list", { tag: '@mf-agenda' }, async ({ page, demo }) => {
  await loginAs(page, demo.admin);
  const filter = page.getByRole('combobox', { name: 'Filtrar por profissional' });
  await expect(filter).toBeVisible({ timeout: REMOTE_LOAD });
  await expect(page.getByTestId('professional-filter')).toContainText('Todos os profissionais');
  await filter.click();
  await page.getByRole('option', { name: 'Ana Souza' }).click();
  await expect(page.getByRole('listbox', { name: 'Filtrar por profissional' })).toHaveCount(0);
  await expect(filter).toHaveText('Ana Souza');
  // The titled card around the filter (antd's Layout is a <section> too).
  const card = page.locator('section.salao-card').filter({ has: filter });
  // Either Ana's appointments of today, or the filtered empty text: never another professional's.
  await expect(card).not.toContainText('Carla');
});

test(
  "a new owner's checklist asks for the professional before the service, adds her in one click and lets WhatsApp be skipped",
  { tag: '@mf-agenda' },
  async ({ page, request }) => {
    const owner = await registerEstablishment(request, 'Salão Revisão Passos');
    await loginAs(page, owner);
    const checklist = page.getByTestId('setup-checklist');
    await expect(checklist).toBeVisible({ timeout: REMOTE_LOAD });
    const order = await checklist.locator('li[data-testid^="setup-"]').evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')));
    expect(order).toEqual(['setup-businessHours', 'setup-staffHours', 'setup-service', 'setup-whatsapp', 'setup-firstBooking']);

    // This server has no WhatsApp gateway: the step says so, and skipping it counts it done.
    const whatsapp = page.getByTestId('setup-whatsapp');
    await expect(whatsapp).toContainText('não tem um gateway de WhatsApp configurado');
    await whatsapp.getByRole('button', { name: 'Pular este passo' }).click();
    await expect(whatsapp).toHaveAttribute('data-done', 'true');
    await expect(checklist).toContainText('1 de 5 concluídos');

    // The owner works here too: one click makes her a professional with the establishment's hours.
    await page
      .getByTestId('setup-staffHours')
      .getByRole('button', { name: /adicionar-me como profissional/ })
      .click();
    await expect(page.getByTestId('setup-staffHours')).toHaveAttribute('data-done', 'true', { timeout: 10_000 });
    const staff: { name: string; email: string; phone: string | null }[] = await (await page.request.get('/api/staff')).json();
    expect(staff).toEqual([expect.objectContaining({ name: 'Dona Base', email: owner.email, phone: '11988887777' })]);

    // The service form offers default categories and creates a typed one with the service.
    await page.goto('/servicos');
    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Serviço' });
    await dialog.locator('#service-name').fill('Massagem Relaxante');
    await dialog.locator('#service-price').fill('120');
    await dialog.locator('#service-category').click();
    const options = page.locator('.ant-select-dropdown:visible');
    for (const name of ['Cabelo', 'Unhas', 'Estética', 'Maquiagem', 'Depilação', 'Barbearia'])
      await expect(options.locator('.ant-select-item-option-content').getByText(name, { exact: true })).toBeVisible();
    await dialog.locator('#service-category').fill('Massoterapia');
    await pick(page, 'service-category', 'Criar categoria "Massoterapia"');
    await dialog.getByLabel('Dona Base').check();
    await dialog.getByRole('button', { name: 'Criar Serviço' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Massoterapia').first()).toBeVisible();
    const categories: { name: string }[] = await (await page.request.get('/api/service-categories')).json();
    expect(categories.map((c) => c.name)).toContain('Massoterapia');
  },
);

test('the public calendar says why a day cannot be chosen', { tag: '@mf-agenda' }, async ({ page, demo }) => {
  await loginAs(page, demo.admin);
  expect((await page.request.put('/api/online-booking/settings', { data: { enabled: true } })).status()).toBe(200);
  const est: { services: { name: string }[]; rules: { closedWeekdays: number[] } } = await (await page.request.get(`/api/public/${demo.slug}`)).json();
  await page.goto(`/agendar/${demo.slug}`);
  await page.getByRole('button', { name: est.services[0]!.name }).first().click();
  await page.getByRole('button', { name: /Qualquer profissional/ }).click();
  await expect(page.getByRole('heading', { name: 'Escolha o dia e o horário' })).toBeVisible();
  // A day of this month that cannot be chosen: one already past, else a weekday the salon does not open.
  const days = await page.locator('[data-day]').evaluateAll((b) => b.map((x) => x.getAttribute('data-day')!));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const past = days.find((d) => d < today);
  const closed = days.find((d) => d > today && est.rules.closedWeekdays.includes(new Date(`${d}T12:00:00Z`).getUTCDay()));
  const [day, reason] = past ? [past, 'Esta data já passou.'] : [closed!, 'O estabelecimento não abre neste dia da semana.'];
  const button = page.locator(`[data-day="${day}"]`);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAttribute('title', reason);
  await expect(button).toHaveAccessibleName(new RegExp(`indisponível: ${reason.replace('.', '\\.')}`));
  // Tapped (or Enter on it), it says why under the calendar.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('day-unavailable-reason')).toContainText(reason);
});
