import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { loginAs, registerEstablishment } from './helpers';

const STALE = 'Este registro foi alterado por outra pessoa';

/** Opens the 'Editar Cliente' dialog of one client on /clientes. */
async function openEditor(page: Page, clientId: number) {
  await page.goto('/clientes');
  await page.getByTestId(`client-card-${clientId}`).getByRole('button', { name: 'Editar cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test(
  'two people edit the same client: the later save is refused, keeps its typing, and Recarregar shows the first save',
  { tag: '@mf-clientes' },
  async ({ page, browser }) => {
    test.setTimeout(180_000); // two logged-in browsers, each loading the app cold
    // A tenant of its own: the demo data other specs read stays as it is.
    const owner = await registerEstablishment(page.request, 'Salão Versões');
    await loginAs(page, owner);
    const created = await page.request.post('/api/clients', { data: { name: 'Cliente Original', phone: '11987654321' } });
    expect(created.status(), await created.text()).toBe(201);
    const clientId = ((await created.json()) as { id: number }).id;

    const otherContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', reducedMotion: 'reduce' });
    try {
      const other = await otherContext.newPage();
      await loginAs(other, owner);

      const first = await openEditor(page, clientId);
      const second = await openEditor(other, clientId);

      await first.getByLabel('Nome').fill('Nome da Primeira');
      await first.getByRole('button', { name: 'Salvar' }).click();
      await expect(first).toBeHidden();

      // The second person saved from the version both opened: refused, and what they typed stays.
      await second.getByLabel('Nome').fill('Nome da Segunda');
      await second.getByRole('button', { name: 'Salvar' }).click();
      await expect(second.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
      await expect(second.getByLabel('Nome')).toHaveValue('Nome da Segunda');

      // axeViolations moves the pointer off the 'Salvar' just pressed: axe would read its hover colour otherwise.
      expect(await axeViolations(other, { include: '.ant-modal' })).toEqual([]);

      await second.getByRole('button', { name: 'Recarregar' }).click();
      await expect(second.getByLabel('Nome')).toHaveValue('Nome da Primeira');
      await expect(second.getByText(STALE)).toHaveCount(0);

      // From the current version the save goes through.
      await second.getByLabel('Nome').fill('Nome da Segunda');
      await second.getByRole('button', { name: 'Salvar' }).click();
      await expect(second).toBeHidden();
      const saved = (await (await other.request.get(`/api/clients/${clientId}`)).json()) as { name: string; version: number };
      expect(saved.name).toBe('Nome da Segunda');
      expect(saved.version).toBe(3);
    } finally {
      await otherContext.close();
    }
  },
);
