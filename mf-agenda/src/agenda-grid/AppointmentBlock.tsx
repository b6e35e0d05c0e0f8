import { lazy, memo, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { APPOINTMENT_STATUS_LABELS, EDITABLE_STATUSES, VISIT_MSG, type AgendaAppointmentDto } from '@salao/contracts';
import { WithAntd } from '@salao/web-core/light';
import { timeOf } from '../shared/appointment-time';
import { preloadGridActions } from './grid-actions';
import { categoryColor, fromMinutes, appointmentSpan } from './layout';

const loadPopover = () => import('./BlockPopover');
// antd's Popover with the block's details: its code and antd's context load with the first one opened.
const BlockPopover = lazy(loadPopover);

/** A pointer pressed on a block or Enter on it: the popover (and antd) start downloading before the click ends. */
function preloadPopover(): void {
  preloadGridActions();
  void loadPopover().catch(() => undefined);
}

interface AppointmentBlockProps {
  appointment: AgendaAppointmentDto;
  /** Pixels per minute of the grid. */
  scale: number;
  /** Minutes between the start of its row and its start. */
  offset: number;
  /** Side by side with others it overlaps (a second client during a processing time). */
  lane: number;
  lanes: number;
}

/** '10:00 Maria Souza Corte, até 10:45, Agendado': the accessible name, starting with the visible text. */
export function blockName(a: AgendaAppointmentDto): string {
  const { start, end } = appointmentSpan(a);
  const link = a.seriesId ? `, ${VISIT_MSG.seriesLabel}` : a.groupId ? `, ${VISIT_MSG.groupLabel}` : '';
  return `${fromMinutes(start)} ${a.clientName} ${a.serviceName}, até ${fromMinutes(end)}, ${APPOINTMENT_STATUS_LABELS[a.status]}${link}`;
}

/**
 * One appointment: a focusable, draggable block sized by its busy time, coloured by status with the category as an accent; the
 * pause ('tempo de pausa') and the cleanup ('intervalo após') are lighter hatched parts. Click or Enter opens its popover.
 */
export const AppointmentBlock = memo(function AppointmentBlock({ appointment: a, scale, offset, lane, lanes }: AppointmentBlockProps) {
  const movable = EDITABLE_STATUSES.includes(a.status);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: a.id, data: { appointment: a }, disabled: !movable });
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement | null>(null);
  const dragged = useRef(false);
  useEffect(() => {
    if (isDragging) dragged.current = true;
  }, [isDragging]);
  const accent = categoryColor(a.category);
  const busy = a.duration + (a.cleanupMinutes ?? 0);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') {
      preloadPopover();
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    }
  };
  const close = () => {
    setOpen(false);
    ref.current?.focus();
  };
  return (
    <div
      ref={(node) => {
        setNodeRef(node);
        ref.current = node;
      }}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        dragged.current = false;
        preloadPopover();
        listeners?.onPointerDown?.(e);
      }}
      // The click that ends a drag does not open the popover.
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else setOpen(true);
      }}
      tabIndex={-1}
      role="button"
      aria-roledescription={movable ? 'agendamento arrastável' : 'agendamento'}
      aria-label={blockName(a)}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-appointment={a.id}
      data-status={a.status}
      data-group={a.groupId}
      data-series={a.seriesId}
      className={`ag-block ag-status-${a.status}${isDragging ? ' ag-dragging' : ''}`}
      style={{
        top: offset * scale,
        height: Math.max(busy * scale, 18) - 2,
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        borderInlineStartColor: accent,
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 20 : 2,
      }}
    >
      <span className="ag-block-time">{timeOf(a.appointmentDate)}</span> <span className="ag-block-client">{a.clientName}</span>{' '}
      <span className="ag-block-service">{a.serviceName}</span>
      {/* docs/product/series.md: a series' occurrence and a visit's blocks are marked (the link is in the name too). */}
      {a.seriesId && (
        <span aria-hidden className="ag-block-link" title={VISIT_MSG.seriesLabel}>
          {' '}
          ↻
        </span>
      )}
      {a.groupId && (
        <span aria-hidden className="ag-block-link" title={VISIT_MSG.groupLabel}>
          {' '}
          ⛓
        </span>
      )}
      {a.processingMinutes > 0 && (
        <span aria-hidden className="ag-hatch" title="Tempo de pausa" style={{ top: a.processingStartMinutes * scale, height: a.processingMinutes * scale }} />
      )}
      {a.cleanupMinutes > 0 && (
        <span aria-hidden className="ag-hatch" title="Intervalo após" style={{ top: a.duration * scale, height: a.cleanupMinutes * scale }} />
      )}
      {/* One popover at a time, mounted only while open: 400 blocks do not each carry a popover's machinery. */}
      {open && !isDragging && (
        <WithAntd>
          <BlockPopover appointment={a} onClose={close} onDismiss={() => setOpen(false)} />
        </WithAntd>
      )}
    </div>
  );
});
