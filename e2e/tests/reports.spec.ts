import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { axeViolations, settled } from './axe';
import { afterStartOf, instantOf } from './clock';
import { loginAs, registerEstablishment } from './helpers';

const ZONE = 'America/Sao_Paulo';

/** The 15th of the month before last on the salon's calendar: inside the period 'Mês anterior' compares with. */
function monthBeforeLast15th(): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 - 2, 15));
  return d.toISOString().slice(0, 10);
}

/**
 * As the logged-in owner, with the server's clock on the 15th of the month before last: one comanda of R$ 100,00 by
 * the first professional, closed and paid in cash, so the period before 'Mês anterior' has revenue to compare with.
 */
async function closeComandaBefore(page: Page) {
  const staff: { id: number; name: string }[] = await (await page.request.get('/api/staff')).json();
  const services: { id: number; name: string }[] = await (await page.request.get('/api/services')).json();
  await afterStartOf(instantOf(monthBeforeLast15th(), '12:00', ZONE), async () => {
    const opened = await page.request.post('/api/checkouts', {
      data: { items: [{ type: 'service', serviceId: services[0]!.id, staffId: staff[0]!.id, quantity: 1, unitPrice: 10000, discount: 0 }], discount: 0 },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const c = await opened.json();
    const paid = await page.request.post(`/api/checkouts/${c.id}/payments`, { data: { method: 'dinheiro', amount: 10000 } });
    expect(paid.status(), await paid.text()).toBe(200);
    const closed = await page.request.post(`/api/checkouts/${c.id}/close`, { data: {} });
    expect(closed.status(), await closed.text()).toBe(200);
  });
}

/** exceljs when the workspace has it (the API's exports use it); else null and the file is checked as a zip. */
function excelJs(): {
  Workbook: new () => { xlsx: { readFile(path: string): Promise<unknown> }; worksheets: { getRow(n: number): { values: unknown[] } }[] };
} | null {
  try {
    return createRequire(__filename)('exceljs');
  } catch {
    return null;
  }
}

test.describe('Relatórios', { tag: '@mf-financeiro' }, () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner opens revenue by professional for last month, compares it with the period before, drills into a professional and exports Excel', async ({
    page,
    demo,
  }) => {
    await loginAs(page, demo.admin);
    await closeComandaBefore(page);

    await page.getByRole('navigation', { name: 'Navegação principal' }).getByText('Relatórios', { exact: true }).click();
    await expect(page).toHaveURL(/\/relatorios$/);
    await expect(page.getByRole('heading', { name: 'Faturamento' })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await expect(page.getByRole('button', { name: 'Mês anterior' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Agrupar por').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Profissional$/ })
      .click();
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('columnheader', { name: 'Profissional' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expect(page.getByTestId('report-chart').locator('canvas').first()).toBeVisible();

    // Compared: each card says how it moved against the period before, and the table has that period's totals.
    await page.getByRole('switch', { name: 'Comparar com o período anterior' }).click();
    const change = page.getByTestId('report-card-change').first();
    await expect(change).toBeVisible();
    await expect(change).toContainText(/[▲▼=]/);
    await expect(change).toContainText('antes: ');
    await expect(table.getByRole('row', { name: /^Período anterior/ })).toBeVisible();

    // A professional's row opens the drawer with her visits.
    const professional = table.getByRole('row').getByRole('button').first();
    const name = (await professional.textContent())!.trim();
    await professional.click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Atendimentos — ${name}`) });
    await expect(drawer).toBeVisible();
    const visits = drawer.getByTestId('report-visits');
    await expect(visits.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(visits.getByRole('cell', { name, exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Excel: a browser download (not a new tab), an .xlsx workbook that opens.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^faturamento.*\.xlsx$/);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('xl/worksheets/'))).toBe(true);
    const ExcelJS = excelJs();
    if (ExcelJS) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const cells = book.worksheets.flatMap((ws) => Array.from({ length: 40 }, (_v, i) => ws.getRow(i + 1).values)).flat();
      expect(cells).toContain(name);
      expect(cells.some((v) => typeof v === 'number')).toBe(true);
    }
  });

  test('staff has no Relatórios in the menu, and /relatorios tells her she has no access', async ({ page, demo }) => {
    await loginAs(page, demo.staff);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByText('Agendamentos', { exact: true })).toBeVisible();
    await expect(nav.getByText('Relatórios', { exact: true })).toHaveCount(0);
    await page.goto('/relatorios');
    await expect(page.getByText('Acesso Negado')).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
    expect((await page.request.get('/api/reports/revenue?from=2026-01-01&to=2026-01-31')).status()).toBe(403);
  });

  test('plan Base: Relatórios is locked in the menu and /relatorios shows the locked preview', async ({ page, request }) => {
    const owner = await registerEstablishment(request);
    await loginAs(page, owner);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('menuitem', { name: /Relatórios/ }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Relatórios avançados faz parte do plano Core' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/relatorios');
    await expect(page.getByText('Recurso Bloqueado').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('report-cards')).toHaveCount(0);
    await settled(page);
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
  });
});
