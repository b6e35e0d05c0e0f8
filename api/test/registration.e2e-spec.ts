import { ApiClient } from './support/client';
import { registrationPayload } from './support/factories';
import { startApp, type TestApp } from './support/app';

describe('POST /api/register/establishment', () => {
  let t: TestApp;
  let anon: ApiClient;
  beforeAll(async () => {
    t = await startApp();
    anon = new ApiClient(t.url);
  });
  afterAll(() => t.close());

  const count = async (table: string) => (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  it('creates the establishment on plan Base and its admin, who can log in', async () => {
    const payload = registrationPayload();
    const res = await anon.post('/api/register/establishment', payload);
    expect(res.status).toBe(201);
    expect(res.body.establishment).toMatchObject({ name: 'Salão Teste' });
    expect(res.body.user).toMatchObject({ email: payload.user.email, name: 'Maria Teste', role: 'admin', staffId: null });
    const [est] = await t.db.query(`SELECT plan, timezone, session_timeout_minutes FROM establishments WHERE id = $1`, [res.body.user.establishmentId]);
    expect(est).toEqual({ plan: 'Base', timezone: 'America/Sao_Paulo', session_timeout_minutes: 30 });
    const [user] = await t.db.query(`SELECT password_hash FROM users WHERE id = $1`, [res.body.user.id]);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    await new ApiClient(t.url).login(payload.user.email, payload.user.password);
  });

  const rules: [string, { establishment?: Record<string, unknown>; user?: Record<string, unknown> }, string][] = [
    ['establishment name', { establishment: { name: 'A' } }, 'Nome do estabelecimento deve ter pelo menos 2 caracteres'],
    ['owner name', { establishment: { ownerName: 'B' } }, 'Nome do responsável deve ter pelo menos 2 caracteres'],
    ['e-mail', { establishment: { email: 'nao-e-email' } }, 'Email inválido'],
    ['phone', { establishment: { phone: '(11) 1234-56' } }, 'Telefone deve ter pelo menos 10 dígitos'],
    ['WhatsApp', { establishment: { whatsappNumber: '123456789' } }, 'WhatsApp deve ter pelo menos 10 dígitos'],
    ['segment', { establishment: { segment: '' } }, 'Selecione um segmento'],
    ['address', { establishment: { address: 'Rua 1' } }, 'Endereço completo é obrigatório'],
    ['password', { user: { password: '12345' } }, 'Senha deve ter pelo menos 6 caracteres'],
    ['user e-mail', { user: { email: 'x@' } }, 'Email inválido'],
  ];
  it.each(rules)('%s: answers 400 with the exact SPEC message and creates nothing', async (_field, overrides, message) => {
    const before = [await count('establishments'), await count('users')];
    const res = await anon.post('/api/register/establishment', registrationPayload(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect([await count('establishments'), await count('users')]).toEqual(before);
  });

  it('a duplicate e-mail answers 409 and leaves nothing half-created', async () => {
    const first = registrationPayload();
    expect((await anon.post('/api/register/establishment', first)).status).toBe(201);
    const before = [await count('establishments'), await count('users')];
    const again = registrationPayload({ user: { email: first.user.email.toUpperCase() } });
    const res = await anon.post('/api/register/establishment', again);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Este e-mail já está cadastrado.' });
    expect([await count('establishments'), await count('users')]).toEqual(before);
  });

  it('a body that is not an object answers 400', async () => {
    const res = await anon.request('POST', '/api/register/establishment', '[]', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});
