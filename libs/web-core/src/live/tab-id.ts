/**
 * This tab's name in live messages: sent on every write as x-live-origin, so the server marks the
 * messages the write causes and this tab skips their echo (its cache already holds the answer).
 */
export const TAB_ID: string =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
