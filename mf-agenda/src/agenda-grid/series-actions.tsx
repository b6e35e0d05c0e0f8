import { useState, type ReactNode } from 'react';
import { Alert, Modal, Select, Typography } from 'antd';
import { WRITE_CAUSES, formatDate, type AgendaAppointmentDto, type SeriesCancelResponse, type SeriesUpdateResponse } from '@salao/contracts';
import { api, toast, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { useConfirmAction } from '@salao/web-core/ui';
import { stepTimes } from './step-times';

const when = (a: AgendaAppointmentDto) => `${formatDate(a.appointmentDate)} às ${a.appointmentDate.slice(11, 16)}`;

type MoveConflicts = SeriesUpdateResponse['conflicts'];

/**
 * 'This and the following' of a series occurrence from the grid (docs/product/series.md): cancel them
 * (POST /api/appointment-series/{id}/cancel) after a confirmation, or move them to a new time (PATCH), listing the
 * occurrences that did not fit and stayed as they were. Render `holder` once.
 */
export function useSeriesActions() {
  const [confirm, confirmHolder] = useConfirmAction();
  const [moving, setMoving] = useState<AgendaAppointmentDto | null>(null);
  const [time, setTime] = useState<string | undefined>();
  const [left, setLeft] = useState<MoveConflicts | null>(null);
  const cancel = useLiveWrite({
    write: (a: AgendaAppointmentDto) => api.post<SeriesCancelResponse>(`/api/appointment-series/${a.seriesId}/cancel`, { fromAppointmentId: a.id }),
    causes: WRITE_CAUSES.appointment,
    onSuccess: (answer) => toast({ title: 'Série cancelada', description: `${answer.cancelled.length} agendamento(s) cancelado(s).`, variant: 'success' }),
    onError: (error) => toastFailure('Não foi possível cancelar a série.', error),
  });
  const move = useLiveWrite({
    write: ({ a, to }: { a: AgendaAppointmentDto; to: string }) =>
      api.patch<SeriesUpdateResponse>(`/api/appointment-series/${a.seriesId}`, { fromAppointmentId: a.id, appointmentTime: to }),
    causes: WRITE_CAUSES.appointment,
    onSuccess: (answer) => {
      if (answer.conflicts.length) setLeft(answer.conflicts);
      else close();
      toastSuccess(`${answer.updated.length} agendamento(s) movido(s).`);
    },
    onError: (error) => toastFailure('Não foi possível mover a série.', error),
  });
  const close = () => {
    setMoving(null);
    setLeft(null);
    setTime(undefined);
  };

  const askCancelFollowing = async (a: AgendaAppointmentDto) => {
    const ok = await confirm({
      title: 'Cancelar esta e as próximas?',
      content: `${a.serviceName} de ${a.clientName}: o agendamento de ${when(a)} e os seguintes desta série que ainda vão acontecer serão cancelados. Os anteriores ficam como estão.`,
      okText: 'Cancelar esta e as próximas',
      danger: true,
    });
    if (ok) cancel.mutate(a);
  };

  const holder: ReactNode = (
    <>
      {confirmHolder}
      <Modal
        open={!!moving}
        title="Mover esta e as próximas"
        onCancel={close}
        okText={left ? 'Fechar' : 'Mover'}
        cancelButtonProps={left ? { style: { display: 'none' } } : undefined}
        cancelText="Voltar"
        okButtonProps={{ disabled: !left && !time, loading: move.isPending }}
        onOk={() => (left ? close() : moving && time && move.mutate({ a: moving, to: time }))}
        destroyOnHidden
      >
        {moving && !left && (
          <>
            <Typography.Paragraph>
              {moving.serviceName} de {moving.clientName}: o agendamento de {when(moving)} e os seguintes desta série passam para o novo horário, cada um na sua
              data.
            </Typography.Paragraph>
            <label htmlFor="series-move-time">Novo horário</label>
            <Select
              id="series-move-time"
              aria-label="Novo horário"
              showSearch
              style={{ width: '100%', marginTop: 4 }}
              value={time}
              onChange={setTime}
              options={stepTimes().map((t) => ({ value: t, label: t }))}
            />
          </>
        )}
        {left && (
          <Alert
            type="warning"
            showIcon
            message="Não couberam no novo horário e ficaram como estavam:"
            description={
              <ul data-testid="series-move-conflicts" style={{ margin: 0, paddingInlineStart: 20 }}>
                {left.map((c) => (
                  <li key={c.date} data-conflict={c.date}>
                    {formatDate(c.date)} às {c.time}: {c.reason}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Modal>
    </>
  );

  return {
    askCancelFollowing,
    askMoveFollowing: (a: AgendaAppointmentDto) => {
      setLeft(null);
      setTime(a.appointmentDate.slice(11, 16));
      setMoving(a);
    },
    busy: cancel.isPending || move.isPending,
    holder,
  };
}
