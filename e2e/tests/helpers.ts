import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Where the shell keeps the logged-in user (libs/contracts USER_STORAGE_KEY). */
const USER_STORAGE_KEY = 'user';

/**
 * Logs in through the API (the session cookie lands in the page's context) and stores the user as the /login page
 * does, then opens `path`, the dashboard unless told: a test that starts elsewhere opens its page straight away
 * instead of loading the dashboard first. The form itself is under test in loginThroughForm's callers: here it
 * would only cost a page load and typing per test on two cores.
 */
export async function loginAs(page: Page, who: { email: string; password: string }, path?: string): Promise<void> {
  const answer = await page.request.post('/api/login', { data: { email: who.email, password: who.password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { user?: unknown };
  const user = JSON.stringify(body.user ?? body);
  // Once per tab (sessionStorage survives reloads): a test that logs out and reloads stays logged out.
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e.loggedIn')) return;
      sessionStorage.setItem('e2e.loggedIn', '1');
      localStorage.setItem(key, value);
    },
    { key: USER_STORAGE_KEY, value: user },
  );
  if (path) {
    await page.goto(path);
    return;
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Logs in through the /login page, as a person would, and waits for the dashboard. */
export async function loginThroughForm(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

let seq = 0;

/**
 * A mobile number no other client of the spec's tenant has: the API answers 409 to a second client with the same
 * phone (docs/product/validation.md).
 */
export function uniquePhone(): string {
  seq += 1;
  return `119${String((Date.now() * 10 + seq) % 100_000_000).padStart(8, '0')}`;
}

export function uniqueEmail(prefix: string): string {
  seq += 1;
  return `${prefix}.${Date.now().toString(36)}${seq}@teste.com`;
}

/** A new establishment on plan Base with its admin, through the public registration API. */
export async function registerEstablishment(request: APIRequestContext, name = 'Salão Base Teste') {
  const email = uniqueEmail('base');
  const password = 'segredo123';
  const res = await request.post('/api/register/establishment', {
    data: {
      establishment: {
        name,
        ownerName: 'Dona Base',
        email,
        phone: '11988887777',
        whatsappNumber: '11988887777',
        segment: 'salon',
        address: 'Rua do Teste, 42 - Centro',
      },
      user: { name: 'Dona Base', email, password },
    },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

/**
 * Starts recording every text the page shows from now on, and answers a reader of what was recorded. One toast is
 * shown at a time (docs/product/limits.md): a notification arriving just after a success message replaces it,
 * so 'was it shown' is asked of the recording, not of the screen a moment later.
 */
export async function recordTexts(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const w = window as unknown as { __texts?: string[] };
    w.__texts = [];
    new MutationObserver((changes) => {
      for (const c of changes) {
        // A toast that replaces the one on screen may reuse its element: its text changes in place.
        if (c.type === 'characterData' && c.target.textContent) w.__texts!.push(c.target.textContent);
        for (const n of c.addedNodes) if (n.textContent) w.__texts!.push(n.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => ((window as unknown as { __texts?: string[] }).__texts ?? []).join('\n'));
}

/** Where /agendamentos keeps the view a person chose: 'day' | 'week' | 'list' (mf-agenda AppointmentsPage). */
export const AGENDA_VIEW_KEY = 'salao.agendamentos.view';

/**
 * For a test of the agenda's list (month calendar + day list) that is not about choosing a view: /agendamentos
 * opens in 'Lista' in this page or context, as if its user had chosen it before (the day grid is the default on
 * screens of 1024 px and more, docs/product/agenda-grid.md). A view chosen later with the switch is kept.
 * Call before the first navigation.
 */
export async function agendaInListView(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    try {
      if (!localStorage.getItem(key)) localStorage.setItem(key, 'list');
    } catch {
      // about:blank and opaque origins have no localStorage.
    }
  }, AGENDA_VIEW_KEY);
}

/** Chooses a view of /agendamentos with its switch, as a person does. */
export async function chooseAgendaView(page: Page, view: 'Dia' | 'Semana' | 'Lista'): Promise<void> {
  const views = page.getByRole('radiogroup', { name: 'Visualização da agenda' });
  await views.getByText(view, { exact: true }).click();
  await expect(views.getByRole('radio', { name: view, exact: true })).toBeChecked();
}

/** 'YYYY-MM-DD' n days from today on the demo establishments' clock (São Paulo). */
export function dayFromToday(n: number, timeZone = 'America/Sao_Paulo'): string {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone }));
  now.setDate(now.getDate() + n);
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const SAO_PAULO = 'America/Sao_Paulo';

/**
 * The zone for a spec that books today's first free slot and reads today's figures: São Paulo, or from 22:00 there
 * Rio Branco (two hours behind, one of SPEC's zones), where the day still has hours of room however long the run.
 * The spec moves its establishment there (`moveToZone`) and back after each test.
 */
export const ZONE_WITH_ROOM_TODAY =
  Number(new Date().toLocaleString('en-GB', { timeZone: SAO_PAULO, hour: '2-digit', hourCycle: 'h23' })) >= 22 ? 'America/Rio_Branco' : SAO_PAULO;

/** Sets the logged-in establishment's time zone (a no-op request when it is São Paulo already). */
export async function moveToZone(request: APIRequestContext, timezone: string): Promise<void> {
  const answer = await request.patch('/api/establishment/timezone', { data: { timezone } });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

/** A 390 px touch phone in the light theme, as an end client books on the public page. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light', locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', hasTouch: true });
}

/** The first weekday (Monday to Friday, open in the default hours) at least `fromDays` days ahead. */
export function nextWeekday(fromDays = 1): string {
  for (let n = fromDays; n < fromDays + 7; n++) {
    const d = dayFromToday(n);
    const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (wd >= 1 && wd <= 5) return d;
  }
  throw new Error('no weekday');
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** The establishment open and the demo's Ana Souza working every day, all day, so a test books at any hour. */
export async function anaAroundTheClock(page: Page): Promise<{ id: number; name: string }> {
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
  return ana;
}

/** A 30-minute 'Cabelo' service of this name that Ana performs, created on the first call; `created` says so. */
export async function serviceOfAna(page: Page, name: string, price: string, anaId: number): Promise<{ id: number; created: boolean }> {
  const services: { id: number; name: string }[] = await (await page.request.get('/api/services')).json();
  const existing = services.find((s) => s.name === name)?.id;
  if (existing) return { id: existing, created: false };
  const created = await page.request.post('/api/services', { data: { name, duration: 30, price, category: 'Cabelo', staffIds: [anaId] } });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).id as number, created: true };
}

/**
 * Picks an option of the antd Select whose input has this id (typing `search` first when given). Under load a click
 * can land while the list is still animating open and be dropped, as a person's would be: they click again, and so
 * does this.
 */
export async function pickOption(page: Page, inputId: string, option: string, search?: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) {
      await page.locator(`#${inputId}`).click();
      if (search) await page.locator(`#${inputId}`).fill(search);
    }
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(open).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks an option of a searchable picker by typing its name at every try (its option list is virtual). */
export async function typeAndPick(page: Page, inputId: string, option: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await page.locator(`#${inputId}`).click();
    await page.locator(`#${inputId}`).fill(option);
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 3000 });
    await expect(open).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}
