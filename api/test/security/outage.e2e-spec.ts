import { startApp, type TestApp } from '../support/app';
import { createTenant, type Tenant } from '../support/factories';
import { databaseTarget, startTcpProxy, viaPort, type TcpProxy } from '../support/tcp-proxy';

const DOWN = { message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' };

/** Finding 6: with PostgreSQL unreachable the API answers 503 + Retry-After, and recovers without a restart. */
describe('database outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    proxy = await startTcpProxy(databaseTarget(process.env.TEST_DB_URL!));
    // DB_POOL_SIZE small so the outage reaches every pooled connection quickly.
    t = await startApp({ DATABASE_URL: viaPort(process.env.TEST_DB_URL!, proxy.port), DB_POOL_SIZE: '4' });
    a = await createTenant(t.url, t.db);
  });
  afterAll(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After while the database is down, then 200 again by itself', async () => {
    expect((await a.client.get('/api/clients')).status).toBe(200);
    proxy.cut();
    for (const call of [
      () => a.client.get('/api/clients'),
      () => a.client.post('/api/clients', { name: 'Cliente', phone: '11999990000', confirmDuplicate: true }),
      () => a.client.post('/api/login', { email: a.admin.email, password: a.admin.password }),
    ]) {
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.body).toEqual(DOWN);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expect((await a.client.get('/api/health')).status).toBe(503);
    proxy.restore();
    const end = Date.now() + 10000;
    let status = 0;
    while (Date.now() < end && status !== 200) {
      status = (await a.client.get('/api/clients')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await a.client.get('/api/health')).status).toBe(200);
  }, 30000);
});
