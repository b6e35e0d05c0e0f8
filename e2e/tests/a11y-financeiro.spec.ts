import { expect, test } from './fixtures';
import { screenAndDialogs } from './axe';
import { loginAs } from './helpers';

// docs/product/overview.md ('Accessibility'): Financeiro and every dialog it opens have no serious or critical axe
// violation (WCAG 2.0-2.2 A/AA), in the light and the dark theme, for the owner and for staff (her commission).

test.describe('axe: financeiro', { tag: '@mf-financeiro' }, () => {
  test.describe.configure({ timeout: 300_000 });

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

  test('Financeiro as staff, with her commission dialog', async ({ page, demo }) => {
    await loginAs(page, demo.staff);
    const found = await screenAndDialogs(page, '/financeiro', [
      {
        name: 'Verificar Salário/Comissão',
        open: async (p) => {
          await p.getByRole('button', { name: 'Verificar Salário/Comissão' }).click();
          return p.getByRole('dialog', { name: 'Verificar Salário/Comissão' });
        },
      },
    ]);
    expect(found).toEqual({});
  });
});
