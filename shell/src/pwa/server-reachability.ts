import type { QueryClient } from '@tanstack/react-query';

/**
 * Whether the server answers, as the app's own reads found it: a read that failed without any answer (status 0)
 * while the device says it is online means the server is unreachable; any answer (even an error) means it is
 * reachable again. The offline strip then says which of the two is wrong (docs/product/overview.md 'PWA and push').
 */
export function serverReachability(client: QueryClient) {
  let unreachable = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === unreachable) return;
    unreachable = next;
    for (const l of listeners) l();
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'success') set(false);
    else if (action.type === 'error') {
      const status = (action.error as { status?: unknown } | null)?.status;
      set(status === 0);
    }
  });
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unreachable: () => unreachable,
    stop,
  };
}
