import { afterStartOf, instantOf } from './clock';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { chooseAgendaView, loginAs, uniquePhone } from './helpers';

let seq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-4)}${++seq}`;

/** Creates a client through the 'Novo Cliente' dialog, as a person would (optionally tripping each rule first); answers its card. */
async function createClientInUi(page: Page, name: string, options: { phone?: string; checkRules?: boolean } = {}) {
  await page.goto('/clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Cliente' });
  if (options.checkRules) {
    await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
    await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(dialog.getByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
    await dialog.getByLabel('Email').fill('cliente.teste.com');
    await expect(dialog.getByText('Email inválido')).toBeVisible();
  }
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Telefone').fill(options.phone ?? uniquePhone());
  await dialog.getByLabel('Email').fill('cliente.e2e@teste.com');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(dialog).toBeHidden();
  const card = clientCard(page, name);
  await expect(card).toBeVisible();
  return card;
}

const clientCard = (page: Page, name: string) => page.locator('[data-testid^="client-card-"]').filter({ hasText: name });

async function clientIdByName(request: APIRequestContext, name: string): Promise<number> {
  const clients: { id: number; name: string }[] = await (await request.get(`/api/clients?search=${encodeURIComponent(name)}`)).json();
  const found = clients.find((c) => c.name === name);
  expect(found, `cliente ${name}`).toBeTruthy();
  return found!.id;
}

test.describe('Clientes e Fidelidade', { tag: '@mf-clientes' }, () => {
  test.describe.configure({ timeout: 90_000 }); // several pages and dialogs per test
  test.beforeEach(async ({ page, demo }) => {
    await loginAs(page, demo.admin);
  });

  test("'Novo Agendamento' on a client card opens the agenda's modal prefilled with the client", async ({ page }) => {
    const name = uniqueName('Cliente Agenda');
    const card = await createClientInUi(page, name);
    const id = await clientIdByName(page.request, name);
    // The agenda clears the query string once it opened the modal: record the URL it was given.
    await page.evaluate(() => {
      const w = window as unknown as { __urls: string[] };
      w.__urls = [];
      const push = history.pushState.bind(history);
      history.pushState = (data, unused, url) => {
        w.__urls.push(String(url));
        push(data, unused, url);
      };
    });
    await card.getByRole('button', { name: 'Novo Agendamento' }).click();
    await expect(page).toHaveURL(/\/agendamentos/);
    const urls: string[] = await page.evaluate(() => (window as unknown as { __urls: string[] }).__urls);
    const target = new URL(
      urls.find((u) => u.startsWith('/agendamentos'))!,
      'http://x',
    );
    expect(Object.fromEntries(target.searchParams)).toEqual({ clientId: String(id), clientName: name, openModal: 'true' });
    const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(name)).toBeVisible();
  });

  test('the booking link (?clientId&clientName&openModal=true) opens the prefilled dialog in every view of the agenda, and on a phone', async ({
    page,
    browser,
    demo,
  }) => {
    const name = uniqueName('Cliente Vistas');
    const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
    expect(res.status(), await res.text()).toBe(201);
    const id: number = (await res.json()).id;
    const link = `/agendamentos?${new URLSearchParams({ clientId: String(id), clientName: name, openModal: 'true' })}`;
    const opensPrefilled = async (p: Page) => {
      const modal = p.getByRole('dialog', { name: 'Novo Agendamento' });
      await expect(modal).toBeVisible({ timeout: 30_000 });
      await expect(modal.getByText(name)).toBeVisible();
      // The query string is cleared once the dialog is open: a reload does not open it again.
      await expect(p).toHaveURL(/\/agendamentos$/);
    };

    // The view is the one the person chose last with the switch (kept in this browser).
    for (const view of ['Dia', 'Semana', 'Lista'] as const) {
      await page.goto('/agendamentos');
      await chooseAgendaView(page, view);
      await page.goto(link);
      await opensPrefilled(page);
      await expect(page.getByRole('radiogroup', { name: 'Visualização da agenda' }).getByRole('radio', { name: view, exact: true })).toBeChecked();
    }

    // A phone opens the day of one professional (no 'Semana'): the link opens the dialog there too.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const phonePage = await phone.newPage();
    await loginAs(phonePage, demo.admin, link);
    await opensPrefilled(phonePage);
    await phone.close();
  });

  test("a completed appointment shows as the client's last service and adds its points", async ({ page }) => {
    const request = page.request;
    const name = uniqueName('Cliente Realizado');
    const card = await createClientInUi(page, name);
    await expect(card.getByText('Nenhum serviço realizado')).toBeVisible();
    await expect(card.getByText('0 pontos')).toBeVisible();
    const clientId = await clientIdByName(request, name);

    // A service someone can perform, inside the active programme.
    const services: { id: number; staffIds: string }[] = await (await request.get('/api/services')).json();
    const service = services.find((s) => (JSON.parse(s.staffIds) as string[]).length > 0);
    expect(service, 'um serviço com profissional nos dados de demonstração').toBeTruthy();
    const staffId = Number((JSON.parse(service!.staffIds) as string[])[0]);
    const [program] = await (await request.get('/api/loyalty/programs')).json();
    const covered = new Set<number>([...program.services.map((s: { serviceId: number }) => s.serviceId), service!.id]);
    const put = await request.put(`/api/loyalty/programs/${program.id}`, { data: { ...program, isActive: true, services: [...covered] } });
    expect(put.status()).toBe(200);

    // Book the first free slot (today, else the next days) and complete it.
    let booked: { id: number } | null = null;
    let bookedDate = '';
    let bookedTime = '';
    for (let day = 0; day < 7 && !booked; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
      const times = await (await request.get(`/api/appointments/available-times?staffId=${staffId}&serviceId=${service!.id}&date=${date}`)).json();
      const slot = (times.timeSlots ?? []).find((s: { available: boolean }) => s.available);
      if (!slot) continue;
      const res = await request.post('/api/appointments', {
        data: { clientId, serviceId: service!.id, staffId, appointmentDate: date, appointmentTime: slot.time, notes: null },
      });
      expect(res.status(), await res.text()).toBe(201);
      booked = await res.json();
      bookedDate = date;
      bookedTime = slot.time;
    }
    expect(booked, 'um horário livre nos próximos dias').toBeTruthy();
    // Completion waits for the start (docs/product/states.md ('Completing')): the server's clock moves there for it.
    await afterStartOf(instantOf(bookedDate, bookedTime, 'America/Sao_Paulo'), async () => {
      for (let i = 0; i < 2; i++) {
        const done = await request.patch(`/api/appointments/${booked!.id}/status`, { data: { status: 'completed' } });
        expect(done.status()).toBeLessThan(i === 0 ? 300 : 500);
      }
    });

    await page.goto('/clientes');
    const today = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await expect(clientCard(page, name).getByText(`Último serviço: ${today}`)).toBeVisible();
    await expect(
      clientCard(page, name).getByText(`${program.pointsPerService} ${program.pointsPerService === 1 ? 'ponto' : 'pontos'}`, { exact: true }),
    ).toBeVisible();
    await page.getByText('Recentes', { exact: true }).click();
    await expect(clientCard(page, name)).toBeVisible();
    await page.getByText('Inativos', { exact: true }).click();
    await expect(clientCard(page, name)).toHaveCount(0);
  });

  test("points added by hand reach 'Pode resgatar!' and redeem brings them back down", async ({ page }) => {
    const name = uniqueName('Cliente Resgate');
    await createClientInUi(page, name);
    await page.goto('/fidelidade');
    await expect(page.getByText('Programas Ativos')).toBeVisible();
    const [program] = await (await page.request.get('/api/loyalty/programs')).json();

    await page.getByRole('button', { name: 'Adicionar Pontos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Pontos' });
    await dialog.getByRole('button', { name: 'Adicionar Pontos' }).click();
    await expect(page.getByText('Preencha todos os campos corretamente.')).toBeVisible();
    await dialog.locator('#points-client').fill(name);
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
    await dialog.locator('#points-program').click();
    await page.locator('.ant-select-item-option').filter({ hasText: program.name }).first().click();
    await dialog.locator('#points-amount').fill(String(program.pointsToReward));
    await dialog.getByRole('button', { name: 'Adicionar Pontos' }).click();
    await expect(page.getByText('Pontos adicionados')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.locator('[data-testid^="reward-"]').filter({ hasText: name });
    await expect(row.getByText('Pode resgatar!')).toBeVisible();
    await page.goto('/clientes');
    await expect(clientCard(page, name).getByText('Pode resgatar!')).toBeVisible();

    await page.goto('/fidelidade');
    await row.getByRole('button', { name: 'Resgatar' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Resgatar' }).click(); // docs/product/states.md ('Confirmations'): asks first
    await expect(page.getByText('Pontos resgatados')).toBeVisible();
    await expect(row).toHaveCount(0); // balance back to zero: the client leaves the list
    await page.goto('/clientes');
    await expect(clientCard(page, name).getByText('Pode resgatar!')).toHaveCount(0);
    await expect(clientCard(page, name).getByText('0 pontos')).toBeVisible();
  });

  test('programmes: create, edit and delete with their toasts', async ({ page }) => {
    await page.goto('/fidelidade');
    await page.getByRole('button', { name: 'Novo Programa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Programa de Fidelidade' });
    await dialog.getByLabel('Pontos por serviço').fill('0');
    await dialog.getByRole('button', { name: 'Criar Programa' }).click();
    await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(dialog.getByText('Descrição da recompensa é obrigatória')).toBeVisible();
    const name = uniqueName('Clube VIP');
    await dialog.getByLabel('Nome do programa').fill(name);
    await dialog.getByLabel('Pontos por serviço').fill('2');
    await dialog.getByLabel('Recompensa', { exact: true }).fill('Hidratação grátis');
    await dialog.getByRole('button', { name: 'Criar Programa' }).click();
    await expect(page.getByText('Programa criado')).toBeVisible();
    const item = page.locator('[data-testid^="program-"]').filter({ hasText: name });
    await expect(item.getByText('Ativo', { exact: true })).toBeVisible();

    await item.getByRole('button', { name: 'Editar programa' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Programa' });
    await edit.getByRole('switch', { name: 'Programa ativo' }).click();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Programa atualizado')).toBeVisible();
    await expect(item.getByText('Inativo', { exact: true })).toBeVisible();

    await item.getByRole('button', { name: 'Excluir programa' }).click();
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    await expect(page.getByText('Programa excluído')).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test('clients: edit, search, delete with confirmation and the empty state', async ({ page }) => {
    const name = uniqueName('Cliente Editar');
    const card = await createClientInUi(page, name, { phone: '(11) 91234-0000', checkRules: true });
    await card.getByRole('button', { name: 'Editar cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
    await dialog.getByLabel('Endereço').fill('Rua das Palmeiras, 45 - Centro');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Rua das Palmeiras, 45 - Centro')).toBeVisible();

    const search = page.getByPlaceholder('Buscar por nome, telefone ou email');
    await search.fill('91234-0000');
    await expect(page.locator('[data-testid^="client-card-"]')).toHaveCount(1);
    await search.fill('ninguém com este nome');
    await expect(page.getByText('Nenhum cliente encontrado')).toBeVisible();
    await search.fill(name);

    await card.getByRole('button', { name: 'Remover cliente' }).click();
    await expect(page.getByText('Tem certeza que deseja remover este cliente?')).toBeVisible();
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Nenhum cliente encontrado')).toBeVisible();
  });
});
