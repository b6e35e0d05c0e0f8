import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { LIVE_REFRESH, QUERY_KEYS } from '@salao/contracts';
import { applyLiveMessage, LIVE_BATCH_MS, liveBatcher, queriesFor, refreshForEvents } from './live-refresh';
import { TAB_ID } from './tab-id';

describe('live refresh', () => {
  it('maps every live event to the queries of SPEC §7', () => {
    expect(queriesFor('financial_change')).toEqual(['financeStats', 'dashboardStats']);
    expect(queriesFor('client_change')).toEqual(['clients', 'clientsList']);
    expect(queriesFor('nope')).toEqual([]);
    expect(queriesFor(undefined)).toEqual([]);
  });

  it.each(Object.keys(LIVE_REFRESH))('invalidates exactly the listed queries for %s', (type) => {
    const client = new QueryClient();
    for (const key of Object.values(QUERY_KEYS)) client.setQueryData([...key], 'cached');
    applyLiveMessage(client, { type });
    const listed = new Set(LIVE_REFRESH[type as keyof typeof LIVE_REFRESH].map((n) => QUERY_KEYS[n][0] as string));
    for (const [name, key] of Object.entries(QUERY_KEYS)) {
      const state = client.getQueryState([...key]);
      expect([name, state?.isInvalidated]).toEqual([name, listed.has(key[0])]);
    }
  });

  it('also refreshes paged variants of a listed query', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/appointments', { month: '2025-01' }], []);
    applyLiveMessage(client, { type: 'appointment_change' });
    expect(client.getQueryState(['/api/appointments', { month: '2025-01' }])?.isInvalidated).toBe(true);
  });

  it("skips the echo of this tab's own write, not another tab's", () => {
    const client = new QueryClient();
    client.setQueryData(['/api/appointments'], []);
    expect(applyLiveMessage(client, { type: 'appointment_change', origin: TAB_ID })).toEqual([]);
    expect(client.getQueryState(['/api/appointments'])?.isInvalidated).toBe(false);
    applyLiveMessage(client, { type: 'appointment_change', origin: 'outra-aba' });
    expect(client.getQueryState(['/api/appointments'])?.isInvalidated).toBe(true);
  });

  it('a write invalidates the union of its events, less what its answer updated', () => {
    const names = refreshForEvents(new QueryClient(), ['appointment_change', 'new_notification'], ['appointments']);
    expect(names).toEqual([
      'agendaDay',
      'agendaWeek',
      'dashboardStats',
      'staffDashboardData',
      'staffNextAppointment',
      'recentAppointments',
      'financeStats',
      'notifications',
      'unreadNotifications',
      'pendingAppointments',
    ]);
  });

  it("a burst of messages (one write's) refetches each query once, not once per message", async () => {
    const client = new QueryClient();
    let fetches = 0;
    const observer = new QueryObserver(client, { queryKey: ['/api/dashboard/stats'], queryFn: async () => ++fetches });
    const unsubscribe = observer.subscribe(() => undefined); // a screen showing the figure
    const settled = () => new Promise((resolve) => setTimeout(resolve, LIVE_BATCH_MS + 20));
    await settled();
    expect(fetches).toBe(1);
    const batch = liveBatcher(client);
    for (const type of ['appointment_change', 'dashboard_change', 'financial_change', 'financial_change', 'inventory_change']) batch.take({ type });
    batch.take({ type: 'financial_change', origin: TAB_ID }); // this tab's own echo: still skipped
    expect(fetches).toBe(1);
    await settled();
    expect(fetches).toBe(2); // one refetch for the five messages
    batch.take({ type: 'financial_change' });
    batch.stop(); // closed for good: nothing pending runs
    await settled();
    expect(fetches).toBe(2);
    unsubscribe();
  });
});
