import { useState, type CSSProperties } from 'react';
import { APPOINTMENT_STATUS_LABELS, formatBRL, formatDate, type AppointmentDto } from '@salao/contracts';
import { Icon } from '@salao/web-core/icon';
import { CHECK, CLOCK_CIRCLE, CLOSE } from '@salao/web-core/icon-paths';
import { Button, Tag, Tooltip } from '@salao/web-core/light';
import { COMPLETE_AFTER_START, dayOf, timeOf } from '../shared/appointment-time';
import { preloadCompleteConfirmation } from './use-complete-confirmation';

const ROW: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 0',
  borderBottom: '1px solid var(--salao-color-border-secondary)',
};
const TIME: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  padding: '6px 8px',
  borderRadius: 8,
  background: 'var(--salao-color-primary-bg)',
};

interface UpcomingRowProps {
  appointment: AppointmentDto;
  onComplete: (id: number) => void;
  /** Absent when the user may not cancel (staff). */
  onCancel?: (id: number) => void;
  busy: boolean;
  /** The ✓'s dialog is downloading (its first use on this page): the ✓ spins meanwhile. */
  asking?: boolean;
  /** ✓ waits for the start (docs/product/states.md): before it, it is off and its tooltip says why. */
  started: boolean;
}

/**
 * One upcoming appointment: client, service, date, price, time, staff; badge; complete and cancel (docs/product/screens.md).
 * Cancelling asks inline (plain buttons), so the dashboard needs no popup component on its first load.
 */
export function UpcomingRow({ appointment: a, onComplete, onCancel, busy, asking = false, started }: UpcomingRowProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div data-testid="upcoming-appointment" style={ROW}>
      <div style={TIME}>
        <Icon of={CLOCK_CIRCLE} style={{ color: 'var(--salao-color-primary)' }} />
        <span className="salao-strong">{timeOf(a.appointmentDate)}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 0', minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
          <span className="salao-strong salao-ellipsis">{a.clientName}</span>
          <Tag color={a.status === 'confirmed' ? 'green' : 'blue'}>{APPOINTMENT_STATUS_LABELS[a.status]}</Tag>
        </div>
        <span className="salao-secondary salao-ellipsis">
          {a.serviceName} · {a.staffName}
        </span>
        <span className="salao-secondary" style={{ fontSize: 12 }}>
          {formatDate(dayOf(a.appointmentDate))} · {formatBRL(a.servicePrice)}
        </span>
      </div>
      {confirming ? (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 8 }}>
          <span>Cancelar?</span>
          <Button size="small" danger kind="primary" disabled={busy} onClick={() => onCancel?.(a.id)}>
            Sim
          </Button>
          <Button size="small" onClick={() => setConfirming(false)}>
            Não
          </Button>
        </div>
      ) : (
        <div style={{ display: 'flex', gap: 8 }}>
          {/* The tooltip's anchor carries the pointer events the disabled ✓ does not get. Tips open to the left: a
              hidden tip centred over the row's last button would still widen the page past its right edge. */}
          <Tooltip title={started ? 'Marcar como realizado' : COMPLETE_AFTER_START} placement="left">
            <Button
              icon={<Icon of={CHECK} />}
              loading={asking}
              onClick={() => onComplete(a.id)}
              onPointerEnter={preloadCompleteConfirmation}
              onFocus={preloadCompleteConfirmation}
              disabled={busy || !started}
              aria-label="Marcar como realizado"
            />
          </Tooltip>
          {onCancel && (
            <Tooltip title="Cancelar agendamento" placement="left">
              <Button danger icon={<Icon of={CLOSE} />} disabled={busy} onClick={() => setConfirming(true)} aria-label="Cancelar agendamento" />
            </Tooltip>
          )}
        </div>
      )}
    </div>
  );
}
