import { useState } from 'react';

/**
 * The version to send with the save of a form over server data that can change while it is open
 * (useServerFormik): the server's while nothing is edited, and, once the form is dirty, the one its edits
 * started from. Someone else's save arriving meanwhile then makes this save stale (409 and the conflict
 * alert) instead of silently overwriting their change. Clean again (saved, reloaded), it follows the server.
 */
export function useEditingVersion(serverVersion: number | undefined, dirty: boolean): number | undefined {
  const [base, setBase] = useState(serverVersion);
  // Kept in state, not a ref: the frozen value is derived from earlier renders, which React allows in state only.
  if (!dirty && base !== serverVersion) setBase(serverVersion);
  return dirty ? base : serverVersion;
}
