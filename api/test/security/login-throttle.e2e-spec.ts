import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { registrationPayload, unique } from '../support/factories';

const TOO_MANY = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';
let next = 0;
/** A fresh client address per call (the app trusts X-Forwarded-For, as behind a proxy). */
const address = () => `10.${process.pid % 250}.${Math.floor(++next / 250)}.${next % 250}`;

/** Finding 3: guessing from one address must not lock the owner out everywhere. */
describe('security: login throttle', () => {
  let t: TestApp;
  const login = (email: string, password: string, from: string) =>
    new ApiClient(t.url).post('/api/login', { email, password }, { 'x-forwarded-for': from });

  /** An account, registered but not logged in: 127.0.0.1 is shared with every other test file's failures. */
  const account = async () => {
    const payload = registrationPayload();
    expect((await new ApiClient(t.url).post('/api/register/establishment', payload)).status).toBe(201);
    return { admin: payload.user };
  };

  beforeAll(async () => {
    t = await startApp({ TRUST_PROXY: 'true', LOGIN_FAILURES_PER_ADDRESS: '30' });
  });
  afterAll(() => t.close());

  it('5 wrong passwords from A: the right one from B logs in, from A answers 429', async () => {
    const { admin } = await account();
    const [a, b] = [address(), address()];
    for (let i = 0; i < 5; i++) expect((await login(admin.email, 'errada', a)).status).toBe(401);
    expect((await login(admin.email, admin.password, b)).status).toBe(200);
    const blocked = await login(admin.email, admin.password, a);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY });
  });

  it('the owner logging in elsewhere does not reset the guesser\'s count', async () => {
    const { admin } = await account();
    const [a, b] = [address(), address()];
    for (let i = 0; i < 4; i++) await login(admin.email, 'errada', a);
    expect((await login(admin.email, admin.password, b)).status).toBe(200);
    expect((await login(admin.email, 'errada', a)).status).toBe(401);
    expect((await login(admin.email, admin.password, a)).status).toBe(429);
  });

  it('failures spread over many addresses only slow the account down, never refuse the right password', async () => {
    const { admin } = await account();
    for (let i = 0; i < 7; i++) expect((await login(admin.email, 'errada', address())).status).toBe(401);
    const started = Date.now();
    expect((await login(admin.email, admin.password, address())).status).toBe(200);
    // 7 recent failures: 400 ms of server-side delay before the password is checked.
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('30 failures from one address, on any accounts, answer 429 for that address only', async () => {
    const { admin } = await account();
    const sprayer = address();
    for (let i = 0; i < 30; i++) expect((await login(`${unique('alvo')}@teste.com`, 'errada', sprayer)).status).toBe(401);
    expect((await login(admin.email, admin.password, sprayer)).status).toBe(429);
    expect((await login(admin.email, admin.password, address())).status).toBe(200);
  });
});
