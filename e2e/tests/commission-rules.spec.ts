import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { loginAs } from './helpers';

test.describe('Regras de comissão', { tag: '@mf-financeiro' }, () => {
  // The demo tenant's seeding and the axe runs on a shared 2-core runner.
  test.describe.configure({ timeout: 360_000 });

  test('the owner sets a service rate and the base, a closed comanda earns at the new rate; a stale save shows the server message; axe-clean at 390 px', async ({
    page,
    demo,
  }) => {
    await loginAs(page, demo.admin);
    const services: { id: number; name: string }[] = await (await page.request.get('/api/services')).json();
    const staff: { id: number; name: string }[] = await (await page.request.get('/api/staff')).json();
    const ana = staff.find((s) => s.name === 'Ana Souza')!;
    const service = services.find((s) => s.name === 'Corte Feminino') ?? services[0]!;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/financeiro');
    const section = page.getByTestId('commissions-section');
    await section.getByRole('tab', { name: 'Regras', exact: true }).click();
    const rules = section.getByTestId('commission-rules');
    await expect(rules.getByRole('radio', { name: 'Após descontos', exact: true })).toBeVisible({ timeout: 30_000 });

    // The demo's service rules out, one for the service at 35 % for everyone, and the base after discounts.
    for (let n = await rules.getByTestId('commission-rule-service').count(); n > 0; n--)
      await rules
        .getByRole('button', { name: /^Remover regra do serviço/ })
        .first()
        .click();
    await rules.getByRole('button', { name: 'Adicionar regra por serviço' }).click();
    await rules.getByRole('combobox', { name: /^Serviço 1/ }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${service.name}$`) })
      .first()
      .click({ timeout: 10_000 });
    await rules.getByLabel('Comissão (%)').first().fill('35');
    await rules.getByRole('radio', { name: 'Após descontos', exact: true }).check();
    expect(await axeViolations(page, { include: '[data-testid="commissions-section"]' })).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/commission-rules') && r.request().method() === 'PUT'),
      rules.getByRole('button', { name: 'Salvar regras' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const now = await (await page.request.get('/api/commission-rules')).json();
    expect(now).toMatchObject({ base: 'desconto', services: [{ serviceId: service.id, staffId: null, percent: 35 }] });

    // A comanda of the service by Ana: R$ 100,00 less R$ 10,00 of discount → 35 % of R$ 90,00 = R$ 31,50.
    const opened = await page.request.post('/api/checkouts', {
      data: { items: [{ type: 'service', serviceId: service.id, staffId: ana.id, quantity: 1, unitPrice: 10000, discount: 1000 }], discount: 0 },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const c = await opened.json();
    expect((await page.request.post(`/api/checkouts/${c.id}/payments`, { data: { method: 'pix', amount: 9000 } })).status()).toBe(200);
    expect((await page.request.post(`/api/checkouts/${c.id}/close`, { data: {} })).status()).toBe(200);
    await page.reload();
    const row = page.getByTestId('commissions-section').getByRole('row', { name: new RegExp(`Comanda #${c.number} - ${service.name}`) });
    await expect(row).toContainText('R$ 31,50', { timeout: 30_000 });
    await expect(row).toContainText('35');

    // Someone else saves meanwhile: this screen's save is 409 and shows the server's message.
    await page.getByTestId('commissions-section').getByRole('tab', { name: 'Regras', exact: true }).click();
    const again = page.getByTestId('commission-rules');
    await expect(again.getByRole('radio', { name: 'Após descontos', exact: true })).toBeChecked({ timeout: 30_000 });
    const other = await page.request.put('/api/commission-rules', { data: { ...now, base: 'bruto' } });
    expect(other.status()).toBe(200);
    await again.getByRole('radio', { name: 'Valor bruto', exact: true }).check();
    await again.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(again.getByRole('alert')).toContainText('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    expect(await axeViolations(page, { include: '[data-testid="commissions-section"]' })).toEqual([]);
  });
});
