import WebSocket from 'ws';
import { SESSION_COOKIE } from '@salao/contracts';
import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createStaffLogin, createTenant } from '../support/factories';
import { waitFor } from '../support/wait';

interface Live {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<number>;
}

function connect(base: string, token: string | null): Promise<Live> {
  const ws = new WebSocket(base.replace('http', 'ws') + '/ws', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nada em ${ms} ms`)), ms))]);

/** Finding 7: a live socket never outlives its session. */
describe('the live socket closes when its session ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ LIVE_SESSION_RECHECK_MS: '500' });
  });
  afterAll(() => t.close());

  it('logout closes the socket (4401) and nothing more arrives', async () => {
    const a = await createTenant(t.url, t.db);
    const colleague = new ApiClient(t.url);
    await colleague.login(a.admin.email, a.admin.password);
    const live = await connect(t.url, a.client.token);
    const token = a.client.token;
    await a.client.post('/api/logout');
    expect(await within(live.closed, 3000)).toBe(4401);
    // The establishment keeps changing through another session; the logged-out socket hears none of it.
    await colleague.put('/api/establishment', { name: 'Depois do Logout' });
    await new Promise((r) => setTimeout(r, 300));
    expect(live.messages).toEqual([]);
    await expect(connect(t.url, token)).rejects.toThrow('HTTP 401');
  });

  it('a password change closes the sockets of the other sessions, not the caller’s', async () => {
    const a = await createTenant(t.url, t.db);
    const second = new ApiClient(t.url);
    await second.login(a.admin.email, a.admin.password);
    const mine = await connect(t.url, a.client.token);
    const theirs = await connect(t.url, second.token);
    const res = await a.client.put('/api/user/password', { currentPassword: a.admin.password, password: 'novaSenha123', confirmPassword: 'novaSenha123' });
    expect(res.status).toBe(200);
    expect(await within(theirs.closed, 3000)).toBe(4401);
    expect(mine.ws.readyState).toBe(WebSocket.OPEN);
    mine.ws.close();
  });

  it('an expired or deleted session is caught by the periodic re-check', async () => {
    const a = await createTenant(t.url, t.db);
    const live = await connect(t.url, a.client.token);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE user_id = $1`, [a.admin.id]);
    expect(await within(live.closed, 5000)).toBe(4401);
  });
});

/** Sessions a domain deletes in its own transaction close their sockets at once, not at the 30 s re-check. */
describe('sessions ended by a password reset or revoked staff access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('a password reset closes every socket of the account', async () => {
    const a = await createTenant(t.url, t.db);
    const live = await connect(t.url, a.client.token);
    expect((await new ApiClient(t.url).post('/api/forgot-password', { email: a.admin.email })).status).toBe(200);
    const mail = await waitFor(
      async () => (await t.db.query(`SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [a.admin.email]))[0],
      'e-mail de redefinição',
    );
    const token = decodeURIComponent(/redefinir-senha\?token=(\S+)/.exec(mail.text_body)![1]!);
    expect((await new ApiClient(t.url).post('/api/reset-password', { token, newPassword: 'outraSenha789' })).status).toBe(200);
    expect(await within(live.closed, 3000)).toBe(4401);
  });

  it('revoking a collaborator’s system access closes their socket', async () => {
    const a = await createTenant(t.url, t.db);
    const staff = await createStaffLogin(t.url, t.db, a.establishmentId);
    const live = await connect(t.url, staff.client.token);
    const res = await a.client.put(`/api/staff/${staff.staffId}`, {
      name: 'Ana Colaboradora',
      role: 'Cabeleireira',
      email: staff.email,
      hasSystemAccess: false,
    });
    expect(res.status).toBe(200);
    expect(await within(live.closed, 3000)).toBe(4401);
  });
});

describe('across instances (Redis)', () => {
  it('logout on instance 1 closes the socket held by instance 2', async () => {
    const redis = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
    const one = await startApp({ REDIS_URL: redis });
    const two = await startApp({ REDIS_URL: redis });
    try {
      const a = await createTenant(one.url, one.db);
      const live = await connect(two.url, a.client.token);
      await a.client.post('/api/logout');
      expect(await within(live.closed, 3000)).toBe(4401);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
