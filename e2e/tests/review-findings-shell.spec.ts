import { expect, test } from './fixtures';
import { loginAs, registerEstablishment } from './helpers';
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
      await loginAs(page, owner);
      await page.goto('/financeiro');
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
