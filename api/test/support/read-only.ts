import { BILLING_MSG } from '@salao/contracts';
import type { ApiClient } from './client';

/** A canceled account: a write answers 402 with the read-only message, the client list still reads and keeps `kept`. */
export async function expectReadOnly(client: ApiClient, kept: string): Promise<void> {
  const write = await client.post('/api/clients', { name: 'Não pode', phone: '11999990009' });
  expect(write.status).toBe(402);
  expect(write.body.message).toBe(BILLING_MSG.readOnly);
  const list = await client.get('/api/clients');
  expect(list.status).toBe(200);
  expect(JSON.stringify(list.body)).toContain(kept);
}
