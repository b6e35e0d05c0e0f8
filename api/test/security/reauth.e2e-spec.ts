import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createTenant, registrationPayload, unique } from '../support/factories';

const INVALID_LINK = 'Este link de confirmação expirou ou é inválido';

/** Finding 2: changing the password or the e-mail needs the current password; a new e-mail is confirmed by link. */
describe('security: re-authentication for account changes', () => {
  let t: TestApp;
  const anon = () => new ApiClient(t.url);
  const canLogin = async (email: string, password: string) => (await anon().post('/api/login', { email, password })).status === 200;
  const outbox = (to: string) => t.db.query(`SELECT subject, text_body, html_body FROM outbox_emails WHERE to_address = $1 ORDER BY id`, [to]);
  const confirmToken = async (to: string) => decodeURIComponent(/\/confirmar-email\?token=(\S+)/.exec((await outbox(to)).at(-1).text_body)![1]!);

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('a password change without the current password answers 400, with a wrong one 403; nothing changes', async () => {
    const tenant = await createTenant(t.url, t.db);
    const missing = await tenant.client.put('/api/user/password', { password: 'novaSenha456' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Informe sua senha atual.' });
    const wrong = await tenant.client.put('/api/user/password', { password: 'novaSenha456', currentPassword: 'naoehessa' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'Senha atual incorreta.' });
    expect(await canLogin(tenant.admin.email, tenant.admin.password)).toBe(true);
    expect(await canLogin(tenant.admin.email, 'novaSenha456')).toBe(false);
  });

  it('an e-mail change without the current password answers 400, with a wrong one 403; nothing is sent', async () => {
    const tenant = await createTenant(t.url, t.db);
    const target = `${unique('novo')}@teste.com`;
    const missing = await tenant.client.put('/api/user/email', { email: target });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Informe sua senha atual.' });
    const wrong = await tenant.client.put('/api/user/email', { email: target, currentPassword: 'naoehessa' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'Senha atual incorreta.' });
    expect(await outbox(target)).toHaveLength(0);
    expect((await tenant.client.get('/api/session')).body.email).toBe(tenant.admin.email);
  });

  it('an e-mail change waits for the link sent to the new address, tells the old one, and the link works once', async () => {
    const tenant = await createTenant(t.url, t.db);
    const target = `${unique('novo')}@teste.com`;
    const asked = await tenant.client.put('/api/user/email', { email: target, currentPassword: tenant.admin.password });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'Enviamos um link de confirmação para o novo email.' });
    // Nothing changed yet: the old e-mail still logs in, the new one does not.
    expect(await canLogin(tenant.admin.email, tenant.admin.password)).toBe(true);
    expect(await canLogin(target, tenant.admin.password)).toBe(false);
    const [notice] = await outbox(tenant.admin.email);
    expect(notice.text_body).toContain(target);
    const token = await confirmToken(target);

    const done = await anon().post('/api/user/email/confirm', { token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Email atualizado com sucesso!' });
    expect(await canLogin(target, tenant.admin.password)).toBe(true);
    expect(await canLogin(tenant.admin.email, tenant.admin.password)).toBe(false);

    const again = await anon().post('/api/user/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: INVALID_LINK });
  });

  it('an expired, unknown or missing link is refused', async () => {
    const tenant = await createTenant(t.url, t.db);
    const target = `${unique('novo')}@teste.com`;
    await tenant.client.put('/api/user/email', { email: target, currentPassword: tenant.admin.password });
    const token = await confirmToken(target);
    await t.db.query(`UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [tenant.admin.id]);
    expect((await anon().post('/api/user/email/confirm', { token })).body).toEqual({ message: INVALID_LINK });
    expect((await anon().post('/api/user/email/confirm', { token: 'inventado' })).status).toBe(400);
    expect((await anon().post('/api/user/email/confirm', {})).body).toEqual({ message: INVALID_LINK });
    expect(await canLogin(tenant.admin.email, tenant.admin.password)).toBe(true);
  });

  it('an address registered by someone else before the confirmation answers 409', async () => {
    const tenant = await createTenant(t.url, t.db);
    const target = `${unique('disputado')}@teste.com`;
    await tenant.client.put('/api/user/email', { email: target, currentPassword: tenant.admin.password });
    const token = await confirmToken(target);
    expect((await anon().post('/api/register/establishment', registrationPayload({ user: { email: target.toUpperCase() } }))).status).toBe(201);
    const res = await anon().post('/api/user/email/confirm', { token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Este e-mail já está cadastrado.' });
    expect(await canLogin(tenant.admin.email, tenant.admin.password)).toBe(true);
  });
});
