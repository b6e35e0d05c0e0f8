import type { QueryLike } from '@salao/web-core/ui';
import { bellCount, bellQuery } from './bell-state';

const query = (over: Partial<QueryLike> = {}): QueryLike => ({ isPending: false, isError: false, isFetching: false, error: null, refetch: jest.fn(), ...over });

describe('the bell (SPEC §2 Notifications, §8)', () => {
  it('counts pending appointments plus unread notifications when both loaded, 0 included', () => {
    const q = bellQuery(query(), query());
    expect(q).toMatchObject({ isPending: false, isError: false, error: null });
    expect(bellCount(q, [1, 2], [3])).toBe(3);
    expect(bellCount(q, [], [])).toBe(0);
  });

  it('is pending while either call is, and has no count yet (the dialog showed 0 while loading)', () => {
    const q = bellQuery(query({ isPending: true, isFetching: true }), query());
    expect(q).toMatchObject({ isPending: true, isFetching: true, isError: false });
    expect(bellCount(q, [], [])).toBeNull();
  });

  it("has no count while either call failed: the failure's message, and a retry of only what failed", async () => {
    const ok = query();
    const broken = query({ isError: true, error: new Error('Falha simulada') });
    const q = bellQuery(ok, broken);
    expect(q.isError).toBe(true);
    expect(q.error?.message).toBe('Falha simulada');
    expect(bellCount(q, [1], [])).toBeNull();
    await q.refetch();
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
