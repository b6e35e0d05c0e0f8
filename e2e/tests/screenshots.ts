import { expect, type Browser, type BrowserContext, type Login, type Page } from './fixtures';
import { reviewShot } from './axe';
import { loginAs } from './helpers';

/** How long the first sight of a remote's page may take on a busy machine. */
const FIRST_LOAD = 30_000;

/**
 * Opens `path` as `owner` (the spec's demo owner) in light and dark at 1280 and 390 px, waits for `ready`, checks that nothing
 * pushes the page sideways, and with E2E_AXE_SHOTS=1 keeps a full-page `<name>-<scheme>-<width>.png` in the test's output
 * folder (e2e/test-results/...) to be looked at by eye (off in CI, like the axe sweeps' shots: docs/testing.md).
 */
export async function screenshotsOf(browser: Browser, owner: Login, path: string, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({
        colorScheme,
        viewport: { width, height: 900 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        storageState,
      });
      try {
        const page = await context.newPage();
        if (!storageState) {
          await loginAs(page, owner);
          storageState = await context.storageState();
        }
        await page.goto(path);
        await ready(page);
        await expect(page.locator('.ant-skeleton')).toHaveCount(0, { timeout: FIRST_LOAD });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} em ${width}px (${colorScheme}) passa da largura da tela em ${overflow}px`).toBeLessThanOrEqual(0);
        await reviewShot(page, `${name}-${colorScheme}-${width}.png`, true);
      } finally {
        await context.close();
      }
    }
  }
}
