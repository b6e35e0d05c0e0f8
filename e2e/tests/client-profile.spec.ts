import { expect, test, type Page } from './fixtures';
import { loginAs, recordTexts, uniquePhone, anaAroundTheClock, dayFromToday, serviceOfAna } from './helpers';
import { afterStartOf, instantOf } from './clock';
import { axeViolations, reviewShot } from './axe';

// docs/product/screens.md ('Client profile'): a client's page with her story, reached from her name; merging two records of one person.

const ZONE = 'America/Sao_Paulo';
const suffix = Date.now().toString(36).slice(-5);
const SERVICE = `Escova Perfil ${suffix}`;

/** Ana works every day all day and performs a 30-minute service at R$ 62,50. */
async function setup(page: Page): Promise<{ anaId: number; serviceId: number }> {
  const ana = await anaAroundTheClock(page);
  const { id: serviceId } = await serviceOfAna(page, SERVICE, '62.50', ana.id);
  return { anaId: ana.id, serviceId: serviceId! };
}

async function newClient(page: Page, name: string): Promise<number> {
  const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** A completed visit of the client: booked at a free time of Ana's, completed from its start. */
async function completedVisit(page: Page, s: { anaId: number; serviceId: number }, clientId: number, date: string): Promise<void> {
  const times = await page.request.get(`/api/appointments/available-times?staffId=${s.anaId}&serviceId=${s.serviceId}&date=${date}`);
  const body: { timeSlots: { time: string; available: boolean }[] } = await times.json();
  const time = body.timeSlots.find((t) => t.available)!.time;
  const booked = await page.request.post('/api/appointments', {
    data: { clientId, serviceId: s.serviceId, staffId: s.anaId, appointmentDate: date, appointmentTime: time, notes: null },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = await booked.json();
  await afterStartOf(instantOf(date, time, ZONE), async () => {
    const done = await page.request.patch(`/api/appointments/${id}/status`, { data: { status: 'completed' } });
    expect(done.status(), await done.text()).toBe(200);
  });
}

const stat = (page: Page, title: string) => page.getByTestId('client-profile-stats').locator('.ant-card').filter({ hasText: title });

test.describe('Perfil do cliente', { tag: '@mf-clientes' }, () => {
  test('a client created in the list opens her profile from her name; the profile shows her visit and its numbers', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const s = await setup(page);
    const name = `Clara Perfil ${suffix}`;
    await page.goto('/clientes');
    await page.getByRole('button', { name: 'Novo Cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Cliente' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Telefone').fill('(11) 97654-3210');
    await dialog.getByLabel('Data de nascimento').fill('1991-03-15');
    await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
    await expect(page.getByText('Cliente criado')).toBeVisible();

    const clients: { id: number; name: string }[] = await (await page.request.get('/api/clients')).json();
    const id = clients.find((c) => c.name === name)!.id;
    await completedVisit(page, s, id, dayFromToday(2));

    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/clientes/${id}$`));
    const profile = page.getByTestId('client-profile');
    await expect(profile.getByRole('heading', { name })).toBeVisible();
    await expect(profile).toContainText('(11) 97654-3210');
    await expect(profile).toContainText('Aniversário: 15/03/1991');
    await expect(stat(page, 'Visitas')).toContainText('1');
    await expect(stat(page, 'Total gasto')).toContainText('R$ 62,50');
    await expect(stat(page, 'Serviço favorito')).toContainText(SERVICE);
    const history = page.getByTestId('client-profile-history');
    await expect(history.getByRole('row').filter({ hasText: SERVICE })).toContainText('Realizado');
    await expect(history).toContainText('Ana Souza');

    const whatsapp = profile.getByRole('link', { name: 'WhatsApp' });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/5511976543210?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toMatch(/^Olá, Clara! Aqui é do .+\.$/);
  });

  test('the owner merges another record of the same person into this one: her visit moves and the other is gone', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const s = await setup(page);
    const targetName = `Júlia Alvo ${suffix}`;
    const sourceName = `Júlia Duplicada ${suffix}`;
    const target = await newClient(page, targetName);
    const source = await newClient(page, sourceName);
    await completedVisit(page, s, source, dayFromToday(3));

    await page.goto(`/clientes/${target}`);
    await expect(stat(page, 'Visitas')).toContainText('0');
    await page.getByRole('button', { name: 'Mesclar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mesclar clientes' });
    await dialog.getByLabel('Cliente a mesclar neste').fill(sourceName);
    await page.locator('.ant-select-item-option').filter({ hasText: sourceName }).click();
    await dialog.getByRole('button', { name: 'Mesclar' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(`${sourceName} será removido(a)`);
    await confirm.getByRole('button', { name: 'Mesclar' }).click();
    await expect(page.getByText('Clientes mesclados')).toBeVisible();

    await expect(stat(page, 'Visitas')).toContainText('1');
    await expect(page.getByTestId('client-profile-history').getByRole('row').filter({ hasText: SERVICE })).toContainText('Realizado');
    expect((await page.request.get(`/api/clients/${source}`)).status()).toBe(404);
  });

  test("edits from the profile ('Editar', the anamnesis) and the removal from the list say they were done", async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const name = `Dora Edita ${suffix}`;
    const id = await newClient(page, name);
    await page.goto(`/clientes/${id}`);
    const shown = await recordTexts(page);
    await page.getByRole('button', { name: /Editar$/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
    await edit.getByLabel('Alergias').fill('Amônia');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await expect.poll(shown).toContain('Cliente atualizado');

    await page.getByRole('tab', { name: 'Anamnese' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Anamnese' });
    await expect(tab).toContainText('Amônia');
    await tab.getByRole('button', { name: 'Editar anamnese' }).click();
    const anamnesis = page.getByRole('dialog', { name: 'Anamnese' });
    await anamnesis.getByRole('button', { name: 'Adicionar pergunta' }).click();
    await anamnesis.getByRole('button', { name: 'Salvar' }).click();
    await expect(anamnesis.getByText('Pergunta é obrigatória')).toBeVisible();
    await anamnesis.getByLabel('Pergunta 1').fill('Faz progressiva?');
    await anamnesis.getByLabel('Resposta 1').fill('A cada 3 meses');
    await anamnesis.getByRole('button', { name: 'Salvar' }).click();
    await expect(anamnesis).toBeHidden();
    await expect.poll(shown).toContain('Anamnese salva');
    await expect(tab).toContainText('Faz progressiva?');
    await expect(tab).toContainText('A cada 3 meses');

    await page.getByRole('link', { name: 'Clientes', exact: true }).first().click();
    await page.getByPlaceholder('Buscar por nome, telefone ou email').fill(name);
    const removing = await recordTexts(page);
    await page.getByTestId(`client-card-${id}`).getByRole('button', { name: 'Remover cliente' }).click();
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    await expect(page.getByTestId(`client-card-${id}`)).toHaveCount(0);
    await expect.poll(removing).toContain('Cliente excluído');
  });

  test("a client's name in the bell's pending bookings opens her profile", async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const pending: { clientId: number; clientName: string }[] = await (await page.request.get('/api/appointments/pending')).json();
    expect(pending.length).toBeGreaterThan(0); // the demo has pending bookings
    const first = pending[0]!;
    await page.getByTestId('notification-bell').click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Notificações' });
    await dialog.getByTestId('pending-appointment').getByRole('link', { name: first.clientName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/clientes/${first.clientId}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('client-profile').getByRole('heading', { name: first.clientName })).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe on the profile page, ${colorScheme === 'light' ? 'light' : 'dark'} theme: no serious or critical violation`, async ({ browser, demo }) => {
      // A visit completed, then four full-page axe runs: 16 s alone, over the default minute with two other specs on two cores.
      test.slow();
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: ZONE });
      const page = await context.newPage();
      try {
        await loginAs(page, demo.admin);
        const s = await setup(page);
        const id = await newClient(page, `Bruna Axe ${colorScheme} ${suffix}`);
        await page.request.put(`/api/clients/${id}`, {
          data: {
            name: `Bruna Axe ${colorScheme} ${suffix}`,
            phone: uniquePhone(),
            birthday: '1988-11-02',
            allergies: 'Amônia',
            anamnesis: [{ question: 'Gestante?', answer: 'Não' }],
          },
        });
        await completedVisit(page, s, id, dayFromToday(4));
        await page.goto(`/clientes/${id}`);
        await expect(stat(page, 'Visitas')).toContainText('1');
        await expect(page.locator('.ant-skeleton:visible, [class*="ant-spin-dot"]:visible')).toHaveCount(0);
        await page.waitForTimeout(400);
        const check = async (view: string) => {
          await page.waitForTimeout(400);
          // Kept in the test's output folder for review by eye with E2E_AXE_SHOTS=1.
          await reviewShot(page, `profile-${colorScheme}-${view}.png`, true);
          expect(await axeViolations(page, { impact: 'serious' }), `${view} (${colorScheme})`).toEqual([]);
        };
        await check('history');
        await page.getByRole('tab', { name: 'Anamnese' }).click();
        await check('anamnesis');
        await page.getByRole('button', { name: 'Editar anamnese' }).click();
        await expect(page.getByRole('dialog', { name: 'Anamnese' })).toBeVisible();
        await check('anamnesis-dialog');
        await page.getByRole('dialog', { name: 'Anamnese' }).getByRole('button', { name: 'Cancelar' }).click();
        await page.getByRole('button', { name: 'Mesclar' }).click();
        await expect(page.getByRole('dialog', { name: 'Mesclar clientes' })).toBeVisible();
        await check('merge-dialog');
      } finally {
        await context.close();
      }
    });
  }
});
