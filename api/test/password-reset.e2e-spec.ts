import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { ApiClient } from './support/client';
import { createTenant, unique } from './support/factories';
import { startApp, type TestApp } from './support/app';
import { startIsolatedApp } from './support/demo-app';
import { waitFor } from './support/wait';

const SENT = 'Se este email existir em nossos registros, você receberá instruções para redefinir sua senha.';

/** The reset e-mail is written by a background job: poll the outbox. */
async function latestResetLink(t: TestApp, to: string): Promise<string> {
  const mail = await waitFor(
    async () => (await t.db.query(`SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [to]))[0],
    `e-mail para ${to}`,
  );
  const link = /https?:\/\/\S+\/redefinir-senha\?token=(\S+)/.exec(mail.text_body);
  return decodeURIComponent(link![1]!);
}

describe('password reset', () => {
  let t: TestApp;
  const anon = () => new ApiClient(t.url);
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('unknown e-mail gets the same answer as a known one, and no e-mail is written', async () => {
    const tenant = await createTenant(t.url, t.db);
    const known = await anon().post('/api/forgot-password', { email: tenant.admin.email });
    const stranger = `${unique('ninguem')}@teste.com`;
    const unknown = await anon().post('/api/forgot-password', { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: SENT });
    expect(unknown.body).toEqual(known.body);
    await latestResetLink(t, tenant.admin.email);
    expect(await t.db.query(`SELECT 1 FROM outbox_emails WHERE to_address = $1`, [stranger])).toHaveLength(0);
  });

  it('requires an e-mail', async () => {
    const res = await anon().post('/api/forgot-password', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor, digite seu email');
  });

  it('the link works once: shows the e-mail, sets the password, ends sessions, then is invalid', async () => {
    const tenant = await createTenant(t.url, t.db);
    await anon().post('/api/forgot-password', { email: tenant.admin.email });
    const token = await latestResetLink(t, tenant.admin.email);
    expect((await anon().get(`/api/reset-password/${encodeURIComponent(token)}`)).body).toEqual({ email: tenant.admin.email });

    const done = await anon().post('/api/reset-password', { token, newPassword: 'outraSenha789' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Senha redefinida com sucesso. Você pode fazer login agora.');
    expect((await tenant.client.get('/api/session')).status).toBe(401);
    await anon().login(tenant.admin.email, 'outraSenha789');

    const reused = await anon().post('/api/reset-password', { token, newPassword: 'terceira999' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Este link de redefinição expirou ou é inválido');
    expect((await anon().get(`/api/reset-password/${encodeURIComponent(token)}`)).status).toBe(400);
  });

  it('an expired link is refused', async () => {
    const tenant = await createTenant(t.url, t.db);
    await anon().post('/api/forgot-password', { email: tenant.admin.email });
    const token = await latestResetLink(t, tenant.admin.email);
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [tenant.admin.id]);
    expect((await anon().get(`/api/reset-password/${encodeURIComponent(token)}`)).status).toBe(400);
    const res = await anon().post('/api/reset-password', { token, newPassword: 'outraSenha789' });
    expect(res.status).toBe(400);
    await anon().login(tenant.admin.email, tenant.admin.password);
  });

  it('two concurrent uses of one link: exactly one succeeds', async () => {
    const tenant = await createTenant(t.url, t.db);
    await anon().post('/api/forgot-password', { email: tenant.admin.email });
    const token = await latestResetLink(t, tenant.admin.email);
    const results = await Promise.all([
      anon().post('/api/reset-password', { token, newPassword: 'primeira111' }),
      anon().post('/api/reset-password', { token, newPassword: 'segunda222' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('a short new password answers the reset rule', async () => {
    const res = await anon().post('/api/reset-password', { token: 'qualquer', newPassword: '123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A senha deve ter pelo menos 6 caracteres');
  });
});

describe('password reset over SMTP', () => {
  it('delivers the e-mail to the SMTP server given by SMTP_URL and marks it sent', async () => {
    const received: { to: string; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    // Own database: on the shared one another test's API (without SMTP) could run this reset job.
    const t = await startIsolatedApp('smtp', { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const tenant = await createTenant(t.url, t.db);
      await new ApiClient(t.url).post('/api/forgot-password', { email: tenant.admin.email });
      for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe(tenant.admin.email);
      expect(received[0]!.data).toContain('redefinir-senha?token=');
      let [row] = await t.db.query(`SELECT sent_at, error FROM outbox_emails WHERE to_address = $1`, [tenant.admin.email]);
      for (let i = 0; i < 40 && !row.sent_at; i++) {
        await new Promise((r) => setTimeout(r, 50));
        [row] = await t.db.query(`SELECT sent_at, error FROM outbox_emails WHERE to_address = $1`, [tenant.admin.email]);
      }
      expect(row.sent_at).not.toBeNull();
      expect(row.error).toBeNull();
    } finally {
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
