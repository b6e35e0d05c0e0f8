import { useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { WRITE_SAFETY_MSG } from '@salao/contracts';
import { isStaleVersion } from '../http/http';

export interface VersionConflict {
  /** Call with a failed save's error: true when it was a stale version (the alert shows; keep the typed values). */
  caught(error: unknown): boolean;
  /** The warning with 'Recarregar', or null. */
  alert: ReactNode;
}

/**
 * A save refused because someone else saved the record first (docs/architecture.md, 'No lost updates'): the
 * form keeps what was typed and says so; 'Recarregar' reads the current record and puts it in the form
 * (with its new version), so the person chooses what to keep.
 */
export function useVersionConflict<T>(reload: () => Promise<T>, apply: (fresh: T) => void): VersionConflict {
  const [stale, setStale] = useState(false);
  const [loading, setLoading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);

  const onReload = async () => {
    setLoading(true);
    setReloadError(null);
    try {
      apply(await reload());
      setStale(false);
    } catch (error) {
      setReloadError((error as Error).message);
    } finally {
      setLoading(false);
    }
  };

  const alert = stale ? (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      title={WRITE_SAFETY_MSG.staleVersion}
      description={reloadError ?? 'O que você digitou continua no formulário. “Recarregar” troca pelos dados atuais.'}
      action={
        <Button size="small" onClick={onReload} loading={loading}>
          Recarregar
        </Button>
      }
    />
  ) : null;

  return {
    caught: (error) => {
      const conflict = isStaleVersion(error);
      setStale(conflict);
      return conflict;
    },
    alert,
  };
}
