import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_PATH, OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_CHROMIUM_ARGS } from '../../libs/web-build/chromium.cjs';

const featureLists = (args: string[]) => args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));

// libs/web-build/chromium.cjs: Chromium applies only the last --disable-features, so ours must carry Playwright's.
test.describe('the browser the suite runs in', { tag: '@shell' }, () => {
  test('keeps every feature Playwright turns off and starts no address-bar renderers for a new window', async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
    try {
      const lists = featureLists(server.process().spawnargs);
      expect(lists.length).toBeGreaterThan(1);
      const playwrights = lists[0]!;
      const applied = lists.at(-1)!;
      expect(applied).toEqual(expect.arrayContaining([...playwrights, ...OMNIBOX_WEBUI_FEATURES]));

      const browser = await chromium.connect(server.wsEndpoint());
      const context = await browser.newContext();
      await (await context.newPage()).goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
      await browser.close();
    } finally {
      await server.close();
    }
  });
});
