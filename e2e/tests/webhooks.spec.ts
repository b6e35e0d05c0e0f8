import { expect, test } from './fixtures';
import { axeViolations, settled } from './axe';
import { loginAs, pickOption, uniquePhone } from './helpers';
import { REMOTE_LOAD } from './settings-support';

// docs/product/webhooks.md: the owner creates a webhook in Configurações › Negócio, sees its secret once, and after an
// event reads the delivery log (a name that never resolves: the delivery is refused, nothing leaves the machine).
test.describe('Webhooks', { tag: '@mf-configuracoes' }, () => {
  test('owner: create a webhook, the secret once, the delivery log after a new client, Reenviar; axe clean', async ({ page, demo }) => {
    test.setTimeout(120_000);
    await loginAs(page, demo.admin);
    await page.goto('/configuracoes');
    await expect(page.getByRole('tab', { name: 'Negócio' })).toHaveAttribute('aria-selected', 'true', { timeout: REMOTE_LOAD });
    await page.getByRole('button', { name: 'Novo webhook' }).click();

    const form = page.getByRole('dialog', { name: 'Novo webhook' });
    await form.getByLabel('URL de destino').fill('http://receptor.invalid/salao');
    await form.getByRole('checkbox', { name: /Cliente cadastrado/ }).check();
    await form.getByRole('button', { name: 'Criar webhook' }).click();
    // The rule lives in contracts: https only, said in pt-BR before anything is sent.
    await expect(form.getByText('A URL do webhook deve usar https://')).toBeVisible();
    await form.getByLabel('URL de destino').fill('https://receptor.invalid/salao');
    expect(await axeViolations(page, { include: '.ant-modal', impact: 'serious' })).toEqual([]);
    await form.getByRole('button', { name: 'Criar webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook criado' });
    await expect(shown.getByText('Copie o segredo agora: ele não será mostrado novamente.')).toBeVisible();
    const secret = (await shown.getByTestId('created-webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await expect(shown.getByRole('button', { name: /copiar/i })).toBeVisible();
    await shown.getByRole('button', { name: 'Entendi' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText('https://receptor.invalid/salao')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await settled(page);
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);

    // An event: a client registered. Its delivery shows in the log, refused (the name is no public host).
    const created = await page.request.post('/api/clients', {
      data: { name: 'Cliente do Webhook', phone: uniquePhone(), email: null, address: null, notes: null },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('button', { name: 'Entregas de https://receptor.invalid/salao' }).click();
    const log = page.getByRole('dialog', { name: 'Entregas de https://receptor.invalid/salao' });
    await expect(log.getByRole('cell', { name: 'Cliente cadastrado' })).toBeVisible({ timeout: 20_000 });
    await expect(log.getByText('Recusado (endereço não permitido)')).toBeVisible({ timeout: 20_000 });
    await settled(page);
    expect(await axeViolations(page, { include: '.ant-modal', impact: 'serious' })).toEqual([]);
    await log.getByRole('button', { name: /^Reenviar entrega/ }).click();
    await expect(page.getByText('Entrega reenviada.')).toBeVisible();
    await expect(log.getByRole('cell', { name: '2', exact: true })).toBeVisible({ timeout: 20_000 });
    await log.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(log).toBeHidden();

    // Edit: off; then remove with confirmation.
    await page.getByRole('button', { name: 'Editar https://receptor.invalid/salao' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar webhook' });
    await edit.getByLabel('Ativo').click();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Webhook salvo.')).toBeVisible();
    await expect(page.getByText('Inativo', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Remover https://receptor.invalid/salao' }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Nenhum webhook cadastrado.')).toBeVisible();
  });

  test('/n8n-test lists the webhook events and sends a test delivery (refused or failed: the result card); axe clean', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    await page.goto('/n8n-test');
    await expect(page.getByText('Eventos de webhook')).toBeVisible({ timeout: REMOTE_LOAD });
    for (const type of ['appointment.created', 'checkout.closed', 'waitlist.offered']) await expect(page.getByText(type, { exact: true })).toBeVisible();

    // 'Enviar entrega de teste': a '.invalid' name is never dialled, and the answer is a result card, not an error.
    await page.getByLabel('URL do receptor').fill('https://receptor.invalid/teste');
    await pickOption(page, 'test-delivery-event', 'Cliente cadastrado');
    await page.getByRole('button', { name: 'Enviar entrega de teste' }).click();
    const result = page.getByTestId('test-delivery-result');
    await expect(result).toBeVisible();
    await expect(result.getByText(/Recusado|Falhou/)).toBeVisible();
    await expect(result.getByText(/^msg_[0-9a-f]{32}$/)).toBeVisible();
    await expect(result.getByText(/^whsec_/)).toBeVisible();
    await expect(result.getByText('"client.created"', { exact: false })).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
