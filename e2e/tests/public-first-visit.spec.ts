import { expect, test } from './fixtures';

// docs/architecture.md ('First visit'): an end client's first visit of /agendar/<slug> on a phone. The first response names
// mf-agenda's public page code and the salon's data (Link preload), so they load beside the shell instead of
// one after another; each file and the data are downloaded once, and the page does not jump as they arrive.

const PHONE_VIEW = { width: 390, height: 844 };

test(
  "/agendar/<slug>: the first response hints the page's code and data, each is downloaded once, and nothing shifts",
  { tag: '@mf-agenda' },
  async ({ browser, demo }) => {
    const context = await browser.newContext({ viewport: PHONE_VIEW });
    const page = await context.newPage();
    // A slower network, as on a phone: the loading frame shows long enough for a shift to be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 400_000, uploadThroughput: 100_000 });
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));

    const data = `/api/public/${demo.slug}`;
    const response = await page.goto(`/agendar/${demo.slug}`);
    const hinted = [...((await response?.allHeaders())?.link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);
    expect(hinted).toEqual(expect.arrayContaining(['/remotes.json', '/remotes/mf-agenda/mf-manifest.json', '/remotes/mf-agenda/remoteEntry.js', data]));
    expect(hinted.some((path) => /^\/remotes\/mf-agenda\/js\/__federation_expose_public_booking\./.test(path!))).toBe(true);

    await expect(page.getByRole('heading', { name: 'Qual serviço você quer agendar?' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The page's own fetch was served by the preload: a hint it did not match would show as a second request.
    expect(requested.filter((path) => path === data)).toEqual([data]);
    expect(requested.filter((path, i) => requested.indexOf(path) !== i)).toEqual([]);
    // Measured 0 here (the loading frame has the final frame's header and rows); Lighthouse flags above 0.1.
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
    await context.close();
  },
);
