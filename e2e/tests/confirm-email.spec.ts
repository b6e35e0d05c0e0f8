import { expect, test } from './fixtures';

test.describe('e-mail change confirmation page', { tag: '@shell' }, () => {
  test('an unknown or used link says so, and offers the way back to the login', async ({ page }) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/email/confirm'));
    await page.goto('/confirmar-email?token=link-inventado');
    expect((await answered).status()).toBe(400);
    await expect(page.getByText('Este link de confirmação expirou ou é inválido')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a link without a token is invalid without asking the server', async ({ page }) => {
    await page.goto('/confirmar-email');
    await expect(page.getByText('Este link de confirmação expirou ou é inválido')).toBeVisible();
  });
});
