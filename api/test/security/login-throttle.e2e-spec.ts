import { type Answer, ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { registrationPayload, unique } from '../support/factories';

const TOO_MANY = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';
let next = 0;
/** A fresh client address per call (the app trusts X-Forwarded-For, as behind a proxy). */
const address = () => `10.${process.pid % 250}.${Math.floor(++next / 250)}.${next % 250}`;

/** Finding 3: guessing from one address must not lock the owner out everywhere. */
describe('security: login throttle', () => {
  let t: TestApp;
  const login = (email: string, password: string, from: string, cookie?: string) =>
    new ApiClient(t.url).post('/api/login', { email, password }, { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) });
  /** The device cookie a successful login hands the browser (`name=value`), for that account. */
  const deviceCookieOf = (res: Answer) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('salao_dev_'))
      ?.split(';')[0];

  /** An account, registered but not logged in: 127.0.0.1 is shared with every other test file's failures. */
  const account = async () => {
    const payload = registrationPayload();
    expect((await new ApiClient(t.url).post('/api/register/establishment', payload)).status).toBe(201);
    return { admin: payload.user };
  };

  beforeAll(async () => {
    t = await startApp({ TRUST_PROXY: 'true', LOGIN_FAILURES_PER_ADDRESS: '30', LOGIN_FAILURES_PER_ACCOUNT: '10' });
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

  it("the owner logging in elsewhere does not reset the guesser's count", async () => {
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

  it("30 failures from the salon's address lock out clients without a device cookie there, never a team member whose browser has one", async () => {
    const { admin } = await account();
    const salon = address();
    const first = await login(admin.email, admin.password, address());
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(/^salao_dev_\w+=\S+\.\S+$/);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('salao_dev_'))).toMatch(/HttpOnly/i);
    for (let i = 0; i < 30; i++) expect((await login(`${unique('alvo')}@teste.com`, 'errada', salon)).status).toBe(401);
    for (let i = 0; i < 5; i++) await login(admin.email, 'errada', salon);
    expect((await login(admin.email, admin.password, salon, cookie)).status).toBe(200);
    expect((await login(admin.email, admin.password, salon)).status).toBe(429);
  });

  it("a trusted browser keeps its own budget: its 5 mistakes lock it alone; a forged or another account's cookie is no cookie", async () => {
    const [{ admin }, other] = [await account(), await account()];
    const cookie = deviceCookieOf(await login(admin.email, admin.password, address()))!;
    const otherCookie = deviceCookieOf(await login(other.admin.email, other.admin.password, address()))!;
    const from = address();
    for (let i = 0; i < 5; i++) expect((await login(admin.email, 'errada', from, cookie)).status).toBe(401);
    expect((await login(admin.email, admin.password, from, cookie)).status).toBe(429);
    expect((await login(admin.email, admin.password, from)).status).toBe(200);
    const forged = cookie.replace(/\.[^.]+$/, '.falsificada');
    const otherAccounts = `${cookie.split('=')[0]}=${otherCookie.split('=')[1]}`;
    const guesser = address();
    for (const fake of [forged, otherAccounts, forged, otherAccounts, forged])
      expect((await login(other.admin.email, 'errada', guesser, fake)).status).toBe(401);
    expect((await login(other.admin.email, other.admin.password, guesser, forged)).status).toBe(429);
  });

  it("clients without a device cookie are limited per account too; the owner's browser still logs in", async () => {
    const { admin } = await account();
    const cookie = deviceCookieOf(await login(admin.email, admin.password, address()));
    for (let i = 0; i < 10; i++) expect((await login(admin.email, 'errada', address())).status).toBe(401);
    expect(await login(admin.email, admin.password, address())).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    expect((await login(admin.email, admin.password, address(), cookie)).status).toBe(200);
  }, 30000);
});
