import { LIVE_ORIGIN_HEADER } from '@salao/contracts';
import { createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';
import { connectLive, waitForMessage } from './support/live-socket';

type Message = { type: string; clientId?: number; origin?: string };

/** A tab names itself on a write (x-live-origin) and the live messages of that write carry its name, so it skips the echo. */
describe('live messages name the tab that caused them', () => {
  let t: TestApp;
  let tenant: Tenant;
  let live: Awaited<ReturnType<typeof connectLive<Message>>>;
  beforeAll(async () => {
    t = await startApp();
    tenant = await createTenant(t.url, t.db, 'Core');
    live = await connectLive<Message>(t.url, tenant.client.token);
  });
  afterAll(async () => {
    live.ws.close();
    await t.close();
  });

  it('a write with x-live-origin produces a message carrying that origin', async () => {
    const { status, body } = await tenant.client.post('/api/clients', { name: 'Origem', phone: '11999990000' }, { [LIVE_ORIGIN_HEADER]: 'aba-123' });
    expect(status).toBe(201);
    const message = await waitForMessage(live.messages, (m) => m.type === 'client_change' && m.clientId === body.id);
    expect(message.origin).toBe('aba-123');
  });

  it('a write without the header, or with a malformed one, carries no origin', async () => {
    const plain = (await tenant.client.post('/api/clients', { name: 'Sem Origem', phone: '11999990001' })).body;
    const bad = (await tenant.client.post('/api/clients', { name: 'Origem Ruim', phone: '11999990002' }, { [LIVE_ORIGIN_HEADER]: 'not a tab id!' })).body;
    expect((await waitForMessage(live.messages, (m) => m.type === 'client_change' && m.clientId === plain.id)).origin).toBeUndefined();
    expect((await waitForMessage(live.messages, (m) => m.type === 'client_change' && m.clientId === bad.id)).origin).toBeUndefined();
  });
});
