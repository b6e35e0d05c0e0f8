import { ApiClient } from '../support/client';
import { startApp } from '../support/app';
import { createTenant } from '../support/factories';

/** Fault test: kill -9 the API under a write load; every write it acknowledged is there after a restart. */
describe('kill -9 under write load', () => {
  it('loses no acknowledged write', async () => {
    const first = await startApp();
    const tenant = await createTenant(first.url, first.db);
    const acknowledged: number[] = [];
    const load = { stop: false };
    const writer = async (w: number) => {
      const client = new ApiClient(first.url);
      client.token = tenant.client.token;
      for (let i = 0; !load.stop; i++) {
        try {
          const res = await client.post('/api/clients', { name: `Carga ${w}-${i}`, phone: '11999990000', confirmDuplicate: true });
          if (res.status === 201) acknowledged.push(res.body.id);
        } catch {
          return; // the process died mid-request: that write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await new Promise((r) => setTimeout(r, 1500));
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    await exited;
    load.stop = true;
    await Promise.all(writers);
    await first.db.destroy();
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startApp();
    try {
      const ids: { id: number }[] = await second.db.query(`SELECT id FROM clients WHERE id = ANY($1::int[])`, [acknowledged]);
      expect(acknowledged.length - ids.length).toBe(0);
      // The restarted API serves the same data.
      const admin = new ApiClient(second.url);
      admin.token = tenant.client.token;
      expect((await admin.get('/api/clients')).body.length).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await second.close();
    }
  }, 60000);
});
