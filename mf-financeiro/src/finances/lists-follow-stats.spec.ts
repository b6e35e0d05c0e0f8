import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { listsFollowStats } from './queries';

/** A query on screen whose fetches are logged in order and answered when the test says. */
function onScreen(client: QueryClient, key: readonly unknown[], log: string[]) {
  const pending: (() => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => {
      log.push(String(key.join(' ')));
      return new Promise<number>((resolve) => pending.push(() => resolve(log.length)));
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { answer: () => pending.splice(0).forEach((r) => r()), unsubscribe };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Financeiro: the lists follow the cards', () => {
  it('fetches the figures first and the lists once the figures have arrived', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    const stop = listsFollowStats(client);
    const stats = onScreen(client, ['/api/finances/stats'], log);
    const month = onScreen(client, ['/api/transactions', 'month', '2026-11'], log);
    await tick();
    stats.answer();
    month.answer();
    await tick();
    log.length = 0;

    void client.invalidateQueries({ queryKey: ['/api/finances/stats'] }); // a live financial_change
    await tick();
    expect(log).toEqual(['/api/finances/stats']);
    stats.answer();
    await tick();
    expect(log).toEqual(['/api/finances/stats', '/api/transactions month 2026-11']);
    month.answer();
    await tick();
    expect(client.getQueryState(['/api/transactions', 'month', '2026-11'])?.isInvalidated).toBe(false);
    stop();
    stats.unsubscribe();
    month.unsubscribe();
  });

  it('with no cards on screen the lists refresh at once', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    const stop = listsFollowStats(client);
    client.setQueryData(['/api/finances/stats'], 1); // cached, not shown
    const month = onScreen(client, ['/api/transactions', 'month', '2026-11'], log);
    await tick();
    month.answer();
    await tick();
    log.length = 0;
    await client.invalidateQueries({ queryKey: ['/api/finances/stats'] });
    await tick();
    expect(log).toEqual(['/api/transactions month 2026-11']);
    month.answer();
    stop();
    month.unsubscribe();
  });
});
