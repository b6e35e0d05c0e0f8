import { expect, test } from './fixtures';
import { loginAs } from './helpers';

test.describe('Relatórios personalizados', { tag: '@mf-financeiro' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('an owner saves a custom report, runs it over the last 90 days, renames it and deletes it', async ({ page, demo }) => {
    await loginAs(page, demo.admin, '/relatorios');
    await page.getByRole('button', { name: 'Relatórios personalizados' }).click();
    await expect(page).toHaveURL(/\/relatorios\/personalizados$/);
    // The demo comes with saved reports of its own.
    const list = page.getByTestId('custom-reports');
    await expect(list.getByText('Atendimentos por serviço', { exact: true })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Novo relatório' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo relatório' });
    // Saving empty says what is missing, in the contracts' words.
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Informe o nome do relatório.')).toBeVisible();
    await dialog.getByLabel('Nome').fill('Meu faturamento por profissional');
    await dialog.getByLabel('Métrica').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Faturamento após descontos$/ })
      .click();
    await dialog.getByLabel('Agrupar por (até 2)').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Profissional$/ })
      .click();
    await dialog.getByLabel('Nome').click(); // closes the open list
    await dialog.getByRole('radio', { name: 'Barras' }).check();
    await dialog.getByRole('checkbox', { name: 'Enviar por e-mail toda segunda-feira' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();

    const mine = list.getByRole('listitem').filter({ hasText: 'Meu faturamento por profissional' });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('toda segunda-feira')).toBeVisible();

    // Saved, it runs at once; over the last 90 days the demo's comandas fill its table.
    const run = page.getByTestId('custom-report-run');
    await expect(run).toBeVisible();
    await run.getByRole('button', { name: 'Últimos 90 dias' }).click();
    await expect(run.getByTestId('report-table').getByRole('row', { name: /^Total/ })).toBeVisible({ timeout: 30_000 });
    expect(await run.getByTestId('report-table').getByRole('row').count()).toBeGreaterThan(2);

    // Edited with the version it read.
    await page.getByRole('button', { name: 'Editar Meu faturamento por profissional', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Editar relatório' });
    await edit.getByLabel('Nome').fill('Faturamento da equipe');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await expect(list.getByText('Faturamento da equipe', { exact: true })).toBeVisible();
    await expect(list.getByText('Meu faturamento por profissional', { exact: true })).toHaveCount(0);

    // Deleted after a confirmation.
    await page.getByRole('button', { name: 'Excluir Faturamento da equipe', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Confirmar exclusão' });
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(list.getByText('Faturamento da equipe', { exact: true })).toHaveCount(0);
    await expect(list.getByText('Atendimentos por serviço', { exact: true })).toBeVisible();
  });
});
