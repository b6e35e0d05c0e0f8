import { CURSOR_MSG, REPORTS_MSG, type ReportVisitDto } from '@salao/contracts';
import { agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { scopedKey } from './integration-scopes-fixtures';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { walkCursor } from './support/cursor-walk';

/**
 * The cursor page of the reports' drill-down (docs/product/api.md 'Cursor pages'): GET /api/reports/visits?after=&limit=
 * walks the same visits as its numbered pages, newest first, each once, however many comandas close meanwhile.
 */
describe('GET /api/reports/visits by cursor', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let other: AgendaTenant;
  let key: string;
  const get = (path: string) => new ApiClient(t.url).get(path, { authorization: `Bearer ${key}` });
  const JANUARY = '/api/reports/visits?from=2026-01-01&to=2026-01-31';

  /** A closed comanda of `items` service items (all closed at the same instant), in SQL. */
  async function closedCheckout(x: AgendaTenant, closedAt: string, items: number, staffId: number | null = x.staffId): Promise<void> {
    await t.db.query(
      `WITH c AS (
         INSERT INTO checkouts (establishment_id, number, status, client_id, created_at, closed_at)
         SELECT $1, coalesce(max(number), 0) + 1, 'closed', $2, $3::timestamptz, $3::timestamptz FROM checkouts WHERE establishment_id = $1 RETURNING id)
       INSERT INTO checkout_items (checkout_id, position, type, service_id, name, staff_id, quantity, unit_price_cents, discount_cents)
       SELECT c.id, g, 'service', $4, 'Corte ' || g, $5, 1, 5000 + g, g FROM c, generate_series(1, $6::int) g`,
      [x.establishmentId, x.clientId, closedAt, x.serviceId, staffId, items],
    );
  }

  /** A completed appointment paid without a comanda (its income transaction), in SQL. */
  async function paidAppointment(x: AgendaTenant, hour: number): Promise<void> {
    const start = `2026-01-05T${String(hour).padStart(2, '0')}:00:00Z`;
    await t.db.query(
      `WITH ap AS (
         INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
         VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + interval '1 hour', 60, 80, 'completed') RETURNING id)
       INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date, appointment_id)
       SELECT $1, 'income', 80, 'Atendimento', 'Serviços', $5::timestamptz + interval '1 hour', id FROM ap`,
      [x.establishmentId, x.clientId, x.serviceId, x.staffId, start],
    );
  }

  /** The numbered pages, all of them: what the cursor walk must equal. */
  async function numbered(path: string): Promise<ReportVisitDto[]> {
    const all: ReportVisitDto[] = [];
    for (let page = 1; ; page++) {
      const res = await get(`${path}&page=${page}`);
      expect(res.status).toBe(200);
      all.push(...res.body.visits);
      if (all.length >= res.body.total) return all;
    }
  }

  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db, 'Expert');
    other = await agendaTenant(t.url, t.db, 'Expert');
    key = (await scopedKey(a, ['reports:read'])).key;
    // Comandas closed microseconds apart, several items at one instant, and two at exactly the same instant.
    for (let i = 0; i < 25; i++) {
      await closedCheckout(a, `2026-01-20T15:00:00.${String(i * 7).padStart(6, '0')}Z`, 1 + (i % 3), i % 4 === 0 ? null : a.staffId);
      await closedCheckout(other, `2026-01-20T15:00:00.${String(i * 7).padStart(6, '0')}Z`, 2);
    }
    await closedCheckout(a, '2026-01-10T12:00:00Z', 2);
    await closedCheckout(a, '2026-01-10T12:00:00Z', 2);
    for (let h = 8; h < 18; h++) await paidAppointment(a, h);
  }, 60000);
  afterAll(() => t.close());

  it('walks every visit once, newest first, as the numbered pages list them; another establishment never', async () => {
    const pages = await numbered(JANUARY);
    expect(pages.length).toBe(49 + 4 + 10);
    expect(pages.length).toBeGreaterThan(50);
    const { items, pages: calls } = await walkCursor<ReportVisitDto>(get, JANUARY, 'visits', 7);
    expect(items).toEqual(pages);
    expect(calls).toBe(Math.ceil(pages.length / 7));
    expect(items.every((v) => v.clientId === a.clientId)).toBe(true);
    expect(items.map((v) => v.date)).toEqual([...items.map((v) => v.date)].sort().reverse());
    // Money as the numbered page prices it: the items' own discount, in cents.
    expect(items.find((v) => v.checkoutId !== null)).toMatchObject({ gross: expect.any(Number), net: expect.any(Number) });
    expect(items.filter((v) => v.appointmentId !== null)).toHaveLength(10);
    // The default limit (50) with the rest in a second page.
    const first = await get(`${JANUARY}&after=0`);
    expect(first.body.visits).toEqual(pages.slice(0, 50));
    expect((await get(`${JANUARY}&after=${first.body.next}`)).body).toEqual({ visits: pages.slice(50), next: null });
  });

  it('the filters apply, and comandas closed during the walk never shift it', async () => {
    const staffPath = `${JANUARY}&staffId=${a.staffId}`;
    const expected = await numbered(staffPath);
    expect(expected.every((v) => v.staffId === a.staffId)).toBe(true);
    let closes = 0;
    const { items } = await walkCursor<ReportVisitDto>(get, staffPath, 'visits', 5, async () => {
      // Newer than every walked visit: a page number would shift by them, the cursor does not.
      await closedCheckout(a, `2026-01-25T10:00:00.${String(++closes).padStart(6, '0')}Z`, 1);
    });
    expect(items).toEqual(expected);
    expect((await numbered(staffPath)).length).toBe(expected.length + closes);
  });

  it('a bad cursor or limit is a 400 in pt-BR; the period is still required', async () => {
    for (const q of ['after=abc', 'after=-1', 'after=12_', 'after=', 'after=1_2_3'])
      expect(await get(`${JANUARY}&${q}`)).toMatchObject({ status: 400, body: { message: CURSOR_MSG.next } });
    for (const q of ['limit=0', 'limit=201'])
      expect(await get(`${JANUARY}&after=0&${q}`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('limit') } });
    expect(await get('/api/reports/visits?after=0')).toMatchObject({ status: 400, body: { message: REPORTS_MSG.period } });
  });
});
