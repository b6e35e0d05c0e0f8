import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createTenant, registrationPayload, unique } from '../support/factories';
import { waitFor } from '../support/wait';

const SENT = 'Se este email existir em nossos registros, você receberá instruções para redefinir sua senha.';

/** Finding 9: callers cannot tell who has an account from forgot-password, and registration probing is limited. */
describe('security: who has an account (forgot-password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const resetJob = async (email: string) =>
    (await t.db.query(`SELECT state FROM pgboss.job WHERE name = 'identity.password-reset' AND data->>'email' = $1`, [email]))[0] as
      | { state: string }
      | undefined;

  it('forgot-password only enqueues a job, known e-mail or not; the lookup and the e-mail happen in the job', async () => {
    const tenant = await createTenant(t.url, t.db);
    const stranger = `${unique('ninguem')}@teste.com`;
    for (const email of [tenant.admin.email, stranger]) {
      const res = await new ApiClient(t.url).post('/api/forgot-password', { email });
      expect(res.body).toEqual({ message: SENT });
      expect(await resetJob(email)).toBeDefined();
    }
    await waitFor(async () => (await resetJob(stranger))?.state === 'completed', 'o job do e-mail desconhecido');
    expect(await t.db.query(`SELECT 1 FROM outbox_emails WHERE to_address = $1`, [stranger])).toHaveLength(0);
    await waitFor(
      async () => (await t.db.query(`SELECT 1 FROM outbox_emails WHERE to_address = $1`, [tenant.admin.email])).length > 0,
      'o e-mail de redefinição',
    );
  });
});

describe('security: who has an account (registration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Addresses come from X-Forwarded-For: 127.0.0.1 is shared by every test file's registrations.
    t = await startApp({ TRUST_PROXY: 'true', REGISTRATIONS_PER_HOUR: '10' });
  });
  afterAll(() => t.close());

  it('registration keeps its message but answers 429 after 10 attempts an hour from one address', async () => {
    const probe = `${unique('sondado')}@teste.com`;
    const from = { 'x-forwarded-for': `10.200.${process.pid % 250}.${Math.floor(Math.random() * 250)}` };
    const client = new ApiClient(t.url);
    expect((await client.post('/api/register/establishment', registrationPayload({ user: { email: probe } }), from)).status).toBe(201);
    for (let i = 0; i < 9; i++) {
      const res = await client.post('/api/register/establishment', registrationPayload({ user: { email: probe } }), from);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Este e-mail já está cadastrado.' });
    }
    const limited = await client.post('/api/register/establishment', registrationPayload({ user: { email: probe } }), from);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Muitas tentativas de cadastro a partir deste endereço. Aguarde uma hora e tente novamente.' });
    // Another address is not affected.
    expect((await client.post('/api/register/establishment', registrationPayload(), { 'x-forwarded-for': '10.201.0.1' })).status).toBe(201);
  });
});
