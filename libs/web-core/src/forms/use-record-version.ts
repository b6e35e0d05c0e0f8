import { useState } from 'react';
import { useVersionConflict, type VersionConflict } from './use-version-conflict';

/**
 * An edit dialog's version: the one of the record it opened with, sent with the save so another person's
 * save is never undone; 'Recarregar' after a conflict puts the current record in the form (`reset`) and
 * takes its version.
 */
export function useRecordVersion<R extends { version?: number }>(
  record: R | null,
  reload: () => Promise<R>,
  reset: (fresh: R) => void,
): { version: number | undefined; conflict: VersionConflict } {
  const [version, setVersion] = useState(record?.version);
  const conflict = useVersionConflict(reload, (fresh) => {
    setVersion(fresh.version);
    reset(fresh);
  });
  return { version, conflict };
}
