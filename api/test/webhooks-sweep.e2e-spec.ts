import { DeliveriesRepository } from '../src/modules/webhooks/deliveries.repository';
import { IN_FLIGHT_PER_WEBHOOK, SWEEP_GRACE_SECONDS } from '../src/modules/webhooks/webhook-delivery.service';
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
  let b: Tenant;
  const insert = async (webhookId: number, dueSecondsAgo: number, claimed = false, resource = `client:${dueSecondsAgo}`) => {
    const [row] = await t.db.query(
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event, resource, body, next_attempt_at, claimed_until)
       VALUES ($1, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'client.created', $4, '{}',
               now() - make_interval(secs => $2::int), CASE WHEN $3::boolean THEN now() + interval '1 minute' END)
       RETURNING id::int AS id`,
      [webhookId, dueSecondsAgo, claimed, resource],
    );
    return row.id as number;
  };
  const due = () => new DeliveriesRepository(t.db).due(500, SWEEP_GRACE_SECONDS, IN_FLIGHT_PER_WEBHOOK);
  beforeAll(async () => {
    t = await startApp();
    a = await createTenant(t.url, t.db, 'Expert');
    b = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(() => t.close());

  it('queues a delivery due for over a minute, not one due just now, nor a claimed one or one of a webhook turned off', async () => {
    const hook = await a.client.post('/api/webhooks', { url: 'https://hooks.example.com/varredura', events: ['client.created'] }, key());
    expect(hook.status).toBe(201);
    const off = await a.client.post('/api/webhooks', { url: 'https://hooks.example.com/desligado', events: ['client.created'], active: false }, key());
    expect(off.status).toBe(201);
    const lost = await insert(hook.body.id, 120);
    const justDue = await insert(hook.body.id, 10);
    const claimed = await insert(hook.body.id, 300, true);
    const ofOff = await insert(off.body.id, 300);
    const swept = await due();
    expect(swept).toContain(lost);
    expect(swept).not.toContain(justDue);
    expect(swept).not.toContain(claimed);
    expect(swept).not.toContain(ofOff);
  });

  it('takes a few of each webhook, oldest due first, the establishments taking turns; none behind an earlier one of its resource', async () => {
    const many = await a.client.post('/api/webhooks', { url: 'https://hooks.example.com/acumulado', events: ['client.created'] }, key());
    expect(many.status).toBe(201);
    const other = await b.client.post('/api/webhooks', { url: 'https://hooks.example.com/outro', events: ['client.created'] }, key());
    expect(other.status).toBe(201);
    // A's backlog (older, lower ids), then B's one lost delivery.
    const backlog: number[] = [];
    for (let i = 0; i < 20; i++) backlog.push(await insert(many.body.id, 600 - i, false, `client:a${i}`));
    const waiting = await insert(many.body.id, 700, false, 'client:a0');
    const lostOfB = await insert(other.body.id, 120, false, 'client:b');
    const swept = await due();
    expect(swept.filter((id) => backlog.includes(id) || id === waiting)).toEqual(backlog.slice(0, IN_FLIGHT_PER_WEBHOOK));
    expect(swept).toContain(lostOfB);
    // Each establishment's first before anyone's second.
    expect(swept.indexOf(lostOfB)).toBeLessThan(swept.indexOf(backlog[1]!));
  });
});
