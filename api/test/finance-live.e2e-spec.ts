import type WebSocket from 'ws';
import { dayjs } from '@salao/contracts';
import { ZONE } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { connectLive, waitForMessage } from './support/live-socket';

type Message = { type: string; productId?: number; transactionId?: number };

/** Open stock and finance screens refresh on inventory_change and financial_change (docs/product/api.md 'Live connection'). */
describe('products and transactions: live events', () => {
  let t: TestApp;
  let owner: Tenant;
  let live: { ws: WebSocket; messages: Message[] };
  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    live = await connectLive<Message>(t.url, owner.client.token);
  });
  afterAll(async () => {
    live.ws.close();
    await t.close();
  });

  it('product writes announce inventory_change; a sale also financial_change with its income', async () => {
    const { body: p } = await owner.client.post('/api/products', { name: 'Condicionador', category: 'Cabelo', price: '30.00', currentStock: 3, minStock: 1 });
    await waitForMessage(live.messages, (m) => m.type === 'inventory_change' && m.productId === p.id);
    live.messages.length = 0;
    const sale = await owner.client.post('/api/products/sell', { productId: p.id, quantity: 1, unitPrice: '30.00' });
    await waitForMessage(live.messages, (m) => m.type === 'inventory_change' && m.productId === p.id);
    await waitForMessage(live.messages, (m) => m.type === 'financial_change' && m.transactionId === sale.body.transactionId);
    live.messages.length = 0;
    await owner.client.delete(`/api/products/${p.id}`);
    await waitForMessage(live.messages, (m) => m.type === 'inventory_change' && m.productId === p.id);
  });

  it('a refused sale announces nothing', async () => {
    const { body: p } = await owner.client.post('/api/products', { name: 'Esgotado', category: 'Cabelo', price: '30.00', currentStock: 0, minStock: 1 });
    await waitForMessage(live.messages, (m) => m.type === 'inventory_change' && m.productId === p.id);
    live.messages.length = 0;
    expect((await owner.client.post('/api/products/sell', { productId: p.id, quantity: 1, unitPrice: '30.00' })).status).toBe(409);
    await new Promise((r) => setTimeout(r, 200));
    expect(live.messages).toEqual([]);
  });

  it('registering and deleting a movement announce financial_change', async () => {
    const date = dayjs().tz(ZONE).format('YYYY-MM-DD');
    const { body: x } = await owner.client.post('/api/transactions', {
      type: 'expense',
      amount: 20,
      description: 'Aluguel',
      category: 'Aluguel',
      paymentMethod: 'PIX',
      date,
    });
    await waitForMessage(live.messages, (m) => m.type === 'financial_change' && m.transactionId === x.id);
    live.messages.length = 0;
    await owner.client.delete(`/api/transactions/${x.id}`);
    await waitForMessage(live.messages, (m) => m.type === 'financial_change' && m.transactionId === x.id);
  });
});
