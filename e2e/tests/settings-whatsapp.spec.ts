import { expect, test, type Page, type Route } from './fixtures';
import { axeViolations, reviewShot } from './axe';
import { loginAs } from './helpers';
import { REMOTE_LOAD } from './settings-support';

// The WhatsApp tab's QR flow in the browser (docs/product/states.md, docs/product/limits.md). The server side of it is proven against a fake
// Evolution server in api/test/whatsapp.e2e-spec.ts; here the two Evolution routes are answered at the
// browser, so the timers can run on Playwright's clock.

/** The status tag's colours (docs/product/states.md) must stay readable: no serious or critical axe finding in the panel. */
async function statusPanelViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(400); // antd's fade-in settles before colours are read
  return (await axeViolations(page, { include: '[data-testid=whatsapp-status]', impact: 'serious' })).map((v) => v.split(' ')[0]);
}

const QR = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test(
  'Gerar QR Code: image, 300 s monitoring, 15 s checks, 30 s refresh, stopped on leaving the tab, done when connected',
  { tag: '@mf-configuracoes' },
  async ({ page, demo }) => {
    test.setTimeout(120_000);
    let connected = false;
    let qrCalls = 0;
    let statusCalls = 0;
    const status = (route: Route) => {
      statusCalls += 1;
      return route.fulfill({
        json: {
          connected,
          status: connected ? 'connected' : 'connecting',
          message: connected ? 'WhatsApp conectado' : 'Aguardando leitura do QR Code',
          lastCheck: new Date().toISOString(),
          error: null,
          localData: { instanceName: 'studio-bela-demo', lastUpdated: new Date().toISOString() },
          gatewayConfigured: true,
        },
      });
    };
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));

    await loginAs(page, demo.admin);
    await page.clock.install();
    await page.route('**/api/evolution/connection-status', status);
    await page.route('**/api/evolution/qrcode', (route) => {
      qrCalls += 1;
      return route.fulfill({
        json: {
          instanceName: 'studio-bela-demo',
          qrcodeBase64: `data:image/png;base64,${QR}`,
          qrCodeUrl: null,
          pairingCode: 'ABCD1234',
          expiresInSeconds: 300,
        },
      });
    });
    await page.route('**/api/evolution-connections', (route) =>
      route.fulfill({
        json: [{ id: 1, instanceName: 'studio-bela-demo', status: connected ? 'connected' : 'connecting', lastUpdated: new Date().toISOString() }],
      }),
    );
    await page.goto('/configuracoes?aba=whatsapp');
    await expect(page.getByTestId('whatsapp-status')).toHaveText('Conectando', { timeout: REMOTE_LOAD });
    // docs/product/states.md: connecting is yellow, and the summary over every connection reads 'Conectando...'.
    await expect(page.getByTestId('whatsapp-status')).toHaveClass(/ant-tag-gold/);
    await expect(page.getByText('Conectando...')).toBeVisible();
    expect(await statusPanelViolations(page)).toEqual([]);
    // From here time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await page.getByRole('button', { name: 'Gerar QR Code' }).click();
    await expect(page.getByText('QR Code gerado!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeVisible();
    await expect(page.getByTestId('qr-monitoring')).toContainText('5:00');
    await reviewShot(page, 'whatsapp-qr.png', true);

    const checksBefore = statusCalls;
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('qr-monitoring')).toContainText('4:30');
    expect(qrCalls).toBe(2); // refreshed at 30 s
    expect(statusCalls - checksBefore).toBe(2); // checked at 15 s and 30 s

    // Leaving the tab stops everything.
    await page.getByRole('tab', { name: 'Agenda' }).click();
    await expect.poll(() => logs).toContain('Countdown parado');
    await page.clock.runFor(90_000);
    expect(qrCalls).toBe(2);

    // Back, a new QR; the phone scans it and the next check sees the connection.
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    await page.getByRole('button', { name: 'Gerar QR Code' }).click();
    await expect(page.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeVisible();
    connected = true;
    await page.clock.runFor(15_000);
    await expect(page.getByTestId('whatsapp-status')).toHaveText('Conectado');
    await expect(page.getByTestId('whatsapp-status')).toHaveClass(/ant-tag-green/);
    await expect(page.getByRole('img', { name: 'QR Code do WhatsApp' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gerar QR Code' })).toBeDisabled();
  },
);

test('the server refuses a QR while connected: its message is shown', { tag: '@mf-configuracoes' }, async ({ page, demo }) => {
  await loginAs(page, demo.admin);
  await page.route('**/api/evolution/connection-status', (route) =>
    route.fulfill({
      json: {
        connected: false,
        status: 'unknown',
        message: '',
        lastCheck: new Date().toISOString(),
        error: 'Erro de conexão',
        localData: null,
        gatewayConfigured: true,
      },
    }),
  );
  await page.route('**/api/evolution/qrcode', (route) => route.fulfill({ status: 409, json: { message: 'Conexão já ativa...' } }));
  await page.goto('/configuracoes?aba=whatsapp');
  await expect(page.getByTestId('whatsapp-status')).toHaveText('Status Desconhecido', { timeout: REMOTE_LOAD });
  await expect(page.getByTestId('whatsapp-status')).toHaveClass(/ant-tag-orange/);
  expect(await statusPanelViolations(page)).toEqual([]);
  await expect(page.getByText('Erro de conexão')).toBeVisible();
  await page.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expect(page.getByText('Conexão já ativa...')).toBeVisible();
});
