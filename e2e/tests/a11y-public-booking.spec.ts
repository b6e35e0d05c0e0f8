import { expect, test, type Browser, type DemoTenant, type Page } from './fixtures';
import { axeViolations, reviewShot } from './axe';
import { loginAs, uniquePhone } from './helpers';

// docs/product/overview.md ('Accessibility'): the public booking page /agendar/<slug>, each of its steps, the
// confirmation, the manage page with its reschedule view and cancel dialog, and invalid links have no serious or
// critical axe violation (WCAG 2.0-2.2 A/AA), with the system in light and in dark mode.

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const suffix = Date.now().toString(36);
const SERVICE = `Escova Acessível ${suffix}`;

function tomorrow(): string {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo' }));
  now.setDate(now.getDate() + 1);
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Ana works every hour of every day and performs the spec's service; online bookings are on and released ahead. */
async function openForBookings(page: Page): Promise<() => Promise<void>> {
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
  const created = await page.request.post('/api/services', { data: { name: SERVICE, duration: 30, price: '75', category: 'Cabelo', staffIds: [ana.id] } });
  expect(created.status(), await created.text()).toBe(201);
  const settings = await page.request.put('/api/online-booking/settings', { data: { enabled: true, autoConfirm: false } });
  expect(settings.status(), await settings.text()).toBe(200);
  const saved = (await (await page.request.get('/api/agenda-release/policy')).json()) as { isActive: boolean; releaseInterval: number; releaseDay: number };
  const policy = await page.request.post('/api/agenda-release/policy', { data: { isActive: false, releaseInterval: 1, releaseDay: 28 } });
  expect(policy.status(), await policy.text()).toBeLessThan(300);
  return async () => {
    const { isActive, releaseInterval, releaseDay } = saved;
    await page.request.post('/api/agenda-release/policy', { data: { isActive, releaseInterval, releaseDay } });
  };
}

/** Books through every step as an end client would, checking each state; answers the violations found, by state. */
async function walk(browser: Browser, demo: DemoTenant, colorScheme: 'light' | 'dark'): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const check = async (state: string) => {
    await page.waitForTimeout(300); // transitions settle before colours are read
    await reviewShot(page, `${state}-${colorScheme}.png`, true);
    const violations = await axeViolations(page, { impact: 'serious' });
    if (violations.length) found[`${state} (${colorScheme})`] = violations;
  };
  try {
    await page.goto(`/agendar/${demo.slug}`);
    await expect(page.getByRole('heading', { name: 'Qual serviço você quer agendar?' })).toBeVisible({ timeout: 30_000 });
    await check('1-servico');

    await page.getByRole('button', { name: new RegExp(SERVICE) }).click();
    await expect(page.getByRole('heading', { name: 'Com quem?' })).toBeVisible();
    await check('2-profissional');
    await page.getByRole('button', { name: /Ana Souza/ }).click();

    await expect(page.getByRole('heading', { name: 'Escolha o dia e o horário' })).toBeVisible();
    const day = page.locator(`[data-day="${tomorrow()}"]`);
    if (!(await day.isVisible())) await page.getByRole('button', { name: 'Próximo mês' }).click();
    await day.click();
    const times = page.getByRole('radiogroup').getByRole('radio');
    await expect(times.first()).toBeVisible();
    await times.nth(Math.floor((await times.count()) / 2)).click();
    await check('3-dia-e-horario');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
    // The form's error state too: what a client sees after continuing with nothing filled in.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await check('4-dados-com-erro');
    await page.getByLabel('Nome completo').fill(`Cliente Acessível ${colorScheme}`);
    await page.getByLabel('Celular (WhatsApp)').fill(uniquePhone());
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Confira e confirme' })).toBeVisible();
    await check('5-confirme');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();

    await expect(page.getByRole('heading', { name: 'Agendamento solicitado!' })).toBeVisible();
    await check('6-solicitado');
    const manage = (await page.getByRole('link', { name: 'Ver meu agendamento' }).getAttribute('href'))!;

    await page.goto(manage);
    await expect(page.getByRole('button', { name: 'Remarcar' })).toBeVisible({ timeout: 30_000 });
    await check('7-meu-agendamento');
    await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar agendamento?' });
    await expect(dialog).toBeVisible();
    await check('8-cancelar');
    await dialog.getByRole('button', { name: 'Manter agendamento' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Remarcar' }).click();
    await expect(page.getByRole('heading', { name: 'Escolha o novo dia e horário' })).toBeVisible();
    await check('9-remarcar');

    await page.goto(`${manage.slice(0, -3)}xyz`);
    await expect(page.getByRole('heading', { name: /Este link não é válido|Link expirado ou inválido/ })).toBeVisible({ timeout: 30_000 });
    await check('10-link-invalido');
    await page.goto('/agendar/oferta/link-invalido');
    await expect(page.getByRole('heading', { name: 'Este link não é válido' })).toBeVisible({ timeout: 30_000 });
    await check('10-oferta-invalida');
    await page.goto('/agendar/nao-existe-este-salao');
    await expect(page.getByRole('heading', { name: 'Página de agendamento não encontrada.' })).toBeVisible({ timeout: 30_000 });
    await check('11-pagina-inexistente');
  } finally {
    await context.close();
  }
  return found;
}

test('axe: the public booking page, every step, the manage page and its dialog, light and dark', { tag: '@mf-agenda' }, async ({ page, browser, demo }) => {
  test.setTimeout(480_000);
  await loginAs(page, demo.admin);
  const restore = await openForBookings(page);
  try {
    for (const colorScheme of ['light', 'dark'] as const) expect(await walk(browser, demo, colorScheme)).toEqual({});
  } finally {
    await restore();
  }
});
