import { CURSOR_MSG } from '@salao/contracts';
import { agendaTenant, booking, futureMonday, insertClient, type AgendaTenant } from './agenda-fixtures';
import { scopedKey } from './integration-scopes-fixtures';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { walkCursor } from './support/cursor-walk';

/** Cursor pages of GET /api/clients and GET /api/appointments (docs/product/api.md 'Cursor pages'). */
describe('cursor pages for integrations', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let key: string;
  const get = (path: string) => new ApiClient(t.url).get(path, { authorization: `Bearer ${key}` });

  /** Every page from after=0 on: the ids in order and how many calls it took. */
  async function walk(path: string, list: 'clients' | 'appointments', limit: number): Promise<{ ids: number[]; pages: number }> {
    const { items, pages } = await walkCursor<{ id: number }>(get, path, list, limit);
    return { ids: items.map((r) => r.id), pages };
  }

  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db, 'Expert');
    key = (await scopedKey(a, ['clients:read', 'agenda:read'])).key;
  }, 60000);
  afterAll(() => t.close());

  it('clients: every client once, in id order, `next` null on the last page; without a cursor the usual list', async () => {
    for (const name of ['Zélia', 'Ana', 'Márcia', 'Bruna']) await insertClient(t.db, a.establishmentId, name);
    const plain = await get('/api/clients');
    expect(Array.isArray(plain.body)).toBe(true);
    const all = plain.body.map((c: { id: number }) => c.id);
    expect(all).toHaveLength(5);
    const { ids, pages } = await walk('/api/clients', 'clients', 2);
    expect(ids).toEqual([...all].sort((x, y) => x - y));
    expect(pages).toBe(3);
    expect((await get(`/api/clients?after=${ids[4]}&limit=2`)).body).toEqual({ clients: [], next: null });
    // The search still applies to a cursor page.
    expect((await get('/api/clients?search=zélia&after=0')).body.clients.map((c: { name: string }) => c.name)).toEqual(['Zélia']);
  });

  it('appointments: a month walked by cursor; without one, {appointments, total}', async () => {
    const date = futureMonday(2);
    for (const time of ['09:00', '11:00', '14:00']) expect((await a.client.post('/api/appointments', booking(a, date, time))).status).toBe(201);
    const month = date.slice(0, 7);
    const plain = await get(`/api/appointments?month=${month}`);
    expect(plain.body).toMatchObject({ total: 3 });
    const { ids } = await walk(`/api/appointments?month=${month}`, 'appointments', 2);
    expect(ids).toEqual(plain.body.appointments.map((x: { id: number }) => x.id).sort((x: number, y: number) => x - y));
  });

  it('a bad cursor or limit is a 400 in pt-BR', async () => {
    for (const path of ['/api/clients?after=abc', '/api/clients?after=-1', '/api/appointments?after=1.5']) {
      expect(await get(path)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.after } });
    }
    expect(await get('/api/clients?after=0&limit=500')).toMatchObject({ status: 400, body: { message: CURSOR_MSG.limit } });
  });
});
