import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { loginAs } from './helpers';

/** LGPD on the client card: the account holder exports a client's data and anonymizes them (API tests cover who may). */
test.describe('Clientes: LGPD', { tag: '@mf-clientes' }, () => {
  test('the owner downloads the export and anonymizes a client, whose card then changes in the list', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const name = `Cliente LGPD ${Date.now().toString(36).slice(-5)}`;
    const created = await page.request.post('/api/clients', {
      data: { name, phone: '11987654000', email: 'lgpd.e2e@teste.com', address: 'Rua Privada, 1', notes: null },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto('/clientes');
    const card = page.getByTestId(`client-card-${id}`);
    await expect(card).toContainText(name);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Exportar dados (LGPD)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`cliente-${id}-dados.json`);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.client).toMatchObject({ id, name, email: 'lgpd.e2e@teste.com' });

    await card.getByRole('button', { name: 'Anonimizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonimizar cliente?' });
    await expect(dialog).toContainText('não pode ser desfeita');
    await dialog.getByRole('button', { name: 'Anonimizar' }).click();
    await expect(card).toContainText(`Cliente anonimizado #${id}`);
    await expect(card).not.toContainText(name);
    await expect(card).not.toContainText('lgpd.e2e@teste.com');
  });
});
