import { expect, test } from './fixtures';
import { screenAndDialogs, type DialogCheck } from './axe';
import { loginAs } from './helpers';

// docs/product/overview.md ('Accessibility'): Clientes and Fidelidade and every dialog they open have no serious
// or critical axe violation (WCAG 2.0-2.2 A/AA), in the light and the dark theme.

/** A dialog opened by the first button of the page named `button`; found by its title or, for a confirmation, its text. */
function byButton(button: string | RegExp, dialog: string | RegExp, confirmText?: string): DialogCheck {
  return {
    name: String(dialog),
    open: async (page) => {
      await page.getByRole('button', { name: button }).first().click();
      return confirmText ? page.getByRole('dialog').filter({ hasText: confirmText }) : page.getByRole('dialog', { name: dialog });
    },
  };
}

test.describe('axe: clientes e fidelidade', { tag: '@mf-clientes' }, () => {
  test.describe.configure({ timeout: 480_000 });

  test('Clientes with its client dialogs and confirmations', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/clientes', [
      byButton('Novo Cliente', 'Novo Cliente'),
      byButton('Editar cliente', 'Editar Cliente'),
      byButton('Remover cliente', 'Remover cliente', 'Tem certeza que deseja remover este cliente?'),
      byButton('Anonimizar', 'Anonimizar cliente?'),
    ]);
    expect(found).toEqual({});
  });

  test('Fidelidade with its programme, points and redeem dialogs', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/fidelidade', [
      byButton('Novo Programa', 'Novo Programa de Fidelidade'),
      byButton('Editar programa', 'Editar Programa'),
      byButton('Adicionar Pontos', 'Adicionar Pontos'),
      byButton('Excluir programa', 'Excluir programa', 'Tem certeza'),
      byButton('Resgatar', 'Resgatar pontos?'),
    ]);
    expect(found).toEqual({});
  });
});
