import { axeViolations, settled } from './axe';
import { expect, test } from './fixtures';
import { loginAs, pickOption, uniquePhone } from './helpers';

// docs/product/packages.md: a package created in Pacotes, sold in a comanda to a client, then one of its sessions used
// at the counter in a second comanda (the service at R$ 0,00); the client's profile lists it. axe-clean pages.

const suffix = Date.now().toString(36).slice(-5);
const PACKAGE = `Escova Mensal ${suffix}`;
const SERVICE = `Escova Pacote ${suffix}`;
const REMOTE_LOAD = 30_000;

test.describe('Pacotes', { tag: '@mf-financeiro' }, () => {
  test('a package created, sold in a comanda, then a session used at the counter', async ({ page, demo }) => {
    test.setTimeout(240_000);
    await loginAs(page, demo.admin);
    const staff: { id: number }[] = await (await page.request.get('/api/staff')).json();
    const service = await page.request.post('/api/services', {
      data: { name: SERVICE, duration: 30, price: '50.00', category: 'Cabelo', staffIds: [staff[0]!.id] },
    });
    expect(service.status(), await service.text()).toBe(201);
    const serviceId = (await service.json()).id as number;
    const clientName = `Cliente Pacote ${suffix}`;
    const client = await page.request.post('/api/clients', { data: { name: clientName, phone: uniquePhone(), email: null, address: null, notes: null } });
    expect(client.status(), await client.text()).toBe(201);
    const clientId = (await client.json()).id as number;

    // Pacotes: the form, its schema's message, then saved.
    await page.goto('/pacotes');
    await expect(page.getByRole('heading', { name: 'Catálogo de pacotes' })).toBeVisible({ timeout: REMOTE_LOAD });
    await page.getByRole('button', { name: 'Novo pacote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo pacote' });
    await expect(dialog.getByLabel('Nome')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Informe o nome do pacote')).toBeVisible();
    await dialog.getByLabel('Nome').fill(PACKAGE);
    await pickOption(page, 'package-serviceId', SERVICE, SERVICE);
    await dialog.getByLabel('Sessões').fill('4');
    await dialog.getByLabel('Preço (R$)').fill('160,00');
    await dialog.getByLabel('Validade (dias)').fill('60');
    expect(await axeViolations(page, { include: '.ant-modal' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: PACKAGE });
    await expect(row).toContainText('4× ' + SERVICE);
    await expect(row).toContainText('R$ 160,00');
    await settled(page);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);

    // Sold in a comanda to her, paid by PIX and closed.
    await page.goto(`/financeiro/comandas/nova?clientId=${clientId}`);
    await expect(page.getByRole('heading', { name: 'Nova venda' })).toBeVisible({ timeout: REMOTE_LOAD });
    await pickOption(page, 'checkout-add', `Pacote ${PACKAGE}`, PACKAGE);
    await expect(page.getByTestId('checkout-item')).toContainText('(pacote)');
    await pickOption(page, 'payment-method', 'PIX');
    await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await expect(page).toHaveURL(/\/financeiro\/comandas\/\d+$/);
    await expect(page.getByTestId('checkout-payment')).toHaveCount(1);
    await page.getByRole('button', { name: 'Fechar comanda' }).click();
    await expect(page.getByText('Comanda fechada.')).toBeVisible();
    let credits = await (await page.request.get(`/api/clients/${clientId}/packages`)).json();
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ status: 'active', price: 16000, services: [{ serviceId, sessions: 4, remaining: 4 }] });

    // At the counter: her service shows 'Usar sessão do pacote'; used, the item is R$ 0,00 and the comanda closes at 0.
    await page.goto(`/financeiro/comandas/nova?clientId=${clientId}`);
    await expect(page.getByRole('heading', { name: 'Nova venda' })).toBeVisible({ timeout: REMOTE_LOAD });
    await pickOption(page, 'checkout-add', SERVICE, SERVICE);
    const use = page.getByRole('checkbox', { name: `Usar sessão do pacote (${PACKAGE})` });
    await expect(use).toBeVisible();
    await use.check();
    await expect(page.getByTestId('figure-Total')).toHaveText('R$ 0,00');
    await settled(page);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    await page.getByRole('button', { name: 'Salvar comanda' }).click();
    await expect(page).toHaveURL(/\/financeiro\/comandas\/\d+$/);
    await page.getByRole('button', { name: 'Fechar comanda' }).click();
    await expect(page.getByText('Comanda fechada.')).toBeVisible();
    credits = await (await page.request.get(`/api/clients/${clientId}/packages`)).json();
    expect(credits[0].services[0].remaining).toBe(3);
    expect(credits[0].history.map((h: { kind: string }) => h.kind)).toEqual(['grant', 'consume']);

    // Her profile's 'Pacotes' tab.
    await page.goto(`/clientes/${clientId}`);
    const tab = page.getByRole('tab', { name: 'Pacotes' });
    await expect(tab).toBeVisible({ timeout: REMOTE_LOAD });
    await tab.click();
    await expect(page.getByRole('row').filter({ hasText: PACKAGE })).toContainText(`${SERVICE}: 3 de 4`);
    await settled(page);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });
});
