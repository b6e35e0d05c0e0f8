import { createContext, useCallback, useContext, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AgendaAppointmentDto, AppointmentStatusChange } from '@salao/contracts';
import { toastFailure } from '@salao/web-core';
import { WithAntd, preloadAntd } from '@salao/web-core/light';
import type { AskingActions, GridActionsHostProps } from './GridActionsHost';
import { useStatusChange } from './use-grid-writes';

export interface GridActions {
  askComplete: (a: AgendaAppointmentDto) => void;
  askCancel: (a: AgendaAppointmentDto) => void;
  changeStatus: (id: number, status: AppointmentStatusChange) => void;
  edit: (a: AgendaAppointmentDto) => void;
  /** A series occurrence and the later ones (docs/product/series.md). */
  askCancelFollowing: (a: AgendaAppointmentDto) => void;
  askMoveFollowing: (a: AgendaAppointmentDto) => void;
  busy: boolean;
}

const Context = createContext<GridActions | null>(null);

const loadHost = () => import('./GridActionsHost');

/** Starts downloading the confirmations (and antd's context) when a popover opens: its actions are a click away. */
export function preloadGridActions(): void {
  preloadAntd();
  void loadHost().catch(() => undefined);
}

/**
 * The popovers' actions, held by the view so their confirmations outlive the popover that asked. Those that ask first
 * (antd's confirmations, the series' dialog) are mounted from the first ask, inside `WithAntd`, their code imported
 * then, so the grid's first visit downloads no antd (docs/architecture.md, 'First visit').
 */
export function GridActionsProvider({ onEdit, children }: { onEdit: (a: AgendaAppointmentDto) => void; children: ReactNode }) {
  const status = useStatusChange();
  const [Host, setHost] = useState<ComponentType<GridActionsHostProps> | null>(null);
  const [hostBusy, setHostBusy] = useState(false);
  const ready = useRef<AskingActions | null>(null);
  const waiting = useRef<((actions: AskingActions) => void)[]>([]);
  const onReady = useCallback((actions: AskingActions) => {
    ready.current = actions;
    for (const resume of waiting.current.splice(0)) resume(actions);
  }, []);
  const ask = (run: (actions: AskingActions) => void) => {
    if (ready.current) return run(ready.current);
    waiting.current.push(run);
    loadHost().then(
      (m) => setHost(() => m.default),
      (error: unknown) => {
        waiting.current = [];
        toastFailure('Não foi possível abrir a confirmação.', error);
      },
    );
  };
  // Only open popovers read this context (the blocks do not), so a new value each render costs nothing.
  const value: GridActions = {
    askComplete: (a) => ask((h) => h.askComplete(a)),
    askCancel: (a) => ask((h) => h.askCancel(a)),
    changeStatus: (id, next) => status.mutate({ id, status: next }),
    edit: onEdit,
    askCancelFollowing: (a) => ask((h) => h.askCancelFollowing(a)),
    askMoveFollowing: (a) => ask((h) => h.askMoveFollowing(a)),
    busy: status.isPending || hostBusy,
  };
  return (
    <Context.Provider value={value}>
      {children}
      {Host && (
        <WithAntd>
          <Host onReady={onReady} onBusy={setHostBusy} />
        </WithAntd>
      )}
    </Context.Provider>
  );
}

export function useGridActions(): GridActions {
  const value = useContext(Context);
  if (!value) throw new Error('useGridActions outside GridActionsProvider');
  return value;
}
