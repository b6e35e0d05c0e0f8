import { useEffect } from 'react';
import type { AgendaAppointmentDto } from '@salao/contracts';
import { useAppointmentActions } from '../shared/use-appointment-actions';
import { useSeriesActions } from './series-actions';

/** The popovers' actions that ask first: antd's confirmations and the series' dialog. */
export interface AskingActions {
  askComplete: (a: AgendaAppointmentDto) => void;
  askCancel: (a: AgendaAppointmentDto) => void;
  askCancelFollowing: (a: AgendaAppointmentDto) => void;
  askMoveFollowing: (a: AgendaAppointmentDto) => void;
}

export interface GridActionsHostProps {
  onReady: (actions: AskingActions) => void;
  onBusy: (busy: boolean) => void;
}

/**
 * The grid's confirmations and the series' dialog (antd), mounted from the first action that asks, inside `WithAntd`
 * (grid-actions.tsx): the grid's first visit downloads none of antd (docs/architecture.md, 'First visit').
 */
export default function GridActionsHost({ onReady, onBusy }: GridActionsHostProps) {
  const actions = useAppointmentActions();
  const series = useSeriesActions();
  // The hooks' latest functions, handed over after each render.
  useEffect(() => {
    onReady({
      askComplete: (a) => void actions.askComplete(a),
      askCancel: (a) => void actions.askCancel(a),
      askCancelFollowing: (a) => void series.askCancelFollowing(a),
      askMoveFollowing: (a) => series.askMoveFollowing(a),
    });
  });
  const busy = actions.complete.isPending || actions.cancel.isPending || series.busy;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return (
    <>
      {actions.holder}
      {series.holder}
    </>
  );
}
