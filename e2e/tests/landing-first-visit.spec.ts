import { expect, test, type Browser } from './fixtures';
import { axeViolations } from './axe';

// docs/architecture.md ('First visit'): a visitor's landing page (/ and /vendas) downloads none of the authenticated
// area's code, and its heading is in the server's first answer, painted before any script runs.

const TITLE = 'Gestão completa para salões e negócios de beleza';

for (const path of ['/', '/vendas']) {
  test(`a visitor's ${path} downloads no antd-area file and no remote's file`, { tag: '@shell' }, async ({ page }) => {
    const downloaded: string[] = [];
    page.on('response', (r) => downloaded.push(new URL(r.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: 'Planos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(downloaded.filter((p) => p.includes('/js/')).length).toBeGreaterThan(0);
    expect(downloaded.filter((p) => p.includes('antd-area') || p.startsWith('/remotes/'))).toEqual([]);
    // The static hero gave way to React's: one heading, one of each button.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveCount(1);
  });

  test(`the server's HTML for ${path} already holds the landing page's heading and lead`, { tag: '@shell' }, async ({ page }) => {
    const res = await page.request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${TITLE}</h1>`);
    expect(html).toContain('Agenda com automação no WhatsApp, financeiro, estoque, fidelidade e gestão de várias unidades em um só lugar.');
  });
}

test("the swap of the static hero for the page's own moves nothing on screen (no layout shift)", { tag: '@shell' }, async ({ browser }) => {
  // In the flow, the 100vh stand-in put #root a screen lower and the swap moved it up: Lighthouse's CLS 1.0 on a phone.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR' });
  await context.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifts.push((e as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#landing-static')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Planos' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  await context.close();
  expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
});

test('other pages keep the plain index.html', { tag: '@shell' }, async ({ page }) => {
  expect(await (await page.request.get('/login')).text()).not.toContain(TITLE);
});

/** The heading's box: without scripts (landing.html's static hero) and once React drew the page. */
async function headingBoxes(browser: Browser, width: number) {
  const boxes = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1, name: TITLE });
    await expect(heading).toBeVisible();
    if (javaScriptEnabled) await expect(page.getByRole('heading', { level: 2, name: 'Planos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Começar teste grátis' }).first()).toBeVisible();
    boxes.push(await heading.boundingBox());
    await context.close();
  }
  return boxes;
}

test('without scripts the heading, the lead and the sign-up link show, in the box React then draws them in', { tag: '@shell' }, async ({ browser }) => {
  for (const width of [390, 1280]) {
    const [still, drawn] = await headingBoxes(browser, width);
    expect([width, still]).toEqual([width, drawn]);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the landing page has no serious or critical axe violation (${colorScheme})`, { tag: '@shell' }, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Quem usa recomenda' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, { impact: 'serious' })).toEqual([]);
    await context.close();
  });
}
