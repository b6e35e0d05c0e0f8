import { expect, test, type Page } from './fixtures';
import { axeViolations, reviewShot } from './axe';
import { loginAs, uniqueEmail } from './helpers';
import { REMOTE_LOAD, nextSunday, openTab, TABS } from './settings-support';

// docs/product/screens.md ('Configurações'): an owner renames the business (the sidebar follows), opens Sunday and books a Sunday
// slot, changes the time zone, creates an API key and uses it from /n8n-test; a staff login lands on
// Segurança with the other tabs locked and changes their own password. Every tab passes axe.

const suffix = Date.now().toString(36).slice(-5);

// The spec's own tenant (tests/fixtures.ts): what it changes in the establishment reaches no other spec.
test.describe('Configurações', { tag: '@mf-configuracoes' }, () => {
  test('owner: business name in the sidebar, logo, Sunday hours and a Sunday booking from /n8n-test with a new API key, time zone', async ({ page, demo }) => {
    test.setTimeout(180_000);
    await loginAs(page, demo.admin, '/configuracoes');
    // The remote loads on first visit; on a busy machine that can take a while.
    await expect(page.getByRole('tab', { name: 'Negócio' })).toHaveAttribute('aria-selected', 'true', { timeout: REMOTE_LOAD });

    // Negócio: the new name reaches the sidebar.
    const name = `Studio Bela ${suffix}`;
    await page.locator('#business-name').fill(name);
    await page.getByRole('button', { name: 'Salvar Informações' }).click();
    await expect(page.getByText('Dados Salvos!')).toBeVisible();
    await expect(page.getByTestId('sidebar-brand')).toContainText(name);

    // The logo: a PNG goes up and shows in the sidebar.
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByText('Logo atualizado!')).toBeVisible();
    await expect(page.getByRole('img', { name: `Logo de ${name}` }).first()).toBeVisible();
    await expect(page.getByTestId('sidebar-brand').getByRole('img')).toBeVisible();
    // docs/product/limits.md drops an identical toast within 2 s: the hours' 'Dados Salvos!' below must come after this one's window.
    await expect(page.getByText('Logo atualizado!')).toBeHidden({ timeout: 15_000 });

    // Horários: Sunday opens; save is disabled until something changes.
    await openTab(page, 'Horários');
    const saveHours = page.getByRole('button', { name: 'Salvar Horários' });
    await expect(saveHours).toBeDisabled();
    const sunday = page.getByTestId('hours-day-0');
    if ((await sunday.getByRole('switch').getAttribute('aria-checked')) !== 'true') await sunday.getByRole('switch').click();
    // 24-hour fields whatever the browser's language (typed, then Enter, as a keyboard user does).
    await page.getByLabel('Abertura Domingo').fill('08:00');
    await page.getByLabel('Abertura Domingo').press('Enter');
    await page.getByLabel('Fechamento Domingo').fill('14:00');
    await page.getByLabel('Fechamento Domingo').press('Enter');
    await expect(page.getByLabel('Fechamento Domingo')).toHaveValue('14:00');
    await expect(saveHours).toBeEnabled();
    await saveHours.click();
    await expect(page.getByText('Dados Salvos!')).toBeVisible();
    await expect(saveHours).toBeDisabled();

    // Fuso Horário: 'Nenhuma alteração foi feita.' only once a save is tried with nothing changed; a new zone is saved.
    const saveZone = page.getByRole('button', { name: 'Salvar Fuso Horário' });
    await expect(page.getByText('Nenhuma alteração foi feita.')).toHaveCount(0);
    await saveZone.click();
    await expect(page.getByText('Nenhuma alteração foi feita.').first()).toBeVisible();
    await page.locator('#establishment-timezone').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Manaus (UTC-4)', { exact: false }).click();
    await saveZone.click();
    await expect(page.getByText('Fuso horário atualizado com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhuma alteração foi feita.')).toHaveCount(0);
    await page.reload();
    // The reload loads the remote again: on a busy machine that took over the default 10 s (CI).
    await expect(page.locator('#establishment-timezone').locator('..').locator('..')).toContainText('America/Manaus', { timeout: REMOTE_LOAD });

    // An API key, shown once.
    await openTab(page, 'Negócio');
    await page.getByLabel('Nome da chave').fill(`n8n ${suffix}`);
    await page.getByRole('button', { name: 'Criar Chave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chave de API criada' });
    await expect(dialog.getByText('Copie a chave agora: ela não será mostrada novamente.')).toBeVisible();
    const key = (await dialog.getByTestId('created-api-key').innerText()).trim();
    expect(key).toMatch(/^slo_[0-9a-f]{40}$/);
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`n8n ${suffix}`, { exact: true })).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);

    // A staff member without fixed hours and a service they perform: Sunday is bookable because the business opens.
    const establishmentId = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).establishmentId as number);
    const staff = await page.request.post('/api/staff', {
      data: { name: `Bia ${suffix}`, role: 'Manicure', email: uniqueEmail('bia'), phone: '', hasSystemAccess: false, commissionRate: 20 },
    });
    expect(staff.status(), await staff.text()).toBe(201);
    const staffId = ((await staff.json()) as { id: number }).id;
    const service = await page.request.post('/api/services', {
      data: { name: `Unha ${suffix}`, duration: 30, price: '40', category: 'Unhas', staffIds: [staffId] },
    });
    expect(service.status(), await service.text()).toBe(201);
    const serviceId = ((await service.json()) as { id: number }).id;
    const day = nextSunday();

    // /n8n-test with the key: availability, then the booking.
    await page.goto('/n8n-test');
    await expect(page.locator('#n8n-establishment')).toHaveValue('9');
    await page.locator('#n8n-establishment').fill(String(establishmentId));
    await page.locator('#n8n-api-key').fill(key);
    await page.getByText('Disponibilidade', { exact: true }).click();
    await page.locator('#n8n-date').fill(day);
    await page.locator('#n8n-staff').fill(String(staffId));
    await page.getByRole('button', { name: 'Testar Endpoint' }).click();
    await expect(page.getByTestId('n8n-status')).toHaveText('HTTP 200');
    await expect(page.getByTestId('n8n-response')).toContainText('"10:00"');

    await page.getByText('Criar agendamento', { exact: true }).click();
    const body = {
      clientData: { name: `Cliente Domingo ${suffix}`, email: '', phone: '11955554444', notes: '' },
      appointmentData: { staffId, serviceId, dataInicio: `${day}T10:00:00`, dataFim: `${day}T10:30:00`, duration: 30, notes: 'E2E' },
    };
    await page.locator('#n8n-body').fill(JSON.stringify(body));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar cURL' }).click();
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain(`-H 'Authorization: Bearer ${key}'`);
    expect(curl).toContain(`/api/n8n/establishment/${establishmentId}/appointment`);
    await expect(page.getByRole('button', { name: 'Copiar cURL' })).toBeVisible({ timeout: 4000 });
    await page.getByRole('button', { name: 'Testar Endpoint' }).click();
    await expect(page.getByTestId('n8n-status')).toHaveText('HTTP 201');
    await expect(page.getByTestId('n8n-response')).toContainText('"status": "pending"');

    // The same slot again: taken.
    await page.getByRole('button', { name: 'Testar Endpoint' }).click();
    await expect(page.getByTestId('n8n-status')).toHaveText('HTTP 409');
  });

  test('staff: Segurança first, the other tabs locked, own password changed', async ({ page, request, demo }) => {
    await request.post('/api/login', { data: demo.admin });
    const who = { email: uniqueEmail('carla'), password: 'segredo123' };
    const created = await request.post('/api/staff', {
      data: { name: `Carla ${suffix}`, role: 'Cabeleireira', email: who.email, password: who.password, phone: '', hasSystemAccess: true, commissionRate: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);

    await loginAs(page, who, '/configuracoes');
    await expect(
      page.getByText('Acesso de Colaborador: Você pode alterar apenas suas informações de segurança (email e senha).', { exact: false }),
    ).toBeVisible({ timeout: REMOTE_LOAD });
    await expect(page.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Negócio', 'Horários', 'Agenda', 'WhatsApp']) {
      const locked = page.getByRole('tab', { name: `Bloqueado ${tab}` });
      await expect(locked).toHaveAttribute('aria-disabled', 'true');
    }
    // A locked tab in the URL still opens Segurança.
    await page.goto('/configuracoes?aba=negocio');
    await expect(page.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true');

    // E-mail change: the current password is checked, then a link goes to the new address.
    const newEmail = uniqueEmail('carla.nova');
    await page.locator('#account-email').fill(newEmail);
    await page.locator('#email-currentPassword').fill('senhaErrada1');
    await page.getByRole('button', { name: 'Atualizar Email' }).click();
    await expect(page.getByText('Senha atual incorreta.')).toBeVisible();
    await page.locator('#email-currentPassword').fill(who.password);
    await page.getByRole('button', { name: 'Atualizar Email' }).click();
    await expect(page.getByText('Enviamos um link de confirmação para o novo email.')).toBeVisible();

    await page.locator('#password-currentPassword').fill(who.password);
    await page.locator('#password-password').fill('novaSenha9');
    await page.locator('#password-confirmPassword').fill('outraSenha9');
    await page.getByRole('button', { name: 'Atualizar Senha' }).click();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
    await page.locator('#password-confirmPassword').fill('novaSenha9');
    await page.getByRole('button', { name: 'Atualizar Senha' }).click();
    await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();

    // The new password is the one that logs in.
    await page.context().clearCookies();
    await loginAs(page, { email: who.email, password: 'novaSenha9' });
  });

  // One test per scheme and width, spread over the workers: together they took 3-4 minutes in one.
  test.describe('every tab and /n8n-test pass axe (screenshots kept for review with E2E_AXE_SHOTS=1)', () => {
    test.describe.configure({ mode: 'parallel', timeout: 180_000 });
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        test(`${colorScheme}, ${width} px`, async ({ browser, demo }) => {
          const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
          const page = await context.newPage();
          await loginAs(page, demo.admin);
          for (const tab of TABS) {
            await page.goto(`/configuracoes?aba=${tab.key}`);
            // A phone shows the tabs as one select.
            if (width < 576) await expect(page.getByTestId('settings-section')).toContainText(tab.label, { timeout: REMOTE_LOAD });
            else await expect(page.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true', { timeout: REMOTE_LOAD });
            await expect(page.locator('.ant-skeleton')).toHaveCount(0, { timeout: REMOTE_LOAD });
            await reviewShot(page, `settings-${tab.key}-${colorScheme}-${width}.png`, true);
            await expectNoAxeViolations(page);
          }
          await page.goto('/n8n-test');
          await expect(page.getByRole('button', { name: 'Testar Endpoint' })).toBeVisible({ timeout: REMOTE_LOAD });
          await reviewShot(page, `n8n-test-${colorScheme}-${width}.png`, true);
          await expectNoAxeViolations(page);
          await context.close();
        });
      }
    }
  });
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
}

/** A 1×1 transparent PNG. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
