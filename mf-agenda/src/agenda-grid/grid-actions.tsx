import { createContext, useContext, type ReactNode } from 'react';
import type { AgendaAppointmentDto, AppointmentStatusChange } from '@salao/contracts';
import { useAppointmentActions } from '../shared/use-appointment-actions';
import { useSeriesActions } from './series-actions';
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

/** The popovers' actions, held by the view so their confirmations outlive the popover that asked. */
export function GridActionsProvider({ onEdit, children }: { onEdit: (a: AgendaAppointmentDto) => void; children: ReactNode }) {
  const actions = useAppointmentActions();
  const status = useStatusChange();
  const series = useSeriesActions();
  // Only open popovers read this context (the blocks do not), so a new value each render costs nothing.
  const value: GridActions = {
    askComplete: (a) => void actions.askComplete(a),
    askCancel: (a) => void actions.askCancel(a),
    changeStatus: (id, next) => status.mutate({ id, status: next }),
    edit: onEdit,
    askCancelFollowing: (a) => void series.askCancelFollowing(a),
    askMoveFollowing: series.askMoveFollowing,
    busy: status.isPending || actions.complete.isPending || actions.cancel.isPending || series.busy,
  };
  return (
    <Context.Provider value={value}>
      {children}
      {actions.holder}
      {series.holder}
    </Context.Provider>
  );
}

export function useGridActions(): GridActions {
  const value = useContext(Context);
  if (!value) throw new Error('useGridActions outside GridActionsProvider');
  return value;
}
