import type { QueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH, QUERY_KEYS, type LiveEventType, type QueryName } from '@salao/contracts';

export function isLiveEventType(type: unknown): type is LiveEventType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(LIVE_REFRESH, type);
}

/** Query names a server message refreshes (SPEC §7 'Live connection'); unknown types refresh nothing. */
export function queriesFor(type: unknown): readonly QueryName[] {
  return isLiveEventType(type) ? LIVE_REFRESH[type] : [];
}

/** Invalidate exactly the cached queries listed for the message type (prefix match, so paged variants refresh too). */
export function applyLiveMessage(client: QueryClient, message: { type?: unknown }): QueryName[] {
  const names = [...queriesFor(message.type)];
  for (const name of names) void client.invalidateQueries({ queryKey: [...QUERY_KEYS[name]] });
  return names;
}
