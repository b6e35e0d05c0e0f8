import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from './fixtures';
import { axeViolations } from './axe';
import { loginAs } from './helpers';
import { screenshotsOf } from './screenshots';

/** A date a few days back on the browser's clock, as the date picker shows it and as the API keys it. */
function daysAgo(n: number) {
  const d = new Date(Date.now() - n * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const [y, m, day] = parts.split('-');
  return { iso: parts, br: `${day}/${m}/${y}` };
}

/** Picks a searchable select's option by typing it, as a keyboard user would. */
async function pickOption(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).fill(option);
  await scope.getByLabel(label).press('Enter');
}

test.describe('Financeiro', { tag: '@mf-financeiro' }, () => {
  test.describe.configure({ timeout: 90_000 });

  test("an owner registers an expense, sees it in 'Movimentações Recentes' for its date and deletes it", async ({ page, demo }) => {
    await loginAs(page, demo.admin, '/financeiro');
    await expect(page.getByText('Receita de Hoje')).toBeVisible();
    await expect(page.getByText('Lucro Líquido')).toBeVisible();
    await expect(page.getByTestId('month-chart').locator('canvas').first()).toBeVisible();

    const description = `Conta de luz E2E ${Date.now().toString(36)}`;
    const day = daysAgo(1);
    await page.getByRole('button', { name: 'Registrar Movimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar Movimento Financeiro' });
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialog.getByText('Valor é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Descrição deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(dialog.getByText('Categoria é obrigatória')).toBeVisible();
    await expect(dialog.getByText('Método de pagamento é obrigatório')).toBeVisible();

    await dialog.getByText('Despesa', { exact: true }).click();
    await dialog.getByLabel('Valor (R$)').fill('37,45');
    await dialog.getByLabel('Data').click();
    // The cell itself (a click by position could land on another row while the popup still slides in).
    await page.locator(`.ant-picker-dropdown:visible td[title="${day.iso}"]`).dispatchEvent('click');
    await expect(dialog.getByLabel('Data')).toHaveValue(day.br);
    await dialog.getByLabel('Descrição').fill(description);
    await pickOption(dialog, 'Categoria', 'Energia Elétrica');
    await pickOption(dialog, 'Forma de pagamento', 'PIX');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialog).toBeHidden();

    // The list moves to the movement's date and shows it.
    await expect(page.getByLabel('Data das movimentações')).toHaveValue(day.br);
    const row = page.locator('[data-testid^="transaction-"]').filter({ hasText: description });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Despesa');
    await expect(row).toContainText('Energia Elétrica');
    await expect(row).toContainText('R$ 37,45');
    const listed: { description: string; amount: string }[] = await (await page.request.get(`/api/transactions/date/${day.iso}`)).json();
    expect(listed.find((t) => t.description === description)?.amount).toBe('37.45');

    // Delete asks first.
    await row.getByRole('button', { name: `Remover ${description}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja remover esta transação?' });
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(row).toBeHidden();
    const after: { description: string }[] = await (await page.request.get(`/api/transactions/date/${day.iso}`)).json();
    expect(after.some((t) => t.description === description)).toBe(false);
  });

  test("the month's CSV opens right in Brazilian spreadsheets", async ({ page, demo }) => {
    await loginAs(page, demo.admin, '/financeiro');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^movimentacoes-\d{4}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, first] = text.slice(1).split('\r\n');
    expect(header).toBe('Data;Tipo;Descrição;Categoria;Forma de Pagamento;Valor (R$);Observações');
    expect(first).toMatch(/^\d{2}\/\d{2}\/\d{4};(Receita|Despesa);.*;\d+,\d{2};/);
  });

  test('/financeiro has no accessibility violations (axe, WCAG 2.0-2.2 A/AA)', async ({ page, demo }) => {
    await loginAs(page, demo.admin, '/financeiro');
    await expect(page.getByTestId('month-chart').locator('canvas').first()).toBeVisible();
    // The page's own content (the shell's sidebar and header are the shell's to check).
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });

  test("a staff login opens /financeiro and sees her month's commission at once, and only her own", async ({ page, demo }) => {
    await loginAs(page, demo.staff);
    const [asked] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/staff/salary-commission') && r.method() === 'POST'),
      page.goto('/financeiro'),
    ]);
    const body = asked.postDataJSON();
    expect(body).toMatchObject({ staffId: null });
    expect(body.startDate).toBe(`${body.endDate.slice(0, 7)}-01`);
    const month = page.getByTestId('my-month-commission');
    await expect(month.getByTestId('commission-result')).toContainText('Ana Souza');
    await expect(month).toContainText('Total a receber');
    await expect(month).not.toContainText('Carla');
    await expect(page.getByText('Você está visualizando apenas seus próprios dados financeiros.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Receita de Hoje')).toHaveCount(0);
    await expect(page.getByText('Movimentações Recentes')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Registrar Movimento' })).toHaveCount(0);

    // Another period: the dialog, fixed to her own figures.
    await page.getByRole('button', { name: 'Verificar Salário/Comissão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificar Salário/Comissão' });
    await expect(dialog.getByText('Você está visualizando apenas seus próprios dados financeiros.')).toBeVisible();
    await expect(dialog.getByLabel('Colaborador')).toHaveCount(0);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/staff/salary-commission') && r.method() === 'POST'),
      dialog.getByRole('button', { name: 'Calcular' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ staffId: null });
    const result = dialog.getByTestId('commission-result');
    await expect(result).toContainText('Ana Souza');
    await expect(result).toContainText('Salário fixo');
    await expect(result).not.toContainText('Carla');
  });

  test('/financeiro in light and dark, at 1280 and 390 px: nothing overflows (screenshots kept for review)', async ({ browser, demo }) => {
    test.setTimeout(180_000);
    await screenshotsOf(browser, demo.admin, '/financeiro', 'financeiro', async (page) => {
      await expect(page.getByTestId('month-chart').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Movimentações Recentes')).toBeVisible();
      // The chart's first draw animates.
      await page.waitForTimeout(1000);
    });
  });
});
