import { CURSOR_MSG } from '@salao/contracts';
import { agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { scopedKey } from './integration-scopes-fixtures';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { walkCursor } from './support/cursor-walk';

/**
 * Cursor pages of the growing lists an integration key reads besides clients and appointments
 * (docs/product/api.md 'Cursor pages'): transactions and checkouts.
 */
describe('cursor pages of the money and stock lists', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let other: AgendaTenant;
  let key: string;
  const get = (path: string) => new ApiClient(t.url).get(path, { authorization: `Bearer ${key}` });

  /** Every page from after=0 on: the ids in order and how many calls it took. */
  async function walk(path: string, list: string, limit: number, between?: () => Promise<void>): Promise<{ ids: number[]; pages: number }> {
    const { items, pages } = await walkCursor<{ id: number }>(get, path, list, limit, between);
    return { ids: items.map((r) => r.id), pages };
  }

  const ascending = (ids: number[]) => [...ids].sort((x, y) => x - y);

  /** n transactions of an establishment, in SQL, dated `at`; their ids. */
  async function insertTransactions(establishmentId: number, n: number, at: string, type: 'income' | 'expense' = 'income'): Promise<number[]> {
    const rows: { id: number }[] = await t.db.query(
      `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date)
       SELECT $1, $2, 10 + g, 'Lançamento ' || g, CASE WHEN $2 = 'income' THEN 'Serviços' ELSE 'Outros' END, $3::timestamptz
         FROM generate_series(1, $4::int) g RETURNING id`,
      [establishmentId, type, at, n],
    );
    return rows.map((r) => r.id);
  }

  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db, 'Expert');
    other = await agendaTenant(t.url, t.db, 'Expert');
    key = (await scopedKey(a, ['finance:read', 'checkout:write', 'catalog:read'])).key;
  }, 60000);
  afterAll(() => t.close());

  describe('GET /api/transactions', () => {
    let january: number[];
    let february: number[];

    beforeAll(async () => {
      // Interleaved with another establishment's, so its ids fall between ours.
      january = [];
      february = [];
      for (let i = 0; i < 3; i++) {
        january.push(...(await insertTransactions(a.establishmentId, 2, '2026-01-15T15:00:00Z')));
        await insertTransactions(other.establishmentId, 2, '2026-01-15T15:00:00Z');
        february.push(...(await insertTransactions(a.establishmentId, 1, '2026-02-10T15:00:00Z', 'expense')));
      }
    });

    it('every transaction once, in id order, another establishment never; without a cursor the numbered page', async () => {
      const plain = await get('/api/transactions');
      expect(plain.status).toBe(200);
      expect(Object.keys(plain.body).sort()).toEqual(['total', 'transactions']);
      expect(plain.body.total).toBe(9);
      const { ids, pages } = await walk('/api/transactions', 'transactions', 4);
      expect(ids).toEqual(ascending([...january, ...february]));
      expect(pages).toBe(3);
      expect((await get(`/api/transactions?after=${ids[8]}&limit=4`)).body).toEqual({ transactions: [], next: null });
      // The default limit (50) takes them all in one page.
      expect((await get('/api/transactions?after=0')).body.next).toBeNull();
    });

    it('the month filter applies to the cursor page', async () => {
      expect((await walk('/api/transactions?month=2026-01', 'transactions', 4)).ids).toEqual(ascending(january));
      const feb = await get('/api/transactions?month=2026-02&after=0&limit=200');
      expect(feb.body.transactions.map((x: { id: number }) => x.id)).toEqual(ascending(february));
      expect(feb.body.transactions.every((x: { type: string }) => x.type === 'expense')).toBe(true);
      expect(await get('/api/transactions?month=2026-13&after=0')).toMatchObject({ status: 400 });
    });

    it('a bad cursor or limit is a 400 in pt-BR', async () => {
      for (const q of ['after=abc', 'after=-1', 'after=1.5'])
        expect(await get(`/api/transactions?${q}`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.after } });
      for (const q of ['limit=0', 'limit=201', 'limit=x'])
        expect(await get(`/api/transactions?after=0&${q}`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.limit } });
    });

    it('10,000 transactions walked once each while new ones are written during the walk', async () => {
      const bulk = await insertTransactions(a.establishmentId, 10_000, '2025-06-01T12:00:00Z');
      const existing = ascending([...january, ...february, ...bulk]);
      const added: number[] = [];
      const { ids } = await walk('/api/transactions', 'transactions', 200, async () => {
        // New rows of both establishments arrive while the integration pages.
        added.push(...(await insertTransactions(a.establishmentId, 3, '2026-03-01T12:00:00Z')));
        await insertTransactions(other.establishmentId, 3, '2026-03-01T12:00:00Z');
      });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(ascending(ids));
      // Every row there at the start exactly once; the new ones, if reached, once; nothing else.
      expect(ids.slice(0, existing.length)).toEqual(existing);
      const known = new Set([...existing, ...added]);
      expect(ids.every((id) => known.has(id))).toBe(true);
    }, 120000);
  });

  describe('GET /api/checkouts', () => {
    /** A comanda in SQL (numbered after the establishment's last); its id. */
    async function insertCheckout(
      establishmentId: number,
      c: { status?: string; clientId?: number; appointmentIds?: number[]; at?: string } = {},
    ): Promise<number> {
      const [row] = await t.db.query(
        `INSERT INTO checkouts (establishment_id, number, status, client_id, appointment_ids, created_at, closed_at)
         SELECT $1, coalesce(max(number), 0) + 1, $2, $3, $4::int[], $5::timestamptz, CASE WHEN $2 = 'open' THEN NULL ELSE $5::timestamptz END
           FROM checkouts WHERE establishment_id = $1 RETURNING id`,
        [establishmentId, c.status ?? 'open', c.clientId ?? null, c.appointmentIds ?? [], c.at ?? new Date().toISOString()],
      );
      return row.id;
    }

    const mine: { id: number; status: string; client: boolean; appointment: boolean; january: boolean }[] = [];

    beforeAll(async () => {
      for (let i = 0; i < 7; i++) {
        const c = { status: i % 3 === 0 ? 'closed' : 'open', client: i % 2 === 0, appointment: i === 4, january: i < 3 };
        const id = await insertCheckout(a.establishmentId, {
          status: c.status,
          clientId: c.client ? a.clientId : undefined,
          appointmentIds: c.appointment ? [987654] : [],
          at: c.january ? '2026-01-15T15:00:00Z' : undefined,
        });
        mine.push({ id, ...c });
        await insertCheckout(other.establishmentId, { status: c.status, appointmentIds: [987654], at: '2026-01-15T15:00:00Z' });
      }
    });

    const idsOf = (pick: (c: (typeof mine)[number]) => boolean) => mine.filter(pick).map((c) => c.id);

    it('every comanda once, in id order, another establishment never; without a cursor the numbered page', async () => {
      const plain = await get('/api/checkouts');
      expect(plain.status).toBe(200);
      expect(Object.keys(plain.body).sort()).toEqual(['items', 'page', 'total']);
      expect(plain.body.total).toBe(7);
      const { ids, pages } = await walk('/api/checkouts', 'checkouts', 3);
      expect(ids).toEqual(idsOf(() => true));
      expect(pages).toBe(3);
      const page = await get(`/api/checkouts?after=0&limit=1`);
      expect(page.body.checkouts[0]).toMatchObject({ id: mine[0]!.id, items: [], payments: [] });
    });

    it('the filters apply to the cursor page', async () => {
      expect((await walk('/api/checkouts?status=closed', 'checkouts', 1)).ids).toEqual(idsOf((c) => c.status === 'closed'));
      expect((await walk(`/api/checkouts?clientId=${a.clientId}`, 'checkouts', 2)).ids).toEqual(idsOf((c) => c.client));
      expect((await walk('/api/checkouts?appointmentId=987654', 'checkouts', 2)).ids).toEqual(idsOf((c) => c.appointment));
      expect((await walk('/api/checkouts?date=2026-01-15', 'checkouts', 2)).ids).toEqual(idsOf((c) => c.january));
      expect((await walk('/api/checkouts?date=2026-01-15&status=closed', 'checkouts', 2)).ids).toEqual(idsOf((c) => c.january && c.status === 'closed'));
      expect(await get('/api/checkouts?status=nope&after=0')).toMatchObject({ status: 400 });
    });

    it('a bad cursor or limit is a 400 in pt-BR', async () => {
      for (const q of ['after=abc', 'after=-1', 'after=1.5'])
        expect(await get(`/api/checkouts?${q}`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.after } });
      for (const q of ['limit=0', 'limit=201'])
        expect(await get(`/api/checkouts?after=0&${q}`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.limit } });
    });
  });
});
