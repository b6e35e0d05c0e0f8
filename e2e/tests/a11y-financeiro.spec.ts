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
        await loginAs(page, demo.staff);
        await page.goto('/financeiro');
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
});
