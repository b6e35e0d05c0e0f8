import { MSG } from '@salao/contracts';
import { startApp, type TestApp } from '../support/app';
import { ApiClient } from '../support/client';
import { createTenant, unique } from '../support/factories';
import { waitFor } from '../support/wait';
import { agendaTenant, futureMonday } from '../agenda-fixtures';

const TOO_MANY_REGISTRATIONS = 'Muitas tentativas de cadastro a partir deste endereço. Aguarde uma hora e tente novamente.';
let next = 0;
/** A fresh client address per call (the app trusts X-Forwarded-For, as behind a proxy). */
const address = () => `10.${(process.pid + 7) % 250}.${Math.floor(++next / 250)}.${next % 250}`;
/** Time for a wrongly queued job to write its e-mail, so "nothing arrived" means something. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

/** What anonymous callers can make the product do to others: mails, accounts, messages. */
describe('public calls are bounded: forgot-password mails, sign-ups, messages to one recipient', () => {
  let t: TestApp;
  const from = (ip: string) => ({ post: (path: string, body: unknown) => new ApiClient(t.url).post(path, body, { 'x-forwarded-for': ip }) });
  const mails = async (to: string) =>
    (await t.db.query(`SELECT text_body AS text FROM outbox_emails WHERE to_address = $1 ORDER BY id`, [to])) as { text: string }[];

  beforeAll(async () => {
    t = await startApp({
      TRUST_PROXY: 'true',
      REGISTRATIONS_PER_HOUR: '3',
      FORGOT_PASSWORD_PER_EMAIL: '5',
      FORGOT_PASSWORD_PER_ADDRESS: '20',
      PUBLIC_MESSAGES_PER_RECIPIENT: '3',
      ONLINE_BOOKINGS_PER_ADDRESS: '100000',
    });
    // This file's tenants sign up from the loopback address, which earlier files on this database also used.
    await t.db.query(`DELETE FROM rate_limit_hits WHERE scope = 'registration'`);
  }, 60000);
  afterAll(() => t.close());

  it('forgot-password: at most 5 mails per e-mail an hour, whoever asks; always the same neutral answer', async () => {
    const tenant = await createTenant(t.url, t.db);
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await from(address()).post('/api/forgot-password', { email: tenant.admin.email }));
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(8).fill([200, MSG.forgotSent]));
    await waitFor(async () => (await mails(tenant.admin.email)).length === 5, '5 e-mails de redefinição');
    await settle();
    expect(await mails(tenant.admin.email)).toHaveLength(5);
  });

  it('forgot-password: at most 20 calls per client address an hour; the 21st sends nothing and answers the same', async () => {
    const tenant = await createTenant(t.url, t.db);
    const caller = address();
    for (let i = 0; i < 20; i++) expect((await from(caller).post('/api/forgot-password', { email: `${unique('ninguem')}@teste.com` })).status).toBe(200);
    expect(await from(caller).post('/api/forgot-password', { email: tenant.admin.email })).toMatchObject({ status: 200, body: { message: MSG.forgotSent } });
    await settle();
    expect(await mails(tenant.admin.email)).toHaveLength(0);
    expect((await from(address()).post('/api/forgot-password', { email: tenant.admin.email })).status).toBe(200);
    await waitFor(async () => (await mails(tenant.admin.email)).length === 1, 'o e-mail pedido de outro endereço');
  });

  it('create-subscription and confirm-payment count as sign-up attempts of their address', async () => {
    const signup = () => ({
      establishmentName: 'Salão Novo',
      userName: 'Dona Nova',
      email: `${unique('nova')}@teste.com`,
      phone: '11912345678',
      segment: 'Salão',
      password: 'segredo123',
      planId: 1,
    });
    const caller = from(address());
    for (let i = 0; i < 3; i++) expect((await caller.post('/api/create-subscription', signup())).status).toBe(200);
    expect(await caller.post('/api/create-subscription', signup())).toMatchObject({ status: 429, body: { message: TOO_MANY_REGISTRATIONS } });
    const payer = from(address());
    for (let i = 0; i < 3; i++) expect((await payer.post('/api/confirm-payment', { paymentIntentId: `pi_nao_existe_${i}` })).status).not.toBe(429);
    expect(await payer.post('/api/confirm-payment', { paymentIntentId: 'pi_nao_existe' })).toMatchObject({
      status: 429,
      body: { message: TOO_MANY_REGISTRATIONS },
    });
  });

  it("messages to a booking's e-mail: no link, at most 60 characters of the name, at most 3 an hour to one address", async () => {
    const x = await agendaTenant(t.url, t.db);
    const slug = (await x.client.get('/api/establishment')).body.slug;
    const victim = `${unique('vitima')}@teste.com`;
    const name = 'Ganhe um PIX de R$ 500 em https://golpe.example/pix ou www.golpe.com.br agora mesmo, é só clicar e confirmar seus dados';
    const book = (i: number) =>
      from(address()).post(`/api/public/${slug}/appointments`, {
        serviceId: x.serviceId,
        staffId: x.staffId,
        date: futureMonday(2),
        time: `${String(9 + i).padStart(2, '0')}:00`,
        name,
        phone: `(11) 9876${String(54320 + i)}`,
        email: victim,
      });
    for (let i = 0; i < 4; i++) expect((await book(i)).status).toBe(201);
    await waitFor(
      async () =>
        (
          await t.db.query(`SELECT count(*)::int AS n FROM online_booking_sends WHERE establishment_id = $1 AND status IN ('sent', 'skipped')`, [
            x.establishmentId,
          ])
        )[0].n === 4,
      'as 4 mensagens',
    );
    const sent = await mails(victim);
    expect(sent).toHaveLength(3);
    for (const { text } of sent) {
      expect(text).not.toMatch(/golpe|https?:\/\/(?!127\.0\.0\.1|localhost)|www\./i);
      const greeting = /Olá, (.*?)!/.exec(text)?.[1] ?? '';
      expect([...greeting].length).toBeLessThanOrEqual(60);
      expect(greeting).toContain('Ganhe um PIX');
    }
  });
});
