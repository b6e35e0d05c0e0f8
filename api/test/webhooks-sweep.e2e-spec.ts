import { DeliveriesRepository } from '../src/modules/webhooks/deliveries.repository';
import { SWEEP_GRACE_SECONDS } from '../src/modules/webhooks/webhook-delivery.service';
import { key } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';

/**
 * The sweep is a safety net for a job lost between a commit and its queueing (docs/product/webhooks.md): it takes a
 * row only once its own job has had a minute, so retries due right now are not queued twice.
 */
describe('webhooks: the sweep', () => {
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    t = await startApp();
    a = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(() => t.close());

  it('queues a delivery due for over a minute, not one due just now, nor a claimed one or one of a webhook turned off', async () => {
    const hook = await a.client.post('/api/webhooks', { url: 'https://hooks.example.com/varredura', events: ['client.created'] }, key());
    expect(hook.status).toBe(201);
    const off = await a.client.post('/api/webhooks', { url: 'https://hooks.example.com/desligado', events: ['client.created'], active: false }, key());
    expect(off.status).toBe(201);
    const insert = async (webhookId: number, dueSecondsAgo: number, claimed = false) => {
      const [row] = await t.db.query(
        `INSERT INTO webhook_deliveries (webhook_id, message_id, event, resource, body, next_attempt_at, claimed_until)
         VALUES ($1, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'client.created', 'client:' || $2::text, '{}',
                 now() - make_interval(secs => $2::int), CASE WHEN $3::boolean THEN now() + interval '1 minute' END)
         RETURNING id::int AS id`,
        [webhookId, dueSecondsAgo, claimed],
      );
      return row.id as number;
    };
    const lost = await insert(hook.body.id, 120);
    const justDue = await insert(hook.body.id, 10);
    const claimed = await insert(hook.body.id, 300, true);
    const ofOff = await insert(off.body.id, 300);
    const due = await new DeliveriesRepository(t.db).due(500, SWEEP_GRACE_SECONDS);
    expect(due).toContain(lost);
    expect(due).not.toContain(justDue);
    expect(due).not.toContain(claimed);
    expect(due).not.toContain(ofOff);
  });
});
