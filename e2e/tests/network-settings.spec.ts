import { axeViolations, reviewShot, settled } from './axe';
import { expect, test } from './fixtures';
import { loginAs } from './helpers';
import { REMOTE_LOAD } from './settings-support';

// docs/product/units.md ('Network settings'): the owner of a network of two units renames it and turns client
// sharing off in Configurações › Rede; after a reload the saved values are there. Staff never see the tab. axe-clean.

const SHARING = 'Compartilhar clientes e pontos de fidelidade entre as unidades';
const NAME = `Rede Bela ${Date.now().toString(36)}`;

test.describe('Configurações › Rede', { tag: '@mf-configuracoes' }, () => {
  test('the owner renames the network and turns sharing off; a reload shows both', async ({ page, demo }) => {
    test.setTimeout(180_000);
    await loginAs(page, demo.admin);
    const made = await page.request.post('/api/units', { data: { name: 'Unidade Centro', copyFrom: demo.establishmentId } });
    expect(made.status(), await made.text()).toBe(201);
    const network = (await (await page.request.get('/api/network')).json()) as { slug: string; version: number; sharesClients: boolean };
    expect(network.sharesClients).toBe(true);

    await page.goto('/configuracoes');
    const tab = page.getByRole('tab', { name: 'Rede' });
    await expect(tab).toBeVisible({ timeout: REMOTE_LOAD });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const name = page.getByLabel('Nome da rede');
    const slug = page.getByLabel('Endereço da página da rede');
    const sharing = page.getByRole('switch', { name: SHARING });
    await expect(slug).toHaveValue(network.slug);
    await expect(page.getByTestId('network-link')).toContainText(`/agendar/${network.slug}`);
    await expect(sharing).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('cada cliente é um só cadastro em todas as unidades', { exact: false })).toBeVisible();
    await settled(page);
    await reviewShot(page, 'network-settings.png', true);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);

    // The schema's message before anything is sent.
    await name.fill('A');
    await page.getByRole('button', { name: 'Salvar Rede' }).click();
    await expect(page.getByText('Informe o nome da rede (ao menos 2 caracteres).')).toBeVisible();

    await name.fill(NAME);
    await sharing.click();
    await expect(sharing).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Salvar Rede' }).click();
    await expect(page.getByText('Rede salva.')).toBeVisible();
    const saved = (await (await page.request.get('/api/network')).json()) as { name: string; sharesClients: boolean; version: number };
    expect(saved).toMatchObject({ name: NAME, sharesClients: false, version: network.version + 1 });

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Rede' })).toHaveAttribute('aria-selected', 'true', { timeout: REMOTE_LOAD });
    await expect(name).toHaveValue(NAME, { timeout: REMOTE_LOAD });
    await expect(sharing).toHaveAttribute('aria-checked', 'false');

    // A slug another establishment holds: the server's message.
    await slug.fill(demo.slug);
    await expect(page.getByText('Ao mudar o endereço, o link antigo da rede deixa de funcionar.')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar Rede' }).click();
    await expect(page.getByText('Este endereço já está em uso por outro estabelecimento ou rede.')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });

  test('staff do not see the Rede tab', async ({ browser, demo }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await loginAs(page, demo.staff, '/configuracoes?aba=rede');
      await expect(page.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true', { timeout: REMOTE_LOAD });
      await expect(page.getByRole('tab', { name: /Rede/ })).toHaveCount(0);
      await expect(page.getByLabel('Nome da rede')).toHaveCount(0);
      await settled(page);
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
