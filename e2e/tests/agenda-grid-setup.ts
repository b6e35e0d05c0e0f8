import { expect, type Locator, type Page } from './fixtures';
import { dayFromToday, uniquePhone } from './helpers';

// What agenda-grid.spec's tests share: a tenant set up for the grid (two professionals working every day, a service,
// a lunch block tomorrow), bookings made through the API, and the grid's cells and blocks found by their data.
export const ZONE = 'America/Sao_Paulo';
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const suffix = Date.now().toString(36).slice(-5);
export const SERVICE = `Corte Grade ${suffix}`;
export const REMOTE_LOAD = 30_000;
let seq = 0;

export interface Setup {
  a: { id: number; name: string };
  b: { id: number; name: string };
  serviceId: number;
  date: string;
}

/**
 * Two professionals working 08:00–20:00 every day, a 30-minute service both perform, and B's lunch block
 * (12:00–13:00) on the test's day, tomorrow: every grid time is then in the future.
 */
export async function setup(page: Page): Promise<Setup> {
  const hours = await page.request.put('/api/business-hours', {
    data: { hours: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, isOpen: true, isHoliday: false, openTime: '08:00', closeTime: '20:00' })) },
  });
  expect(hours.status(), await hours.text()).toBeLessThan(300);
  const staff: { id: number; name: string }[] = await (await page.request.get('/api/staff')).json();
  const [a, b] = staff;
  expect(b, 'the demo has two professionals').toBeTruthy();
  for (const s of [a!, b!]) {
    const res = await page.request.post(`/api/staff/${s.id}/working-hours`, {
      data: { workingHours: EVERY_DAY.map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, openTime: '08:00', closeTime: '20:00' })) },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const services: { id: number; name: string }[] = await (await page.request.get('/api/services')).json();
  let serviceId = services.find((s) => s.name === SERVICE)?.id;
  if (!serviceId) {
    const created = await page.request.post('/api/services', {
      data: { name: SERVICE, duration: 30, price: '60', category: 'Cabelo', staffIds: [a!.id, b!.id] },
    });
    expect(created.status(), await created.text()).toBe(201);
    serviceId = (await created.json()).id as number;
  }
  const date = dayFromToday(1, ZONE);
  const blocks: { date: string; reason: string }[] = await (await page.request.get(`/api/staff/${b!.id}/blocks?from=${date}&to=${date}`)).json();
  if (!blocks.some((x) => x.reason === 'Almoço')) {
    const block = await page.request.post(`/api/staff/${b!.id}/blocks`, {
      headers: { 'Idempotency-Key': `grid-block-${suffix}` },
      data: { date, startTime: '12:00', endTime: '13:00', reason: 'Almoço', repeat: 'none' },
    });
    expect(block.status(), await block.text()).toBe(201);
  }
  // The demo's own appointments that day are cancelled: each test starts from an empty day.
  const day: { appointments: { id: number }[] } = await (await page.request.get(`/api/agenda/day?date=${date}`)).json();
  for (const appt of day.appointments) {
    const res = await page.request.delete(`/api/appointments/${appt.id}`);
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  return { a: a!, b: b!, serviceId: serviceId!, date };
}

export async function newClient(page: Page): Promise<{ id: number; name: string }> {
  const name = `Cliente Grade ${suffix}${++seq}`;
  const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, name };
}

export async function book(page: Page, s: Setup, clientId: number, staffId: number, time: string): Promise<number> {
  const res = await page.request.post('/api/appointments', {
    headers: { 'Idempotency-Key': `grid-book-${suffix}-${++seq}` },
    data: { clientId, serviceId: s.serviceId, staffId, appointmentDate: s.date, appointmentTime: time, notes: null },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** /agendamentos in the day grid, on the test's day. */
export async function openGrid(page: Page, s: Setup) {
  await page.goto('/agendamentos');
  const grid = page.getByRole('grid', { name: 'Agenda do dia' });
  await expect(grid).toBeVisible({ timeout: REMOTE_LOAD });
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.locator(`[data-cell][data-date="${s.date}"]`).first()).toBeVisible();
  return grid;
}

export const cell = (page: Page, staffId: number, time: string, date?: string) =>
  page.locator(`[data-cell][data-staff="${staffId}"][data-time="${time}"]${date ? `[data-date="${date}"]` : ''}`);
export const block = (page: Page, id: number) => page.locator(`[data-appointment="${id}"]`);

/** A mouse drag in small steps (dnd-kit starts a drag after a few pixels of movement). */
export async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + 8 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 2, { steps: 4 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + 8, { steps: 12 });
  await page.mouse.up();
}
