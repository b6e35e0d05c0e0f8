import { expect, test } from './fixtures';
import { loginAs } from './helpers';

// The app honours the system's 'reduce motion': antd's animations take no time, so a dialog appears at once
// instead of zooming in under the pointer. Without the setting, dialogs keep their short zoom.
test("with 'reduce motion' the bell's dialog appears at once; without it, it zooms in", { tag: '@shell' }, async ({ browser, demo }) => {
  for (const [reducedMotion, duration] of [
    ['reduce', '0s'],
    ['no-preference', '0.2s'],
  ] as const) {
    const context = await browser.newContext({ reducedMotion, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const page = await context.newPage();
      await loginAs(page, demo.admin);
      await page.getByTestId('notification-bell').click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Notificações' });
      await expect(dialog).toBeVisible();
      // The zoom's length: antd's motion token, as the dialog's CSS animation reads it.
      const zoom = await dialog.evaluate((el) => getComputedStyle(el).getPropertyValue('--ant-motion-duration-mid').trim());
      expect(zoom, `reducedMotion: ${reducedMotion}`).toBe(duration);
    } finally {
      await context.close();
    }
  }
});
