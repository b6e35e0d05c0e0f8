import { SESSION_COOKIE } from '@salao/contracts';
import { ApiClient } from './support/client';
import { createTenant, unique } from './support/factories';
import { startApp, type TestApp } from './support/app';

describe('login, sessions and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('right password answers the user and an HttpOnly SameSite session cookie', async () => {
    const tenant = await createTenant(t.url, t.db);
    const client = new ApiClient(t.url);
    const res = await client.post('/api/login', { email: tenant.admin.email, password: tenant.admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: tenant.admin.id,
      email: tenant.admin.email,
      name: 'Maria Teste',
      role: 'admin',
      establishmentId: tenant.establishmentId,
      staffId: null,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/api/session')).body.id).toBe(tenant.admin.id);
  });

  it('e-mail is matched without regard to case', async () => {
    const tenant = await createTenant(t.url, t.db);
    const res = await new ApiClient(t.url).post('/api/login', { email: tenant.admin.email.toUpperCase(), password: tenant.admin.password });
    expect(res.status).toBe(200);
  });

  it('wrong password and unknown e-mail answer the same 401 in pt-BR', async () => {
    const tenant = await createTenant(t.url, t.db);
    const wrong = await new ApiClient(t.url).post('/api/login', { email: tenant.admin.email, password: 'errada123' });
    const unknown = await new ApiClient(t.url).post('/api/login', { email: `${unique('ninguem')}@teste.com`, password: 'errada123' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'E-mail ou senha incorretos. Verifique suas credenciais.' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('missing fields answer 400 with a message', async () => {
    const res = await new ApiClient(t.url).post('/api/login', { email: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Informe e-mail e senha.');
  });

  it('repeated failures for one account answer 429, even with the right password', async () => {
    const tenant = await createTenant(t.url, t.db);
    const client = new ApiClient(t.url);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/login', { email: tenant.admin.email, password: 'errada' })).status).toBe(401);
    const blocked = await client.post('/api/login', { email: tenant.admin.email, password: tenant.admin.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Muitas tentativas de login. Aguarde 15 minutos e tente novamente.');
    await t.db.query(`DELETE FROM login_failures WHERE email = $1`, [tenant.admin.email]);
  });

  it('logout ends the session on the server', async () => {
    const tenant = await createTenant(t.url, t.db);
    const stolen = new ApiClient(t.url);
    stolen.token = tenant.client.token;
    expect((await tenant.client.post('/api/logout')).status).toBe(200);
    expect(tenant.client.token).toBeNull();
    const after = await stolen.get('/api/session');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Sessão expirada ou inexistente. Faça login novamente.');
  });

  it('a session idle for longer than the establishment timeout is gone', async () => {
    const tenant = await createTenant(t.url, t.db);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1`, [tenant.admin.id]);
    expect((await tenant.client.get('/api/session')).status).toBe(401);
    expect(await t.db.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [tenant.admin.id])).toHaveLength(0);
  });

  it('a password change ends the other sessions and keeps the caller in', async () => {
    const tenant = await createTenant(t.url, t.db);
    const phone = new ApiClient(t.url);
    await phone.login(tenant.admin.email, tenant.admin.password);
    const res = await tenant.client.put('/api/user/password', { password: 'novaSenha456', currentPassword: tenant.admin.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Senha atualizada com sucesso!');
    expect((await tenant.client.get('/api/session')).status).toBe(200);
    expect((await phone.get('/api/session')).status).toBe(401);
    expect((await new ApiClient(t.url).post('/api/login', { email: tenant.admin.email, password: 'novaSenha456' })).status).toBe(200);
  });

  it('a password change with a wrong current password changes nothing', async () => {
    const tenant = await createTenant(t.url, t.db);
    const res = await tenant.client.put('/api/user/password', { password: 'novaSenha456', currentPassword: 'naoehessa' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Senha atual incorreta.');
    expect((await new ApiClient(t.url).post('/api/login', { email: tenant.admin.email, password: tenant.admin.password })).status).toBe(200);
  });

  it('short new password answers the pt-BR rule', async () => {
    const tenant = await createTenant(t.url, t.db);
    const res = await tenant.client.put('/api/user/password', { password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Senha deve ter pelo menos 6 caracteres');
  });

  it('e-mail change: a confirmed valid e-mail updates the login, a taken one answers 409', async () => {
    const a = await createTenant(t.url, t.db);
    const b = await createTenant(t.url, t.db);
    const newEmail = `${unique('novo')}@teste.com`;
    const ok = await a.client.put('/api/user/email', { email: newEmail, currentPassword: a.admin.password });
    expect(ok.status).toBe(200);
    const [mail] = await t.db.query(`SELECT text_body FROM outbox_emails WHERE to_address = $1`, [newEmail]);
    const token = decodeURIComponent(/confirmar-email\?token=(\S+)/.exec(mail.text_body)![1]!);
    const confirmed = await new ApiClient(t.url).post('/api/user/email/confirm', { token });
    expect(confirmed.body.message).toBe('Email atualizado com sucesso!');
    expect((await new ApiClient(t.url).post('/api/login', { email: newEmail, password: a.admin.password })).status).toBe(200);
    const taken = await a.client.put('/api/user/email', { email: b.admin.email, currentPassword: a.admin.password });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Este e-mail já está cadastrado.');
    expect((await a.client.put('/api/user/email', { email: 'nao-e-email' })).body.message).toBe('Email inválido');
  });

  it('malformed JSON answers 400 in pt-BR, never 500', async () => {
    const res = await new ApiClient(t.url).request('POST', '/api/login', '{quebrado', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Corpo da requisição inválido: envie um JSON válido.' });
  });

  it('unknown API paths answer 404 with a pt-BR message', async () => {
    const res = await new ApiClient(t.url).get('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Recurso não encontrado.' });
  });
});
