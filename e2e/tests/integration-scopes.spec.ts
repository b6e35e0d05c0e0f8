import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { loginAs } from './helpers';
import { openTab, REMOTE_LOAD } from './settings-support';

/** Configurações › Negócio: an owner on Expert makes a key with two scopes (docs/product/api.md 'Integration keys'). */
test.describe('integration keys with scopes', { tag: '@mf-configuracoes' }, () => {
  test('the owner creates a key with two scopes, sees it once, and the list shows its scopes; axe clean', async ({ page, demo, request }) => {
    test.setTimeout(120_000);
    await loginAs(page, demo.admin);
    await page.goto('/configuracoes');
    await expect(page.getByRole('tab', { name: 'Negócio' })).toBeVisible({ timeout: REMOTE_LOAD });
    await openTab(page, 'Negócio');
    const permissions = page.getByRole('group', { name: 'Permissões da chave (API completa)' });
    await expect(permissions).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(permissions.getByRole('checkbox', { name: /Ver clientes/ })).toBeEnabled();
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);

    const name = `n8n escopos ${Date.now().toString(36)}`;
    await page.getByLabel('Nome da chave').fill(name);
    await permissions.getByRole('checkbox', { name: /Ver clientes/ }).check();
    await permissions.getByRole('checkbox', { name: /Criar, remarcar e cancelar agendamentos/ }).check();
    await page.getByRole('button', { name: 'Criar Chave' }).click();

    const dialog = page.getByRole('dialog', { name: 'Chave de API criada' });
    await expect(dialog.getByText('Copie a chave agora: ela não será mostrada novamente.')).toBeVisible();
    const key = (await dialog.getByTestId('created-api-key').innerText()).trim();
    expect(key).toMatch(/^slo_[0-9a-f]{40}$/);
    await expect(dialog.getByText('Ver clientes')).toBeVisible();
    expect(await axeViolations(page, { include: '.ant-modal', impact: 'serious' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(dialog).toBeHidden();

    // Once closed, the key is gone for good; the list names the key and its two scopes.
    await expect(page.getByText(key)).toHaveCount(0);
    const tags = page.getByLabel(`Permissões da chave ${name}`);
    await expect(tags.getByText('Ver clientes')).toBeVisible();
    await expect(tags.getByText('Criar, remarcar e cancelar agendamentos')).toBeVisible();
    await expect(permissions.getByRole('checkbox', { checked: true })).toHaveCount(0);

    // The key works on the route its scope names, and on no other (a request without the page's session cookie).
    const auth = { authorization: `Bearer ${key}` };
    expect((await request.get('/api/clients', { headers: auth })).status()).toBe(200);
    expect((await request.get('/api/transactions', { headers: auth })).status()).toBe(403);
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
  });
});
