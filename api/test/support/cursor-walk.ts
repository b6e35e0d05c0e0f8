import type { Answer } from './client';

/**
 * Every cursor page of a list from after=0 on (docs/product/api.md 'Cursor pages'): each answer is 200 with exactly
 * the list and `next`, never more than `limit` items; `between` runs after each page (rows written meanwhile).
 */
export async function walkCursor<T>(
  get: (path: string) => Promise<Answer>,
  path: string,
  list: string,
  limit: number,
  between?: () => Promise<void>,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let after: number | string | null = 0;
  let pages = 0;
  while (after !== null) {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}after=${after}&limit=${limit}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([list, 'next'].sort());
    expect(res.body[list].length).toBeLessThanOrEqual(limit);
    items.push(...res.body[list]);
    after = res.body.next;
    pages += 1;
    if (between) await between();
  }
  return { items, pages };
}
