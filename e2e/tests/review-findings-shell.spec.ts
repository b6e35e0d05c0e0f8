import { expect, test } from './fixtures';
import { loginAs, registerEstablishment, uniqueEmail } from './helpers';
import { REMOTE_LOAD } from './settings-support';

/** The review's findings in the shell a user could see break (docs/product/screens.md, docs/product/overview.md). */

test(
  "a plan-locked module at 390 px: the dialog's buttons do not overlap and the blurred preview shows no figures",
  { tag: '@shell' },
  async ({ browser, request }) => {
    const owner = await registerEstablishment(request, 'Salão Revisão Plano');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const page = await context.newPage();
      await loginAs(page, owner, '/financeiro');
      const dialog = page.getByRole('dialog', { name: /Recurso Bloqueado/ });
      await expect(dialog).toBeVisible({ timeout: REMOTE_LOAD });
      const stay = await dialog.getByRole('button', { name: 'Continuar com Plano Atual' }).boundingBox();
      const upgrade = await dialog.getByRole('button', { name: 'Atualizar Plano' }).boundingBox();
      const apart = stay!.x + stay!.width <= upgrade!.x || upgrade!.y >= stay!.y + stay!.height || stay!.y >= upgrade!.y + upgrade!.height;
      expect(apart).toBe(true);
      for (const box of [stay!, upgrade!]) expect(box.x + box.width).toBeLessThanOrEqual(390);
      const preview = page.getByTestId('locked-preview');
      await expect(preview).toBeAttached();
      expect(await preview.innerText()).not.toMatch(/\d/);
    } finally {
      await context.close();
    }
  },
);

test('the connection strip tells an unreachable server from an offline device', { tag: '@shell' }, async ({ page, demo }) => {
  await loginAs(page, demo.admin);
  await expect(page.getByText('Receita Hoje')).toBeVisible({ timeout: REMOTE_LOAD });
  // The device is online; the server stops answering.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page
    .getByRole('menuitem', { name: /Clientes/ })
    .first()
    .click();
  const strip = page.getByRole('alert').filter({ hasText: 'O servidor do Salão não está respondendo' });
  await expect(strip).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Sem conexão com a internet')).toHaveCount(0);
  // Back: 'Tentar novamente' reads again and the strip goes.
  await page.unroute('**/api/**');
  await strip.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(strip).toHaveCount(0, { timeout: 10_000 });
});

test(
  "registration step 1 checks phone and password itself; a refused signup says 'Erro no Registro' with the server's reason; a toast swiped right closes",
  { tag: '@shell' },
  async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nome completo').fill('Carla Revisão');
    await page.getByLabel('E-mail').fill(uniqueEmail('revisao'));
    await page.getByLabel('Nome do estabelecimento').fill('Studio Revisão');
    await page.getByLabel('Telefone').fill('11 9999');
    await page.getByLabel('Segmento').click();
    await page.getByTitle('Barbearia').click();
    await page.getByLabel('Senha', { exact: true }).fill('12345');
    await page.getByLabel('Confirmar senha').fill('12345');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continuar para Planos' }).click();
    await expect(page.getByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
    await expect(page.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('Telefone').fill('(11) 96666-5555');
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: 'Continuar para Planos' }).click();
    await expect(page).toHaveURL(/\/selecionar-plano$/);
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Este e-mail já está cadastrado.' }) }),
    );
    await page.getByRole('button', { name: 'Escolher Base' }).click();
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Erro no Registro' });
    await expect(toast).toContainText('Este e-mail já está cadastrado.');

    // A short drag keeps it; 50 px or more to the right closes it.
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 3 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0, { timeout: 3000 });
  },
);

test('a tooltip opens after 700 ms of hovering, not at once', { tag: '@shell' }, async ({ page, demo }) => {
  await loginAs(page, demo.admin);
  const toggle = page.getByRole('button', { name: 'Alternar tema' });
  await toggle.hover();
  await page.waitForTimeout(350);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.getByRole('tooltip').filter({ hasText: /Tema (claro|escuro)/ })).toBeVisible({ timeout: 2000 });
});
