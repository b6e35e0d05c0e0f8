import { createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';
import { connectLive } from './support/live-socket';

const connect = (base: string, token: string | null) => connectLive<unknown>(base, token);

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('live connection /ws', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    t = await startApp();
    a = await createTenant(t.url, t.db);
    b = await createTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  it('refuses a connection without a session', async () => {
    await expect(connect(t.url, null)).rejects.toThrow('HTTP 401');
    await expect(connect(t.url, 'token-inventado')).rejects.toThrow('HTTP 401');
  });

  it("an event for establishment A reaches A's sockets and never B's", async () => {
    const sa = await connect(t.url, a.client.token);
    const sb = await connect(t.url, b.client.token);
    await a.client.put('/api/establishment', { name: 'Salão A Ao Vivo' });
    await until(() => sa.messages.length === 1);
    expect(sa.messages[0]).toEqual({ type: 'dashboard_change', establishmentId: a.establishmentId });
    // B's socket is open and working: it receives its own event, and only that.
    await b.client.patch('/api/establishment/timezone', { timezone: 'America/Recife' });
    await until(() => sb.messages.length === 1);
    expect(sb.messages).toEqual([{ type: 'dashboard_change', establishmentId: b.establishmentId }]);
    sa.ws.close();
    sb.ws.close();
  });

  it('the auth message cannot pick another establishment', async () => {
    const sb = await connect(t.url, b.client.token);
    sb.ws.send(JSON.stringify({ type: 'auth', establishmentId: a.establishmentId, userId: a.admin.id, userRole: 'admin' }));
    await until(() => sb.messages.length === 1);
    expect(sb.messages[0]).toMatchObject({ type: 'auth_ok', establishmentId: b.establishmentId, userId: b.admin.id });
    await a.client.put('/api/establishment', { name: 'Outro Nome' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sb.messages).toHaveLength(1);
    sb.ws.close();
  });

  it('a socket whose session ended by logout stops being accepted on reconnect', async () => {
    const c = await createTenant(t.url, t.db);
    const token = c.client.token;
    await c.client.post('/api/logout');
    await expect(connect(t.url, token)).rejects.toThrow('HTTP 401');
  });
});

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
describe('live fan-out through Redis across two API instances', () => {
  it('an event raised on instance 1 reaches a socket connected to instance 2', async () => {
    const one = await startApp({ REDIS_URL: redisUrl });
    const two = await startApp({ REDIS_URL: redisUrl });
    try {
      const a = await createTenant(one.url, one.db);
      const b = await createTenant(one.url, one.db);
      const onTwo = await connect(two.url, a.client.token);
      const otherOnTwo = await connect(two.url, b.client.token);
      // The change is made through instance one; the socket lives on instance two.
      await a.client.put('/api/establishment', { name: 'Mudou na Instância 1' });
      await until(() => onTwo.messages.length === 1);
      expect(onTwo.messages[0]).toEqual({ type: 'dashboard_change', establishmentId: a.establishmentId });
      await new Promise((r) => setTimeout(r, 200));
      expect(otherOnTwo.messages).toHaveLength(0);
      onTwo.ws.close();
      otherOnTwo.ws.close();
    } finally {
      await one.close();
      await two.close();
    }
  });
});
