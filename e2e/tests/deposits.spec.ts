import { axeViolations, reviewShot, settled } from './axe';
import { expect, test } from './fixtures';
import { loginAs, nextWeekday, phoneContext, uniqueEmail, uniquePhone } from './helpers';

// docs/product/deposits.md: an end client on a 390 px phone books cut + colour in one visit, reads the deposit policy
// before confirming and gets the deposit's PIX (QR, copia e cola) after; the owner confirms 'Sinal recebido' from the
// bell and the client's status check shows it paid. The public deposit screen passes axe (no serious/critical).

test.describe('Agendamento online › sinal por PIX', { tag: '@mf-agenda' }, () => {
  test('a visit with a deposit: policy before, PIX after, the owner confirms from the bell, the client sees it paid', async ({ page, browser, demo }) => {
    test.setTimeout(180_000);
    const suffix = Date.now().toString(36).slice(-5);
    await loginAs(page, demo.admin);
    const staff = await page.request.post('/api/staff', {
      data: { name: `Lia Sinal ${suffix}`, role: 'Cabeleireira', email: uniqueEmail('lia'), commissionRate: 10 },
    });
    expect(staff.status(), await staff.text()).toBe(201);
    const staffId = (await staff.json()).id as number;
    const services = [
      { name: `Corte Sinal ${suffix}`, price: '80.00', depositType: 'fixed', depositValue: 3000, depositKeepHours: 24 },
      { name: `Coloração Sinal ${suffix}`, price: '150.00', depositType: 'percent', depositValue: 20, depositKeepHours: 48 },
    ];
    for (const s of services) {
      const res = await page.request.post('/api/services', { data: { ...s, duration: 60, category: 'Cabelo', staffIds: [staffId] } });
      expect(res.status(), await res.text()).toBe(201);
    }
    const pix = await page.request.put('/api/deposits/settings', {
      data: { depositHoldMinutes: 30, pixKey: 'salao@exemplo.com', pixMerchantName: 'Studio Bela', pixMerchantCity: 'Sao Paulo' },
    });
    expect(pix.status(), await pix.text()).toBe(200);
    const day = nextWeekday(2);
    const clientName = `Clara Sinal ${suffix}`;

    const phone = await phoneContext(browser);
    try {
      const client = await phone.newPage();
      await client.goto(`/agendar/${demo.slug}`);
      await client.getByRole('button', { name: new RegExp(services[0]!.name) }).click({ timeout: 30_000 });
      await client.getByRole('button', { name: new RegExp(`Lia Sinal ${suffix}`) }).click();
      await expect(client.getByRole('heading', { name: 'Escolha o dia e o horário' })).toBeVisible();
      await client.getByRole('button', { name: 'Adicionar outro serviço' }).click();
      await client.getByLabel('Outro serviço').selectOption({ label: services[1]!.name });
      await client.getByLabel('Profissional do serviço').selectOption({ label: `Lia Sinal ${suffix}` });
      await client.getByRole('button', { name: 'Adicionar à visita' }).click();
      const button = client.locator(`[data-day="${day}"]`);
      if (!(await button.isVisible())) await client.getByRole('button', { name: 'Próximo mês' }).click();
      await button.click();
      await client.getByRole('radiogroup').getByRole('radio', { name: '10:00', exact: true }).click();
      await client.getByRole('button', { name: 'Continuar' }).click();
      await client.getByLabel('Nome completo').fill(clientName);
      await client.getByLabel('Celular (WhatsApp)').fill(uniquePhone());
      await client.getByRole('button', { name: 'Continuar' }).click();

      // Before confirming: one deposit for the visit (R$ 30,00 + 20 % of R$ 150,00), under the strictest policy (48 h).
      await expect(client.getByRole('heading', { name: 'Confira e confirme' })).toBeVisible();
      await expect(client.getByTestId('deposit-policy')).toHaveText(
        'Este horário exige um sinal de R$ 60,00 via PIX. Em caso de falta ou cancelamento com menos de 48 horas de antecedência, o sinal não é devolvido.',
      );
      await reviewShot(client, 'deposit-policy-390.png', true);
      await client.getByRole('button', { name: 'Confirmar agendamento' }).click();

      // After: the amount, the policy, the QR and the copia e cola code with 'Copiar código'.
      const card = client.getByTestId('deposit-card');
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card).toContainText('R$ 60,00');
      await expect(card.getByRole('img', { name: 'QR Code PIX do sinal' })).toBeVisible();
      await expect(card.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
      await expect(card.getByRole('button', { name: 'Copiar código' })).toBeVisible();
      await expect(client.getByTestId('deposit-status')).toContainText('Aguardando pagamento');
      await settled(client);
      await reviewShot(client, 'deposit-pix-390.png', true);
      expect(await axeViolations(client, { impact: 'serious' })).toEqual([]);
      const overflow = await client.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The owner sees 'Sinal aguardando' in the bell and confirms it when the PIX arrives.
      await page.goto('/dashboard');
      await page.getByTestId('notification-bell').click();
      const notification = page
        .getByRole('dialog')
        .getByTestId('unread-notification')
        .filter({ hasText: clientName })
        .filter({ hasText: 'Sinal aguardando pagamento' });
      await expect(notification).toContainText('R$ 60,00', { timeout: 30_000 });
      await reviewShot(page, 'deposit-bell.png');
      await notification.getByRole('button', { name: /Sinal recebido/ }).click();
      await expect
        .poll(async () =>
          ((await (await page.request.get('/api/deposits?status=paid')).json()) as { clientName: string }[]).some((d) => d.clientName === clientName),
        )
        .toBe(true);

      // The client's status check now says it is paid.
      await client.getByRole('button', { name: 'Verificar pagamento' }).click();
      await expect(client.getByTestId('deposit-status')).toHaveText('Sinal recebido');
    } finally {
      await phone.close();
    }
  });
});
