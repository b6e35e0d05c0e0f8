import { expect, test } from './fixtures';
import { axeViolations, reviewShot } from './axe';
import { loginAs } from './helpers';

/** Stock transfer between units of one network (docs/product/units.md, 'Stock transfers'), from Estoque. */
test.describe('Transferência de estoque entre unidades', { tag: '@mf-estoque' }, () => {
  test.describe.configure({ timeout: 240_000 }); // two loads of Estoque and an axe run; slow when the machine is busy

  test('the owner sends 2 units to her second unit: the stock drops here and the product shows 2 there', async ({ page, demo }) => {
    await loginAs(page, demo.admin);
    const suffix = Date.now().toString(36);
    const name = `Sérum Transferência ${suffix}`;
    const unitName = `Unidade Centro ${suffix}`;
    const made = await page.request.post('/api/products', { data: { name, category: 'Cabelo', price: '59.90', currentStock: 10, minStock: 1 } });
    expect(made.status(), await made.text()).toBe(201);
    const unit = await page.request.post('/api/units', { data: { name: unitName } });
    expect(unit.status(), await unit.text()).toBe(201);
    const unitId = (await unit.json()).id as number;

    await page.goto('/estoque');
    const row = page.locator('[data-testid^="product-"]').filter({ hasText: name });
    await expect(row.getByTestId('product-stock')).toContainText('10', { timeout: 30_000 });
    await row.getByRole('button', { name: `Transferir ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Transferir para outra unidade' });
    // The only other unit is already chosen; the list offers it by name.
    await expect(dialog.locator('.ant-select')).toContainText(unitName);
    await dialog.getByLabel('Para a unidade').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: unitName }).click();
    await dialog.getByLabel('Quantidade').fill('11');
    await dialog.getByRole('button', { name: 'Transferir' }).click();
    await expect(dialog.getByText('Quantidade solicitada (11) excede o estoque disponível (10)')).toBeVisible();
    await dialog.getByLabel('Quantidade').fill('2');
    await dialog.getByLabel('Motivo').fill('Reposição da filial');
    expect(await axeViolations(page, { include: '.ant-modal', impact: 'serious' })).toEqual([]);
    await reviewShot(page, 'transfer-1280.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewShot(page, 'transfer-390.png');
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText('Transferência registrada.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('product-stock')).toContainText('8');
    await reviewShot(page, 'estoque-1280.png');

    // In the other unit: the product, created there with the 2 units, and where they came from.
    const switched = await page.request.post('/api/session/unit', { data: { establishmentId: unitId } });
    expect(switched.status(), await switched.text()).toBe(200);
    // What a unit switcher does with the answer: the stored user (its x-* headers must match the session) becomes it.
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), await switched.json());
    await page.reload();
    const there = page.locator('[data-testid^="product-"]').filter({ hasText: name });
    await expect(there.getByTestId('product-stock')).toContainText('2', { timeout: 30_000 });
    await there.getByRole('button', { name: `Histórico de estoque de ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Histórico de estoque — ${name}` });
    await expect(drawer.getByTestId('movement-transferencia')).toContainText('Transferência de');
    await expect(drawer.getByTestId('movement-transferencia')).toContainText('+2');
    await expect(drawer.getByTestId('movement-transferencia')).toContainText('Reposição da filial');
  });
});
