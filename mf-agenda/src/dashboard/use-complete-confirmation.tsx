import { useCallback, useRef, useState, type ComponentType } from 'react';
import type { AppointmentDto } from '@salao/contracts';
import { WithAntd, preloadAntd } from '@salao/web-core/light';

/** Asks 'Marcar como realizado?' about an appointment; true when the user confirms. */
export type ConfirmComplete = (a: AppointmentDto) => Promise<boolean>;

type Host = ComponentType<{ onReady: (confirm: ConfirmComplete) => void }>;

const loadHost = () => import('./CompleteConfirmation');

/** Starts downloading the dialog (and antd's context) when a ✓ is about to be pressed: pointer over it, or focus. */
export function preloadCompleteConfirmation(): void {
  preloadAntd();
  void loadHost().catch(() => undefined);
}

/**
 * The dashboard's ✓ confirmation: antd's dialog rendered only from the first ask on, inside `WithAntd`, its code
 * imported then, so the dashboard's first visit downloads no antd (docs/architecture.md, 'First visit').
 * `confirmComplete` rejects when the dialog's code cannot be downloaded; `loading` is the appointment whose ask waits
 * for it. Render `holder` once.
 */
export function useCompleteConfirmation() {
  const [Dialog, setDialog] = useState<Host | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const confirm = useRef<ConfirmComplete | null>(null);
  const waiting = useRef<((ready: ConfirmComplete) => void)[]>([]);
  const onReady = useCallback((ready: ConfirmComplete) => {
    confirm.current = ready;
    for (const resume of waiting.current.splice(0)) resume(ready);
  }, []);
  const confirmComplete = async (a: AppointmentDto): Promise<boolean> => {
    let ask = confirm.current;
    if (!ask) {
      setLoading(a.id);
      try {
        const loaded = (await loadHost()).default;
        setDialog(() => loaded);
        ask = confirm.current ?? (await new Promise<ConfirmComplete>((resume) => waiting.current.push(resume)));
      } finally {
        setLoading(null);
      }
    }
    return ask(a);
  };
  const holder = Dialog && (
    <WithAntd>
      <Dialog onReady={onReady} />
    </WithAntd>
  );
  return { confirmComplete, loading, holder };
}
