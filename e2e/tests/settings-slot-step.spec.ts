import { expect, test } from './fixtures';
import { loginAs } from './helpers';
import { REMOTE_LOAD } from './settings-support';

// docs/product/entities.md ('Settings'): the owner sets the agenda's slot step in Configurações > Agenda; the grid and every
// booking path then offer start times on its marks (docs/product/agenda-grid.md).
test.describe('Configurações: Intervalo da agenda', { tag: '@mf-configuracoes' }, () => {
  test('the owner changes the step to 15 minutes and it is saved', async ({ page, demo }) => {
    await loginAs(page, demo.admin, '/configuracoes?aba=agenda');
    const step = page.getByLabel('Intervalo da agenda');
    await expect(step).toBeVisible({ timeout: REMOTE_LOAD });
    const card = page.locator('.ant-card').filter({ hasText: 'Grade da agenda' }).last();
    await expect(card).toContainText('10 min');
    await step.click();
    await page.locator('.ant-select-dropdown:visible').getByText('15 min', { exact: true }).click();
    await card.getByRole('button', { name: 'Salvar Intervalo' }).click();
    await expect(page.getByText('Dados Salvos!')).toBeVisible();
    await expect.poll(async () => ((await (await page.request.get('/api/settings')).json()) as { slotMinutes: number }).slotMinutes).toBe(15);
    await page.reload();
    await expect(page.locator('.ant-card').filter({ hasText: 'Grade da agenda' }).last()).toContainText('15 min', { timeout: REMOTE_LOAD });
  });
});
