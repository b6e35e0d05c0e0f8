import type WebSocket from 'ws';
import { createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';
import { connectLive, waitForMessage } from './support/live-socket';

interface Live {
  ws: WebSocket;
  messages: { type: string; clientId?: number }[];
}

const connect = (base: string, token: string | null): Promise<Live> => connectLive(base, token);

async function clientChange(live: Live, clientId: number): Promise<void> {
  await waitForMessage(live.messages, (m) => m.type === 'client_change' && m.clientId === clientId);
}

/** Open client screens refresh on client_change (docs/product/api.md): every write that changes a client announces it. */
describe('clients: live client_change', () => {
  let t: TestApp;
  let tenant: Tenant;
  let live: Live;
  beforeAll(async () => {
    t = await startApp();
    tenant = await createTenant(t.url, t.db, 'Core');
    live = await connect(t.url, tenant.client.token);
  });
  afterAll(async () => {
    live.ws.close();
    await t.close();
  });

  it('create, update, delete and points each announce the client', async () => {
    const { body: c } = await tenant.client.post('/api/clients', { name: 'Ao Vivo', phone: '11999990000' });
    await clientChange(live, c.id);
    live.messages.length = 0;
    await tenant.client.put(`/api/clients/${c.id}`, { name: 'Ao Vivo 2', phone: '11999990000' });
    await clientChange(live, c.id);
    live.messages.length = 0;
    const programId = (await tenant.client.get('/api/loyalty/programs')).body[0].id;
    await tenant.client.post(`/api/loyalty/clients/${c.id}/add-points`, { programId, points: 3 });
    await clientChange(live, c.id);
    live.messages.length = 0;
    await tenant.client.post(`/api/loyalty/clients/${c.id}/use-points`, { programId, points: 3 });
    await clientChange(live, c.id);
    live.messages.length = 0;
    await tenant.client.delete(`/api/clients/${c.id}`);
    await clientChange(live, c.id);
  });

  it('completing an appointment announces its client', async () => {
    const { body: c } = await tenant.client.post('/api/clients', { name: 'Cliente Atendida', phone: '11999990000' });
    const [service] = await t.db.query(`INSERT INTO services (establishment_id, name, duration_minutes, price) VALUES ($1, 'Corte', 30, 50) RETURNING id`, [
      tenant.establishmentId,
    ]);
    const [staff] = await t.db.query(`INSERT INTO staff (establishment_id, name, role) VALUES ($1, 'Pro', 'Cabeleireira') RETURNING id`, [
      tenant.establishmentId,
    ]);
    const [appt] = await t.db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
       VALUES ($1, $2, $3, $4, now() - interval '1 hour', now() - interval '30 minutes', 30, 50, 'confirmed') RETURNING id`,
      [tenant.establishmentId, c.id, service.id, staff.id],
    );
    live.messages.length = 0;
    expect((await tenant.client.patch(`/api/appointments/${appt.id}/status`, { status: 'completed' })).status).toBe(200);
    await clientChange(live, c.id);
  });
});
