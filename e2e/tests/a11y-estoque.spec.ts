import { expect, test } from './fixtures';
import { screenAndDialogs, type DialogCheck } from './axe';
import { loginAs } from './helpers';

// docs/product/overview.md ('Accessibility'): Estoque and every dialog it opens (product, sale, movement, history,
// removal) have no serious or critical axe violation (WCAG 2.0-2.2 A/AA), in the light and the dark theme.

/** A dialog opened by the first product's button whose name starts with `button`. */
function fromProduct(button: string, dialog: string | RegExp, confirmText?: string): DialogCheck {
  return {
    name: button,
    open: async (page) => {
      await page
        .getByRole('button', { name: new RegExp(`^${button} `) })
        .first()
        .click();
      return confirmText ? page.getByRole('dialog').filter({ hasText: confirmText }) : page.getByRole('dialog', { name: dialog });
    },
  };
}

test.describe('axe: estoque', { tag: '@mf-estoque' }, () => {
  test.describe.configure({ timeout: 480_000 });

  test('Estoque with its product, sale, movement, history and removal dialogs', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/estoque', [
      {
        name: 'Novo Produto',
        open: async (p) => {
          await p.getByRole('button', { name: 'Novo Produto' }).click();
          return p.getByRole('dialog', { name: 'Novo Produto' });
        },
      },
      fromProduct('Editar', 'Editar Produto'),
      fromProduct('Vender', 'Confirmar Venda'),
      fromProduct('Movimentar estoque de', 'Movimentar estoque'),
      fromProduct('Histórico de estoque de', /^Histórico de estoque — /),
      fromProduct('Remover', '', 'Tem certeza que deseja remover este produto?'),
    ]);
    expect(found).toEqual({});
  });
});
