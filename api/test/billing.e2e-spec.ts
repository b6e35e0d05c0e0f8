import { paymentIntentIdFromSecret } from '@salao/contracts';
import { ApiClient } from './support/client';
import { createTenant, unique } from './support/factories';
import { startApp, type TestApp } from './support/app';

function pending(overrides: Record<string, unknown> = {}) {
  return {
    establishmentName: 'Barbearia Nova',
    ownerName: 'João Novo',
    userName: 'João Novo',
    email: `${unique('joao')}@teste.com`,
    phone: '11912345678',
    whatsappNumber: '11912345678',
    segment: 'Barbearia',
    address: 'Endereço a ser definido',
    password: 'segredo123',
    planId: 2,
    ...overrides,
  };
}

describe('registration with payment (sandbox provider)', () => {
  let t: TestApp;
  const anon = () => new ApiClient(t.url);
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('says which provider is active', async () => {
    expect((await anon().get('/api/billing/config')).body).toEqual({ provider: 'sandbox' });
  });

  it('create-subscription → pay → the admin logs in on the chosen plan with a 7-day trial', async () => {
    const reg = pending();
    const created = await anon().post('/api/create-subscription', reg);
    expect(created.status).toBe(200);
    expect(created.body.customerId).toMatch(/^cus_sandbox_/);
    expect(created.body.paymentLink).toMatch(/^\/pagamento\?client_secret=pi_sandbox_/);
    expect(created.body.provider).toBe('sandbox');
    // No account before the payment.
    expect((await anon().post('/api/login', { email: reg.email, password: reg.password })).status).toBe(401);

    const intent = paymentIntentIdFromSecret(created.body.clientSecret);
    const paid = await anon().post('/api/confirm-payment', { paymentIntentId: intent });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ success: true, message: 'Pagamento Confirmado!', email: reg.email, plan: 'Core' });

    const admin = new ApiClient(t.url);
    const login = await admin.login(reg.email, reg.password);
    expect(login.body).toMatchObject({ role: 'admin', name: 'João Novo', establishmentId: paid.body.establishmentId });
    expect((await admin.get('/api/establishment/permissions')).body).toMatchObject({ plan: { name: 'Core' }, hasFinancialAccess: true });
    const [est] = await t.db.query(`SELECT name, plan, trial_ends_at FROM establishments WHERE id = $1`, [paid.body.establishmentId]);
    expect(est.name).toBe('Barbearia Nova');
    const trialDays = (new Date(est.trial_ends_at).getTime() - Date.now()) / 86400000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);
  });

  it('confirming twice at once creates exactly one account', async () => {
    const reg = pending();
    const created = await anon().post('/api/create-subscription', reg);
    const intent = paymentIntentIdFromSecret(created.body.clientSecret);
    const answers = await Promise.all([1, 2, 3].map(() => anon().post('/api/confirm-payment', { paymentIntentId: intent })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.establishmentId)).size).toBe(1);
    expect(await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [reg.email])).toHaveLength(1);
  });

  it('manual confirmation by customer id works; unknown ids answer 404 with a message', async () => {
    const reg = pending({ planId: 3 });
    const created = await anon().post('/api/create-subscription', reg);
    const manual = await anon().post('/api/confirm-payment-manual', { stripeCustomerId: created.body.customerId });
    expect(manual.status).toBe(200);
    expect(manual.body.plan).toBe('Expert');
    const unknown = await anon().post('/api/confirm-payment-manual', { stripeCustomerId: 'cus_nao_existe' });
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.message).toBe('string');
    expect(unknown.body.error).toBe(unknown.body.message);
    expect((await anon().post('/api/confirm-payment-manual', {})).body.message).toBe('Por favor, digite o Customer ID');
    expect((await anon().post('/api/confirm-payment', { paymentIntentId: 'pi_nao_existe' })).status).toBe(404);
  });

  it('validates the pending registration with the SPEC messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ establishmentName: '' }, 'Nome do estabelecimento é obrigatório.'],
      [{ phone: '' }, 'Telefone é obrigatório.'],
      [{ segment: '' }, 'Selecione o segmento do seu estabelecimento.'],
      [{ email: 'x' }, 'Email inválido'],
      [{ password: '123' }, 'Senha deve ter pelo menos 6 caracteres'],
      [{ planId: 9 }, 'Erro ao processar plano selecionado. Tente novamente.'],
    ];
    for (const [override, message] of cases) {
      const res = await anon().post('/api/create-subscription', pending(override));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
  });

  it('an e-mail that already has an account answers 409 before any payment', async () => {
    const tenant = await createTenant(t.url, t.db);
    const res = await anon().post('/api/create-subscription', pending({ email: tenant.admin.email }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Este e-mail já está cadastrado.');
  });
});
