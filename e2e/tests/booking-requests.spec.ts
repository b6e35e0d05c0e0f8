import { expect, test, type Page, type Request } from './fixtures';
import { agendaInListView, loginAs, uniquePhone } from './helpers';

// docs/product/api.md ('Writes'): a booking made in the browser costs one request for the write and at most one
// refetch per affected view; the month view asks the server once for exactly what it shows; the tab skips
// the live echo of its own write (the echo arrives, carrying the tab as its origin).

const suffix = Date.now().toString(36).slice(-5);
const SERVICE = `Escova Contada ${suffix}`;
const CLIENT = `Cliente Contada ${suffix}`;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Tomorrow on the establishment's clock (São Paulo): always a full day of free slots. */
function tomorrow(): string {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo' }));
  now.setDate(now.getDate() + 1);
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function pick(page: Page, inputId: string, option: string) {
  await page.locator(`#${inputId}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Every /api/ request the page makes from now on, as 'METHOD path?query'. */
function recordApi(page: Page): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const on = (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) list.push(`${r.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', on);
  return { list, stop: () => page.off('request', on) };
}

test('a booking costs one write and at most one refetch per affected view', { tag: '@mf-agenda' }, async ({ page, demo }) => {
  test.setTimeout(120_000);
  // The month view: the agenda's list.
  await agendaInListView(page);
  await loginAs(page, demo.admin);

  // A service Ana performs, open all day every day, and a client: tomorrow then has free slots whatever the hour.
  const hours = await page.request.put('/api/business-hours', {
    data: { hours: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, isOpen: true, isHoliday: false, openTime: '00:00', closeTime: '23:59' })) },
  });
  expect(hours.status(), await hours.text()).toBeLessThan(300);
  const staff: { id: number; name: string }[] = await (await page.request.get('/api/staff')).json();
  const ana = staff.find((s) => s.name === 'Ana Souza')!;
  const anaHours = await page.request.post(`/api/staff/${ana.id}/working-hours`, {
    data: { workingHours: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, openTime: '00:00', closeTime: '23:59' })) },
  });
  expect(anaHours.status(), await anaHours.text()).toBeLessThan(300);
  const service = await page.request.post('/api/services', { data: { name: SERVICE, duration: 30, price: '60', category: 'Cabelo', staffIds: [ana.id] } });
  expect(service.status(), await service.text()).toBe(201);
  const client = await page.request.post('/api/clients', { data: { name: CLIENT, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(client.status(), await client.text()).toBe(201);

  // Live frames this tab receives, to see the echo of its own write arrive.
  const frames: { type?: string; origin?: string }[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)))));

  // The month view: one request for the month, its statuses and (when chosen) the staff member, not pages of 50.
  const opening = recordApi(page);
  await page.goto('/agendamentos');
  const day = tomorrow();
  await page.locator(`[data-day="${day}"]`).click();
  await expect(page.locator(`[data-day="${day}"]`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  opening.stop();
  const monthReads = opening.list.filter((r) => r.startsWith('GET /api/appointments?'));
  const months = new Set(monthReads.map((r) => new URL(r.split(' ')[1]!, 'http://x').searchParams.get('month')));
  expect(monthReads.length, monthReads.join('\n')).toBe(months.size); // one request per month shown
  for (const read of monthReads) {
    const params = new URL(read.split(' ')[1]!, 'http://x').searchParams;
    expect(params.get('page')).toBe('1');
    expect(Number(params.get('limit'))).toBeGreaterThanOrEqual(500);
    expect(params.get('status')).toBe('pending,scheduled,confirmed,in_progress,completed,no_show');
  }

  // Filtering by staff asks the server again, once, with the staff member.
  const filtering = recordApi(page);
  await page.getByRole('combobox', { name: 'Profissional' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Ana Souza' }).first().click();
  await page.waitForLoadState('networkidle');
  filtering.stop();
  const filtered = filtering.list.filter((r) => r.startsWith('GET /api/appointments?'));
  expect(filtered.length, filtering.list.join('\n')).toBe(1);
  expect(filtered[0]).toContain(`staffId=${ana.id}`);

  // Book through the modal.
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await pick(page, 'booking-client', CLIENT);
  await pick(page, 'booking-service', SERVICE);
  await pick(page, 'booking-staff', 'Ana Souza');
  const slot = modal.getByTestId('time-slots').locator('button:not([disabled])').first();
  await expect(slot).toBeVisible();
  const time = (await slot.innerText()).trim();
  await slot.click();
  await page.waitForLoadState('networkidle');

  const booking = recordApi(page);
  await modal.getByRole('button', { name: 'Criar Agendamento' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Agendamento realizado')).toBeVisible();
  await expect(page.getByTestId('day-appointment').filter({ hasText: CLIENT })).toContainText(time);
  // The server's echo of this write reaches the tab, named as its own...
  await expect.poll(() => frames.filter((f) => f.type === 'appointment_change' && typeof f.origin === 'string').length).toBeGreaterThan(0);
  // ...and whatever it would refresh has had the time to go out.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  booking.stop();

  const writes = booking.list.filter((r) => !r.startsWith('GET '));
  expect(writes).toEqual(['POST /api/appointments']);
  const reads = booking.list.filter((r) => r.startsWith('GET '));
  const perView = new Map<string, number>();
  for (const r of reads) perView.set(r, (perView.get(r) ?? 0) + 1);
  for (const [read, count] of perView) expect([read, count]).toEqual([read, 1]);
  // The answer of the write went into the month view: it is not fetched again.
  expect(
    reads.filter((r) => r.startsWith('GET /api/appointments?')),
    reads.join('\n'),
  ).toEqual([]);
});
