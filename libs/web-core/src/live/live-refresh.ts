import type { QueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH, QUERY_KEYS, type LiveEventType, type QueryName } from '@salao/contracts';
import { TAB_ID } from './tab-id';

export function isLiveEventType(type: unknown): type is LiveEventType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(LIVE_REFRESH, type);
}

/** Query names a server message refreshes (docs/product/api.md 'Live connection'); unknown types refresh nothing. */
export function queriesFor(type: unknown): readonly QueryName[] {
  return isLiveEventType(type) ? LIVE_REFRESH[type] : [];
}

/**
 * THE invalidation: the queries the live-event map lists for `events`, except those the caller already
 * brought up to date (prefix match, so filtered variants such as one month of appointments refresh too).
 * Used for live messages from other tabs and after this tab's own writes.
 */
export function refreshForEvents(client: QueryClient, events: readonly LiveEventType[], upToDate: readonly QueryName[] = []): QueryName[] {
  const names = [...new Set(events.flatMap((e) => LIVE_REFRESH[e]))].filter((n) => !upToDate.includes(n));
  for (const name of names) void client.invalidateQueries({ queryKey: [...QUERY_KEYS[name]] });
  return names;
}

/** Invalidate exactly the cached queries listed for the message type; the echo of this tab's own write is skipped. */
export function applyLiveMessage(client: QueryClient, message: { type?: unknown; origin?: unknown }): QueryName[] {
  if (message.origin === TAB_ID || !isLiveEventType(message.type)) return [];
  return refreshForEvents(client, [message.type]);
}
