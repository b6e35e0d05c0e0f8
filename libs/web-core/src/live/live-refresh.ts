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

type LiveMessageIn = { type?: unknown; origin?: unknown };

/** The event a server message asks this tab to apply: none for an unknown type or the echo of this tab's own write. */
function eventToApply(message: LiveMessageIn): LiveEventType | null {
  return message.origin !== TAB_ID && isLiveEventType(message.type) ? message.type : null;
}

/** Invalidate exactly the cached queries listed for the message type; the echo of this tab's own write is skipped. */
export function applyLiveMessage(client: QueryClient, message: LiveMessageIn): QueryName[] {
  const event = eventToApply(message);
  return event ? refreshForEvents(client, [event]) : [];
}

/** How long the first message of a burst waits for the rest (docs/product/api.md, 'Live connection'). */
export const LIVE_BATCH_MS = 30;

/**
 * One write sends several messages at once (closing a comanda: six). Invalidated one by one, each would
 * cancel the refetch the previous one started and send it again, so a query shared by the messages was
 * fetched six times and the figure came late. Messages arriving within `windowMs` of the first are
 * applied together: one refetch per query. Returns the function that takes a message and one that drops
 * what is pending (the connection closed for good).
 */
export function liveBatcher(client: QueryClient, windowMs = LIVE_BATCH_MS): { take: (message: LiveMessageIn) => void; stop: () => void } {
  let pending = new Set<LiveEventType>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const events = [...pending];
    pending = new Set();
    timer = undefined;
    refreshForEvents(client, events);
  };
  return {
    take(message) {
      const event = eventToApply(message);
      if (!event) return;
      pending.add(event);
      timer ??= setTimeout(flush, windowMs);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = new Set();
    },
  };
}
