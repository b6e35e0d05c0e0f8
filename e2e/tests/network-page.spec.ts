import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { loginAs, registerEstablishment } from './helpers';

// docs/product/units.md ('Public page'): a network of two units has its own /agendar/<slug>, listing each unit
// with its address, a map link and 'Agendar' into that unit's booking flow; axe-clean on a phone, light and dark.

const CENTRO = `Unidade Centro ${Date.now().toString(36)}`;
const ADDRESS = 'Av. Paulista, 1000 - São Paulo';

test('a network of two units: its page lists both and leads into the second one’s booking', { tag: '@mf-agenda' }, async ({ page, browser, demo }) => {
  test.setTimeout(240_000);
  await loginAs(page, demo.admin);
  const made = await page.request.post('/api/units', { data: { name: CENTRO, address: ADDRESS, copyFrom: demo.establishmentId } });
  expect(made.status(), await made.text()).toBe(201);
  const network = (await (await page.request.get('/api/network')).json()) as { name: string; slug: string; unitCount: number };
  expect(network.unitCount).toBe(2);
  expect(network.slug).not.toBe(demo.slug);

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 844 }, hasTouch: true });
    const visitor = await context.newPage();
    try {
      await visitor.goto(`/agendar/${network.slug}`);
      await expect(visitor.getByRole('heading', { name: 'Escolha a unidade' })).toBeVisible({ timeout: 30_000 });
      const units = visitor.locator('.ob-units > li');
      await expect(units).toHaveCount(2);
      await expect(visitor.getByRole('heading', { name: CENTRO })).toBeVisible();
      await expect(visitor.getByText(ADDRESS)).toBeVisible();
      const map = visitor.getByRole('link', { name: new RegExp(`^Ver no mapa \\(${CENTRO}`) });
      await expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`);
      await expect(map).toHaveAttribute('target', '_blank');
      await visitor.waitForTimeout(300);
      expect(await axeViolations(visitor, { impact: 'serious' })).toEqual([]);
      // No sideways scrolling on a phone.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      if (colorScheme === 'light') {
        const second = units.nth(1);
        await expect(second.getByRole('heading')).toHaveText(CENTRO);
        await second.getByRole('link', { name: /^Agendar/ }).click();
        await expect(visitor).toHaveURL(/\/agendar\/unidade-centro-/);
        await expect(visitor.getByRole('heading', { name: 'Qual serviço você quer agendar?' })).toBeVisible({ timeout: 30_000 });
        await expect(visitor.getByText(CENTRO).first()).toBeVisible();
      }
    } finally {
      await context.close();
    }
  }
  // The first unit's address still opens its own booking, as before.
  const own = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const visitor = await own.newPage();
    await visitor.goto(`/agendar/${demo.slug}`);
    await expect(visitor.getByRole('heading', { name: 'Qual serviço você quer agendar?' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await own.close();
  }
});

test('a network of one under its own slug goes straight to its unit’s booking', { tag: '@mf-agenda' }, async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const owner = await registerEstablishment(page.request, 'Salão Só Uma Unidade');
    const login = await page.request.post('/api/login', { data: owner });
    expect(login.ok(), await login.text()).toBe(true);
    const unitSlug = ((await (await page.request.get('/api/establishment')).json()) as { slug: string }).slug;
    const slug = `rede-so-uma-${Date.now().toString(36)}`;
    const renamed = await page.request.put('/api/network', { data: { name: 'Salão Só Uma Unidade', slug } });
    expect(renamed.status(), await renamed.text()).toBe(200);

    await page.goto(`/agendar/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/agendar/${unitSlug}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Qual serviço você quer agendar?' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.close();
  }
});
