import { DEFAULT_SESSION_TIMEOUT, DEFAULT_SLOT_MINUTES, SETTINGS_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { useAgendaApp } from './support/security';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function upload(base: string, token: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${base}/api/establishment/logo`, { method: 'POST', body: form, headers: { cookie: `salao_session=${token}` } });
  return { status: res.status, body: (await res.json()) as { message?: string; logo?: string } };
}

describe('settings (GET/PUT /api/settings) and the logo', () => {
  const ctx = useAgendaApp();

  it('answers SPEC §3 defaults and saves only the fields sent', async () => {
    const first = await ctx.x.client.get('/api/settings');
    expect(first.body).toEqual({
      whatsappConnectionType: 'official',
      whatsappOfficialNumber: null,
      whatsappEstablishmentName: null,
      whatsappServiceNumber: null,
      whatsappApiKey: null,
      whatsappInstanceId: null,
      twoFactorAuth: false,
      sessionTimeout: DEFAULT_SESSION_TIMEOUT,
      slotMinutes: DEFAULT_SLOT_MINUTES,
      version: 1,
    });
    const saved = await ctx.x.client.put('/api/settings', {
      whatsappConnectionType: 'evolution',
      whatsappOfficialNumber: '(11) 98888-7777',
      twoFactorAuth: true,
      sessionTimeout: 45,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      whatsappConnectionType: 'evolution',
      whatsappOfficialNumber: '(11) 98888-7777',
      twoFactorAuth: true,
      sessionTimeout: 45,
    });
    expect((await ctx.x.client.put('/api/settings', { whatsappServiceNumber: '11977776666' })).body).toMatchObject({
      sessionTimeout: 45,
      whatsappServiceNumber: '11977776666',
    });
  });

  it('every settings message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ whatsappConnectionType: 'telegram' }, SETTINGS_MSG.connectionType],
      [{ sessionTimeout: 0 }, SETTINGS_MSG.sessionTimeout],
      [{ sessionTimeout: 1441 }, SETTINGS_MSG.sessionTimeout],
      [{ sessionTimeout: 'abc' }, SETTINGS_MSG.sessionTimeout],
      [{ sessionTimeout: 1.5 }, SETTINGS_MSG.sessionTimeout],
      [{ whatsappOfficialNumber: '123' }, SETTINGS_MSG.phone],
      [{ whatsappServiceNumber: '99' }, SETTINGS_MSG.phone],
      [{ whatsappEstablishmentName: 'x'.repeat(201) }, SETTINGS_MSG.textMax],
      [{ slotMinutes: 20 }, SETTINGS_MSG.slotMinutes],
      [{ slotMinutes: 'dez' }, SETTINGS_MSG.slotMinutes],
    ];
    for (const [body, message] of cases) {
      expect([body, await ctx.x.client.put('/api/settings', body)]).toMatchObject([body, { status: 400, body: { message } }]);
    }
  });

  it('a collaborator reads them (SPEC §6) without the WhatsApp key, and cannot change them', async () => {
    await ctx.x.client.put('/api/settings', { whatsappApiKey: 'chave-secreta-123', whatsappInstanceId: 'instancia-1', sessionTimeout: 40 });
    const seen = await ctx.x.staffLogin.client.get('/api/settings');
    expect(seen).toMatchObject({ status: 200, body: { sessionTimeout: 40, whatsappApiKey: null, whatsappInstanceId: null } });
    expect((await ctx.x.client.get('/api/settings')).body).toMatchObject({ whatsappApiKey: 'chave-secreta-123', whatsappInstanceId: 'instancia-1' });
    expect((await ctx.x.staffLogin.client.put('/api/settings', { sessionTimeout: 5 })).status).toBe(403);
  });

  it('sessionTimeout is what sessions use from the next request on', async () => {
    const other = new ApiClient(ctx.t.url);
    await other.login(ctx.x.admin.email, ctx.x.admin.password);
    await ctx.t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '3 minutes' WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [other.token]);
    expect((await ctx.x.client.put('/api/settings', { sessionTimeout: 2 })).status).toBe(200);
    expect((await other.get('/api/establishment')).status).toBe(401);
    expect((await ctx.x.client.put('/api/settings', { sessionTimeout: 30 })).status).toBe(200);
  });

  it('logo: refuses a text file renamed .png, a GIF and more than 2 MB; stores a PNG and serves it cached', async () => {
    const token = ctx.x.client.token!;
    expect(await upload(ctx.t.url, token, Buffer.from('não sou uma imagem, só texto'), 'logo.png', 'image/png')).toEqual({
      status: 400,
      body: { message: SETTINGS_MSG.logoType },
    });
    expect(await upload(ctx.t.url, token, Buffer.from('GIF89a' + 'x'.repeat(40)), 'logo.gif', 'image/gif')).toEqual({
      status: 400,
      body: { message: SETTINGS_MSG.logoType },
    });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    expect(await upload(ctx.t.url, token, big, 'grande.png', 'image/png')).toEqual({ status: 400, body: { message: SETTINGS_MSG.logoTooLarge } });
    expect(await ctx.x.client.post('/api/establishment/logo', { logo: 'x' })).toMatchObject({ status: 400, body: { message: SETTINGS_MSG.logoMissing } });
    expect((await upload(ctx.t.url, ctx.x.staffLogin.client.token!, PNG, 'logo.png', 'image/png')).status).toBe(403);

    const ok = await upload(ctx.t.url, token, PNG, 'qualquer.txt', 'text/plain');
    expect(ok.status).toBe(200);
    expect(ok.body.logo).toMatch(/^\/api\/establishment\/logo\?v=/);
    expect((await ctx.x.client.get('/api/establishment')).body.logo).toBe(ok.body.logo);
    const served = await fetch(ctx.t.url + ok.body.logo, { headers: { cookie: `salao_session=${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
