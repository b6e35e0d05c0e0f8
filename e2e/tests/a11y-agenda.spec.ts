import { expect, test, type Page } from './fixtures';
import { screenAndDialogs, type DialogCheck } from './axe';
import { agendaInListView, loginAs, uniquePhone } from './helpers';

// docs/product/overview.md ('Accessibility'): the agenda remote's screens (dashboard, Agendamentos, Serviços,
// Colaboradores) and every dialog they open have no serious or critical axe violation (WCAG 2.0-2.2 A/AA), in the
// light and the dark theme. One page load per screen; the dialogs open one after another.

const ZONE = 'America/Sao_Paulo';

function dayFromToday(n: number): string {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE }));
  now.setDate(now.getDate() + n);
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A dialog opened by a button of the page, named `dialog` (its title). */
function byButton(button: string | RegExp, dialog: string | RegExp, name = String(dialog)): DialogCheck {
  return {
    name,
    open: async (page) => {
      await page.getByRole('button', { name: button }).first().click();
      return page.getByRole('dialog', { name: dialog });
    },
  };
}

/** A scheduled appointment of a new client on the next day Ana has a free time, so the day list offers its actions. */
async function bookAhead(page: Page): Promise<{ date: string; client: string }> {
  const staff: { id: number; name: string }[] = await (await page.request.get('/api/staff')).json();
  const ana = staff.find((s) => s.name === 'Ana Souza')!;
  const services: { id: number }[] = await (await page.request.get('/api/services')).json();
  const client = `Cliente Acessível ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/clients', { data: { name: client, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(created.status(), await created.text()).toBe(201);
  // Tomorrow or later (today's free times may all be past), on a day the salon opens.
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = dayFromToday(ahead);
    for (const service of services) {
      const res = await page.request.get(`/api/appointments/available-times?staffId=${ana.id}&serviceId=${service.id}&date=${date}`);
      if (!res.ok()) continue;
      const free = ((await res.json()) as { timeSlots: { time: string; available: boolean }[] }).timeSlots.find((t) => t.available);
      if (!free) continue;
      const booked = await page.request.post('/api/appointments', {
        data: { clientId: (await created.json()).id, serviceId: service.id, staffId: ana.id, appointmentDate: date, appointmentTime: free.time, notes: null },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      return { date, client };
    }
  }
  throw new Error('Ana não tem horário livre nos próximos 7 dias');
}

test.describe('axe: agenda, serviços e colaboradores', { tag: '@mf-agenda' }, () => {
  test.describe.configure({ timeout: 480_000 });

  test('dashboard, as the owner and as staff', async ({ page, browser, demo }) => {
    await loginAs(page, demo.admin);
    expect(await screenAndDialogs(page, '/dashboard')).toEqual({});
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const staff = await context.newPage();
      await loginAs(staff, demo.staff);
      expect(await screenAndDialogs(staff, '/dashboard')).toEqual({});
    } finally {
      await context.close();
    }
  });

  test('Agendamentos with its new and edit appointment dialogs', async ({ page, demo }) => {
    // The list view (the day grid runs axe in agenda-grid.spec.ts).
    await agendaInListView(page);
    await loginAs(page, demo.admin);
    const { date, client } = await bookAhead(page);
    const row = page.getByTestId('day-appointment').filter({ hasText: client });
    const found = await screenAndDialogs(page, '/agendamentos', [
      {
        name: 'Dia com agendamento',
        // Not a dialog: the calendar's chosen day, whose list offers the appointment's actions (checked in both themes).
        open: async (p) => {
          const cell = p.locator(`[data-count][data-day="${date}"]`);
          if ((await cell.count()) === 0) await p.getByRole('button', { name: 'Próximo mês' }).click();
          await cell.click();
          return row;
        },
        close: async () => undefined,
      },
      byButton('Novo Agendamento', 'Novo Agendamento'),
      {
        name: 'Editar Agendamento',
        open: async (p) => {
          await row.getByRole('button', { name: 'Editar agendamento' }).click();
          return p.getByRole('dialog', { name: 'Editar Agendamento' });
        },
      },
      {
        name: 'Cancelar agendamento',
        open: async (p) => {
          await row.getByRole('button', { name: 'Cancelar agendamento' }).click();
          return p.getByRole('dialog').filter({ hasText: client }).last();
        },
      },
    ]);
    expect(found).toEqual({});
  });

  test('Serviços with its service and category dialogs', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/servicos', [
      byButton('Novo Serviço', 'Novo Serviço'),
      {
        // The error state every form dialog shares: each field's message under it, in the theme's error red.
        name: 'Novo Serviço com erros',
        open: async (p) => {
          await p.getByRole('button', { name: 'Novo Serviço' }).click();
          const dialog = p.getByRole('dialog', { name: 'Novo Serviço' });
          await dialog.getByRole('button', { name: 'Criar Serviço' }).click();
          await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
          return dialog;
        },
      },
      byButton(/^Editar /, 'Editar Serviço'),
      byButton('Gerenciar Categorias', 'Gerenciar Categorias'),
      {
        name: 'Remover serviço',
        open: async (p) => {
          await p
            .getByRole('button', { name: /^Remover / })
            .first()
            .click();
          return p.getByRole('dialog').filter({ hasText: 'Tem certeza' });
        },
      },
    ]);
    expect(found).toEqual({});
  });

  test('Colaboradores with its staff, working hours and absence dialogs', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/colaboradores', [
      byButton('Novo Colaborador', 'Novo Colaborador'),
      byButton(/^Editar: /, 'Editar Colaborador'),
      byButton(/^Configurar horários: /, /^Horários de Trabalho — /, 'Horários de Trabalho'),
      byButton(/^Férias e folgas: /, /^Férias e Folgas — /, 'Férias e Folgas'),
      {
        name: 'Nova Ausência',
        open: async (p) => {
          await p
            .getByRole('button', { name: /^Férias e folgas: / })
            .first()
            .click();
          await p
            .getByRole('dialog', { name: /^Férias e Folgas — / })
            .getByRole('button', { name: 'Nova Ausência' })
            .click();
          return p.getByRole('dialog', { name: 'Nova Ausência' });
        },
        close: async (p, dialog) => {
          await dialog.getByRole('button', { name: 'Cancelar' }).click();
          await expect(dialog).toBeHidden();
          await p.keyboard.press('Escape');
          await expect(p.getByRole('dialog')).toHaveCount(0);
        },
      },
      {
        name: 'Remover colaborador',
        open: async (p) => {
          await p
            .getByRole('button', { name: /^Remover: / })
            .first()
            .click();
          return p.getByRole('dialog').filter({ hasText: 'Tem certeza' });
        },
      },
    ]);
    expect(found).toEqual({});
  });
});
