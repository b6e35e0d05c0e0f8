import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createTenant } from '../support/factories';
import { waitFor } from '../support/wait';

/**
 * A resolved session is reused for SESSION_CACHE_MS (platform/auth/session-cache.ts). These run with a long
 * reuse time, so only the drops the cache promises can explain what the next call sees.
 */
describe('sessions reused between calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ SESSION_CACHE_MS: '60000' });
  });
  afterAll(() => t.close());

  it('a plan change is seen at once by every session of the establishment, not only the one that made it', async () => {
    const x = await createTenant(t.url, t.db);
    const other = new ApiClient(t.url);
    await other.login(x.admin.email, x.admin.password);
    expect((await other.get('/api/products')).status).toBe(403);
    const upgraded = await x.client.post('/api/billing/change-plan', { planId: 3 });
    expect(upgraded.body).toMatchObject({ plan: 'Expert' });
    expect((await other.get('/api/products')).status).toBe(200);
  });

  it('logout ends the session at once, even just after it was resolved', async () => {
    const x = await createTenant(t.url, t.db);
    const token = x.client.token;
    expect((await x.client.get('/api/session')).status).toBe(200);
    expect((await x.client.post('/api/logout')).status).toBeLessThan(300);
    x.client.token = token;
    expect((await x.client.get('/api/session')).status).toBe(401);
  });
});

describe('sessions reused between calls, across instances (Redis)', () => {
  it('logout on instance 1 ends the session that instance 2 had just resolved', async () => {
    const redis = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
    const one = await startApp({ REDIS_URL: redis, SESSION_CACHE_MS: '60000' });
    const two = await startApp({ REDIS_URL: redis, SESSION_CACHE_MS: '60000' });
    try {
      const x = await createTenant(one.url, one.db);
      const onTwo = new ApiClient(two.url);
      onTwo.token = x.client.token;
      expect((await onTwo.get('/api/session')).status).toBe(200);
      await x.client.post('/api/logout');
      await waitFor(async () => (await onTwo.get('/api/session')).status === 401, 'o logout chegar à instância 2', 3000);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('a change made outside any request (a job, a direct write) is read within SESSION_CACHE_MS', async () => {
    const app = await startApp({ SESSION_CACHE_MS: '300' });
    try {
      const x = await createTenant(app.url, app.db);
      expect((await x.client.get('/api/products')).status).toBe(403);
      await app.db.query(`UPDATE establishments SET plan = 'Expert' WHERE id = $1`, [x.establishmentId]);
      await new Promise((r) => setTimeout(r, 400));
      expect((await x.client.get('/api/products')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
