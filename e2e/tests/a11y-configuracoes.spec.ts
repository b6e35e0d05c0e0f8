import { expect, test, type Page } from './fixtures';
import { screenAndDialogs, type DialogCheck } from './axe';
import { loginAs } from './helpers';

// docs/product/overview.md ('Accessibility'): every tab of Configurações (the audit log too) and every dialog they
// open have no serious or critical axe violation (WCAG 2.0-2.2 A/AA), in the light and the dark theme. One page
// load: the tabs and dialogs open one after another.

/** A tab of the page: shown, and left shown for the dialogs after it. */
function tab(label: string): DialogCheck {
  return {
    name: `aba ${label}`,
    open: async (page: Page) => {
      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      return page.getByRole('tabpanel', { name: label });
    },
    close: async () => undefined,
  };
}

test.describe('axe: configurações', { tag: '@mf-configuracoes' }, () => {
  test.describe.configure({ timeout: 480_000 });

  test('every tab of Configurações and its dialogs, as the owner', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const found = await screenAndDialogs(page, '/configuracoes?aba=negocio', [
      {
        name: 'Chave de API criada',
        open: async (p) => {
          await p.getByLabel('Nome da chave').fill(`axe ${Date.now().toString(36)}`);
          await p.getByRole('button', { name: 'Criar Chave' }).click();
          return p.getByRole('dialog', { name: 'Chave de API criada' });
        },
        close: async (_p, dialog) => {
          await dialog.getByRole('button', { name: 'Entendi' }).click();
          await expect(dialog).toBeHidden();
        },
      },
      tab('Horários'),
      tab('Agenda'),
      tab('WhatsApp'),
      tab('Segurança'),
      {
        name: 'Como instalar o aplicativo',
        open: async (p) => {
          await p.getByRole('button', { name: 'Ver instruções' }).click();
          return p.getByRole('dialog', { name: 'Como instalar o aplicativo' });
        },
      },
      {
        name: 'Mudar de plano',
        open: async (p) => {
          const plans = p.getByRole('radiogroup', { name: 'Mudar de plano' });
          await plans.getByRole('radio', { checked: false }).first().check();
          await p.locator('section[aria-labelledby="plan-change-title"] .ant-btn-primary').click();
          return p.getByRole('dialog').filter({ hasText: 'Valor do plano' });
        },
      },
      {
        name: 'Cancelar assinatura',
        open: async (p) => {
          await p.getByRole('button', { name: 'Cancelar assinatura' }).click();
          return p.getByRole('dialog').filter({ hasText: 'Cancelar assinatura?' });
        },
      },
      tab('Histórico de alterações'),
      tab('Negócio'),
    ]);
    expect(found).toEqual({});
  });
});
