import { startApp, type TestApp } from '../support/app';
import { createDatabase } from '../support/pg-process';
import { createTenant, type Tenant } from '../support/factories';
import { startWebhookReceiver, type FakeWebhookReceiver } from '../support/fake-webhook-receiver';
import { databaseTarget, startTcpProxy, viaPort, type TcpProxy } from '../support/tcp-proxy';
import { key } from '../checkouts-visit';

const DOWN = { message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' };

/** Finding 6: with PostgreSQL unreachable the API answers 503 + Retry-After, and recovers without a restart. */
describe('database outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let a: Tenant;
  let rx: FakeWebhookReceiver;
  beforeAll(async () => {
    rx = await startWebhookReceiver();
    // Its own copy of the migrated database: jobs the worker's earlier files left due there (deliveries to hosts
    // that never answer) would run first and hold the delivery slots the second test waits on.
    const url = await createDatabase(process.env.TEST_DB_SERVER!, `${process.env.TEST_DB_NAME}_outage`, process.env.TEST_DB_TEMPLATE);
    proxy = await startTcpProxy(databaseTarget(url));
    // DB_POOL_SIZE small so the outage reaches every pooled connection quickly.
    t = await startApp({
      DATABASE_URL: viaPort(url, proxy.port),
      DB_POOL_SIZE: '4',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    a = await createTenant(t.url, t.db, 'Expert');
  });
  afterAll(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
    await rx.close();
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

  it('a background job that ends while the database is down does not take the API down', async () => {
    // A webhook delivery is in flight (its receiver thinking) when PostgreSQL goes away: recording its outcome and
    // acknowledging its job both fail. That is logged; the process keeps serving.
    expect((await a.client.post('/api/webhooks', { url: rx.url('lento'), events: ['client.created'] }, key())).status).toBe(201);
    const held = rx.hold('lento');
    expect((await a.client.post('/api/clients', { name: 'Cliente Lenta', phone: '11999990001' }, key())).status).toBe(201);
    // Bounded, and saying what the API printed: a delivery that never starts must not read as a bare test timeout.
    await within(held.arrived, 20_000, () => `a entrega do webhook não chegou ao receptor:\n${t.output().slice(-4000)}`);
    proxy.cut();
    held.release();
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.process.exitCode).toBeNull();
    expect((await a.client.get('/api/health')).status).toBe(503);
    proxy.restore();
    const end = Date.now() + 10000;
    let status = 0;
    while (Date.now() < end && status !== 200) {
      status = (await a.client.get('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  }, 60000);
});

async function within<T>(promise: Promise<T>, ms: number, why: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(why())), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
