import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { agendaInListView, loginAs, registerEstablishment, uniqueEmail } from './helpers';

// The owner opens an appointment's 'Histórico' from the agenda and sees who created it, in Configurações ›
// Histórico de alterações; the tab passes axe. Its own establishment: no row another spec relies on.

const REMOTE_LOAD = 30_000;
const CLIENT = 'Cliente Histórico E2E';

const ZONE = 'America/Sao_Paulo';
const isoDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(d);

/** The next weekday from tomorrow on, on the salon's clock (the default hours open Monday to Friday, 08:00–18:00). */
function nextWeekday(): string {
  for (let days = 1; ; days++) {
    const day = isoDay(new Date(Date.now() + days * 86_400_000));
    if (![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) return day;
  }
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

test('an owner opens an appointment\'s "Histórico" and sees its creation; the tab passes axe', { tag: '@mf-configuracoes' }, async ({ page }) => {
  // Two axe runs on a loaded machine take their time.
  test.setTimeout(180_000);
  const owner = await registerEstablishment(page.request, 'Salão Histórico');
  await agendaInListView(page);
  await loginAs(page, owner);
  const staff = await post<{ id: number }>(page, '/api/staff', {
    name: 'Bia Auditoria',
    role: 'Manicure',
    email: uniqueEmail('bia'),
    hasSystemAccess: false,
    commissionRate: 30,
  });
  const service = await post<{ id: number }>(page, '/api/services', {
    name: 'Esmaltação',
    duration: 60,
    price: '50.00',
    category: 'Unhas',
    staffIds: [String(staff.id)],
  });
  const client = await post<{ id: number }>(page, '/api/clients', { name: CLIENT, phone: '(11) 95555-4321' });
  const date = nextWeekday();
  const appointment = await post<{ id: number }>(page, '/api/appointments', {
    clientId: client.id,
    serviceId: service.id,
    staffId: staff.id,
    appointmentDate: date,
    appointmentTime: '10:00',
    notes: null,
  });

  await page.goto('/agendamentos');
  const day = page.locator(`[data-day="${date}"]`);
  await expect(page.getByTestId('calendar-month')).toBeVisible({ timeout: REMOTE_LOAD });
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await day.click();
  const row = page.getByTestId('day-appointment').filter({ hasText: CLIENT });
  // The client's name is a link too (to her profile): the row's history link is the one named 'Histórico de alterações'.
  await row.getByRole('link', { name: /^Histórico de alterações/ }).click();

  await expect(page).toHaveURL(new RegExp(`/configuracoes\\?aba=historico&entity=appointment&entityId=${appointment.id}$`));
  await expect(page.getByRole('tab', { name: 'Histórico de alterações' })).toHaveAttribute('aria-selected', 'true', { timeout: REMOTE_LOAD });
  const table = page.getByTestId('audit-table');
  const created = table.locator('tbody tr').filter({ hasText: 'Criação' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(`Agendamento #${appointment.id}`);
  await expect(created).toContainText('Dona Base');
  await expect(created).toContainText(`Cliente: ${CLIENT}`);
  await expect(created).toContainText(new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE }).format(new Date()));
  await expect(page.getByText(`Agendamento #${appointment.id}`, { exact: true }).first()).toBeVisible();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(300);
    expect((await axeViolations(page, { include: '.ant-tabs' })).map((v) => `${colorScheme} ${v}`)).toEqual([]);
  }
});

test("the history shows 50 entries and 'Carregar mais' appends the older ones, until there are none", { tag: '@mf-configuracoes' }, async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await registerEstablishment(page.request, 'Salão Histórico Longo');
  await loginAs(page, owner);
  // 60 clients created: 60 entries (plus the registration's), newest first.
  for (let i = 0; i < 60; i++)
    await post(page, '/api/clients', { name: `Cliente Lote ${String(i).padStart(2, '0')}`, phone: `(11) 97000-${String(i).padStart(4, '0')}` });
  await page.goto('/configuracoes?aba=historico&entity=client');
  const table = page.getByTestId('audit-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(50, { timeout: REMOTE_LOAD });
  await expect(page.getByText('50 registros exibidos')).toBeVisible();
  await expect(rows.first()).toContainText('Cliente Lote 59');
  // A client created now is newer than every entry shown: the next batch neither repeats nor skips one.
  await post(page, '/api/clients', { name: 'Cliente Depois', phone: '(11) 96666-0001' });
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows).toHaveCount(60);
  await expect(page.getByText('60 registros exibidos')).toBeVisible();
  await expect(rows.last()).toContainText('Cliente Lote 00');
  await expect(table.getByText('Cliente Depois')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});
