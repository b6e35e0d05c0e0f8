import { expect, test } from './fixtures';
import { axeViolations, reviewShot, screenAndDialogs, settled } from './axe';
import { loginAs } from './helpers';

// docs/product/overview.md ('Accessibility'): Financeiro and every dialog it opens have no serious or critical axe
// violation (WCAG 2.0-2.2 A/AA), in the light and the dark theme, for the owner and for staff (her commission).

test.describe('axe: financeiro', { tag: '@mf-financeiro' }, () => {
  test.describe.configure({ timeout: 480_000 });

  test('Financeiro with its movement, commission and removal dialogs', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/financeiro', [
      {
        name: 'Registrar Movimento Financeiro',
        open: async (p) => {
          await p.getByRole('button', { name: 'Registrar Movimento' }).click();
          return p.getByRole('dialog', { name: 'Registrar Movimento Financeiro' });
        },
      },
      {
        name: 'Verificar Salário/Comissão',
        open: async (p) => {
          await p.getByRole('button', { name: 'Verificar Salário/Comissão' }).click();
          return p.getByRole('dialog', { name: 'Verificar Salário/Comissão' });
        },
      },
      {
        name: 'Remover transação',
        open: async (p) => {
          await p
            .getByRole('button', { name: /^Remover / })
            .first()
            .click();
          return p.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja remover esta transação?' });
        },
      },
    ]);
    expect(found).toEqual({});
  });

  test('Financeiro as staff: her own commission, before and after it is calculated', async ({ browser, demo }) => {
    const found: Record<string, string[]> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await loginAs(page, demo.staff, '/financeiro');
        await settled(page);
        const shown = await axeViolations(page, { impact: 'serious' });
        if (shown.length) found[`aberto (${colorScheme})`] = shown;
        // Her commission for the month: calculated on request where the page asks for it.
        const calculate = page.getByRole('button', { name: 'Calcular' });
        if (await calculate.count()) await calculate.click();
        await expect(page.getByTestId('commission-result')).toBeVisible();
        await settled(page);
        await reviewShot(page, `staff-commission-${colorScheme}.png`, true);
        const calculated = await axeViolations(page, { impact: 'serious' });
        if (calculated.length) found[`calculado (${colorScheme})`] = calculated;
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual({});
  });

  test('Relatórios with its visits drawer, and at 390 px without page overflow', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/relatorios', [
      {
        name: 'Atendimentos',
        open: async (p) => {
          await p.getByLabel('Agrupar por').click();
          await p
            .locator('.ant-select-dropdown:visible .ant-select-item-option')
            .filter({ hasText: /^Profissional$/ })
            .click();
          await p.getByRole('button', { name: 'Últimos 90 dias' }).click();
          await p.getByTestId('report-table').getByRole('row').getByRole('button').first().click();
          return p.getByRole('dialog', { name: /^Atendimentos — / });
        },
      },
    ]);
    expect(found).toEqual({});
    // A phone: the cards stack, the table scrolls inside its own region, the page itself never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const phone = await axeViolations(page, { impact: 'serious' });
    expect(phone).toEqual([]);
  });

  test('Relatórios personalizados with its form and its removal confirmation', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    // The demo's saved reports fill the list; the one with two groupings runs below.
    const found = await screenAndDialogs(page, '/relatorios/personalizados', [
      {
        name: 'Novo relatório',
        open: async (p) => {
          await p.getByRole('button', { name: 'Novo relatório' }).click();
          return p.getByRole('dialog', { name: 'Novo relatório' });
        },
      },
      {
        name: 'Excluir relatório',
        open: async (p) => {
          await p.getByRole('button', { name: 'Excluir Atendimentos por serviço', exact: true }).click();
          return p.getByRole('dialog').filter({ hasText: 'Confirmar exclusão' });
        },
      },
    ]);
    expect(found).toEqual({});
    await page.getByRole('button', { name: 'Executar Faturamento por profissional e mês', exact: true }).click();
    await expect(page.getByTestId('custom-report-run')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
