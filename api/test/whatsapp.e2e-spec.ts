import { QR_TIMINGS, WHATSAPP_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { startFakeEvolution, type FakeEvolution } from './support/fake-evolution';
import { createTenant, type Tenant } from './support/factories';

describe('WhatsApp through the Evolution API (against a local fake)', () => {
  let evo: FakeEvolution;
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    evo = await startFakeEvolution();
    t = await startApp({ EVOLUTION_URL: evo.url + '/', EVOLUTION_API_KEY: evo.apiKey });
    a = await createTenant(t.url, t.db);
    await t.db.query(`UPDATE establishments SET name = 'Studio Bela Flor' WHERE id = $1`, [a.establishmentId]);
  }, 60000);
  afterAll(async () => {
    await t.close();
    await evo.close();
  });

  it('no instance yet: disconnected, "Nenhuma conexão configurada"', async () => {
    expect((await a.client.get('/api/evolution-connections')).body).toEqual([]);
    expect((await a.client.get('/api/evolution/connection-status')).body).toMatchObject({
      connected: false,
      status: 'disconnected',
      message: WHATSAPP_MSG.noConnection,
      localData: null,
      gatewayConfigured: true,
    });
  });

  it('generating a QR creates the instance under the first free suffixed name and answers the image', async () => {
    // The base name and its first suffix are taken on the gateway (another server's instances).
    evo.instances.set('studio-bela-flor', 'open');
    evo.instances.set('studio-bela-flor-2', 'close');
    const res = await a.client.post('/api/evolution/qrcode');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      instanceName: 'studio-bela-flor-3',
      qrcodeBase64: expect.stringMatching(/^data:image\/png;base64,iVBOR/),
      qrCodeUrl: null,
      pairingCode: 'ABCD1234',
      expiresInSeconds: QR_TIMINGS.lifetime,
    });
    expect(evo.calls).toContain('POST /instance/create');
    expect((await a.client.get('/api/evolution-connections')).body).toEqual([
      { id: expect.any(Number), instanceName: 'studio-bela-flor-3', status: 'connecting', lastUpdated: expect.any(String) },
    ]);
    expect((await a.client.get('/api/evolution/connection-status')).body).toMatchObject({
      connected: false,
      status: 'connecting',
      localData: { instanceName: 'studio-bela-flor-3' },
    });
  });

  it('a raw base64 answer is read too; refreshing reuses the instance', async () => {
    evo.qrStyle = 'raw';
    const res = await a.client.post('/api/evolution/qrcode');
    evo.qrStyle = 'json';
    expect(res.body).toMatchObject({ instanceName: 'studio-bela-flor-3', qrcodeBase64: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('once connected: status Conectado and a new QR is refused with "Conexão já ativa..."', async () => {
    evo.instances.set('studio-bela-flor-3', 'open');
    expect((await a.client.get('/api/evolution/connection-status')).body).toMatchObject({ connected: true, status: 'connected', error: null });
    expect(await a.client.post('/api/evolution/qrcode')).toMatchObject({ status: 409, body: { message: WHATSAPP_MSG.alreadyActive } });
    expect((await a.client.post('/api/evolution/send-text', { number: '5511999990000', text: 'Olá!' })).status).toBe(200);
    expect(evo.sent).toEqual([{ instance: 'studio-bela-flor-3', number: '5511999990000', text: 'Olá!' }]);
    expect((await a.client.post('/api/evolution/logout')).body).toEqual({ success: true });
    expect((await a.client.get('/api/evolution/connection-status')).body).toMatchObject({ connected: false, status: 'disconnected' });
  });

  it('instance names: 100 attempts, then "Não foi possível encontrar nome disponível para a instância."', async () => {
    const b = await createTenant(t.url, t.db);
    await t.db.query(`UPDATE establishments SET name = 'Cheio' WHERE id = $1`, [b.establishmentId]);
    for (let i = 0; i < 100; i++) evo.instances.set(i === 0 ? 'cheio' : `cheio-${i + 1}`, 'close');
    expect(await b.client.post('/api/evolution/qrcode')).toMatchObject({ status: 409, body: { message: WHATSAPP_MSG.noInstanceName } });
    expect(evo.calls.filter((c) => c.startsWith('GET /instance/connectionState/cheio'))).toHaveLength(100);
  });

  it('webhook-data and POST /webhook/n8n-data with the establishment key', async () => {
    const key = (await a.client.post('/api/integration-keys', { name: 'n8n' })).body.key;
    const anon = new ApiClient(t.url);
    expect((await anon.post('/webhook/n8n-data', { establishment_id: a.establishmentId, update_type: 'qrcode' })).status).toBe(401);
    const res = await anon.post(
      '/webhook/n8n-data',
      {
        establishment_id: a.establishmentId,
        update_type: 'qrcode',
        qrcode_base64: 'iVBORw0KGgo=',
        api_key: 'evo-inst-key',
        instance_id: 'inst-42',
        establishment_name: 'Studio Bela Flor',
      },
      { authorization: `Bearer ${key}` },
    );
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect((await a.client.get('/api/evolution/webhook-data')).body).toEqual({ apiKey: 'evo-inst-key', instanceId: 'inst-42' });
  });

  it('a gateway that is down answers 502 in pt-BR; a server without EVOLUTION_URL says so', async () => {
    const plain = await startApp();
    try {
      const c = await createTenant(plain.url, plain.db);
      expect((await c.client.get('/api/evolution/connection-status')).body).toMatchObject({
        status: 'not_configured',
        gatewayConfigured: false,
        message: WHATSAPP_MSG.notConfigured,
      });
      expect(await c.client.post('/api/evolution/qrcode')).toMatchObject({ status: 409, body: { message: WHATSAPP_MSG.notConfigured } });
    } finally {
      await plain.close();
    }
    const down = await startApp({ EVOLUTION_URL: 'http://127.0.0.1:9', EVOLUTION_API_KEY: 'x' });
    try {
      const d = await createTenant(down.url, down.db);
      expect(await d.client.post('/api/evolution/qrcode')).toMatchObject({ status: 502, body: { message: WHATSAPP_MSG.gatewayUnavailable } });
    } finally {
      await down.close();
    }
  }, 60000);
});
