import { createContext, useContext, type ReactNode } from 'react';
import type { AgendaAppointmentDto, AppointmentStatusChange } from '@salao/contracts';
import { useAppointmentActions } from '../shared/use-appointment-actions';
import { useStatusChange } from './use-grid-writes';

export interface GridActions {
  askComplete: (a: AgendaAppointmentDto) => void;
  askCancel: (a: AgendaAppointmentDto) => void;
  changeStatus: (id: number, status: AppointmentStatusChange) => void;
  edit: (a: AgendaAppointmentDto) => void;
  busy: boolean;
}

const Context = createContext<GridActions | null>(null);

/** The popovers' actions, held by the view so their confirmations outlive the popover that asked. */
export function GridActionsProvider({ onEdit, children }: { onEdit: (a: AgendaAppointmentDto) => void; children: ReactNode }) {
  const actions = useAppointmentActions();
  const status = useStatusChange();
  // Only open popovers read this context (the blocks do not), so a new value each render costs nothing.
  const value: GridActions = {
    askComplete: (a) => void actions.askComplete(a),
    askCancel: (a) => void actions.askCancel(a),
    changeStatus: (id, next) => status.mutate({ id, status: next }),
    edit: onEdit,
    busy: status.isPending || actions.complete.isPending || actions.cancel.isPending,
  };
  return (
    <Context.Provider value={value}>
      {children}
      {actions.holder}
    </Context.Provider>
  );
}

export function useGridActions(): GridActions {
  const value = useContext(Context);
  if (!value) throw new Error('useGridActions outside GridActionsProvider');
  return value;
}
