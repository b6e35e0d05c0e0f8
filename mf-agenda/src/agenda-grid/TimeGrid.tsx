import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { AgendaAppointmentDto } from '@salao/contracts';
import { AppointmentBlock } from './AppointmentBlock';
import { appointmentSpan, columnShades, fromMinutes, movedStart, placement, rowTimes, shadeAt, type GridColumn, type GridRange, type Shade } from './layout';
import { useGridKeyboard } from './use-grid-keyboard';

export interface TimeGridProps {
  /** The grid's accessible name ('Agenda do dia'). */
  label: string;
  columns: readonly GridColumn[];
  range: GridRange;
  /** Minutes since midnight now, and today's date: the now-line is drawn in today's columns. */
  now: { date: string; minutes: number } | null;
  /** Width of a column in px (the grid scrolls sideways past the screen). */
  minColumnWidth?: number;
  /** A header's extra controls (reordering). */
  headerExtra?: (column: GridColumn, index: number) => ReactNode;
  onBook: (column: GridColumn, time: string) => void;
  onMove: (appointment: AgendaAppointmentDto, column: GridColumn, time: string) => void;
}

/** Height of a row in px: the same on every step, so a 5-minute grid is taller, not cramped. */
export const ROW_HEIGHT = 28;

interface Placed {
  appointment: AgendaAppointmentDto;
  offset: number;
  lane: number;
  lanes: number;
}

/** Appointments by the row they start in; overlapping ones (a client during another's pause) side by side. */
function placeColumn(appointments: readonly AgendaAppointmentDto[], range: GridRange): Map<number, Placed[]> {
  const sorted = [...appointments].sort((a, b) => a.appointmentDate.localeCompare(b.appointmentDate));
  const byRow = new Map<number, Placed[]>();
  let cluster: Placed[] = [];
  let clusterEnd = -1;
  const laneEnds: number[] = [];
  const flush = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const a of sorted) {
    const { start, busyEnd } = appointmentSpan(a);
    if (start >= clusterEnd) flush();
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane < 0) lane = laneEnds.push(busyEnd) - 1;
    else laneEnds[lane] = busyEnd;
    clusterEnd = Math.max(clusterEnd, busyEnd);
    const { row, offset } = placement(a, range);
    const placed: Placed = { appointment: a, offset, lane, lanes: 1 };
    cluster.push(placed);
    const list = byRow.get(row);
    if (list) list.push(placed);
    else byRow.set(row, [placed]);
  }
  flush();
  return byRow;
}

interface ColumnModel {
  column: GridColumn;
  shades: Shade[];
  placed: Map<number, Placed[]>;
}

const screenReaderInstructions = {
  draggable:
    'Para mover um agendamento, pressione Espaço. Use as setas para cima e para baixo para mudar o horário e para os lados para mudar a coluna. Pressione Espaço de novo para soltar, ou Escape para cancelar.',
};

/**
 * The front desk grid (docs/product/agenda-grid.md): role="grid", one column per professional (or day), a row per
 * slot step. Cells carry no React state: the roving tab stop moves in the DOM, clicks and keys are handled once on the grid.
 * Blocks drag with @dnd-kit (pointer, or Space + arrows + Space); the time is the drop's whole rows, the column the lane under it.
 */
export function TimeGrid({ label, columns, range, now, minColumnWidth = 140, headerExtra, onBook, onMove }: TimeGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => rowTimes(range), [range]);
  const models = useMemo<ColumnModel[]>(
    () => columns.map((column) => ({ column, shades: columnShades(column, range), placed: placeColumn(column.appointments, range) })),
    [columns, range],
  );
  const scale = ROW_HEIGHT / range.slot;
  const template = `64px repeat(${columns.length}, minmax(${minColumnWidth}px, 1fr))`;
  const colWidth = useRef(minColumnWidth);

  // A keyboard move counted in rows and columns as the keys are pressed: the drop uses these, not the last drawn position.
  const keyMove = useRef({ rows: 0, cols: 0 });
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { currentCoordinates: c }) => {
    const step: Record<string, [number, number]> = { ArrowDown: [1, 0], ArrowUp: [-1, 0], ArrowRight: [0, 1], ArrowLeft: [0, -1] };
    const move = step[event.code];
    if (!move) return undefined;
    keyMove.current = { rows: keyMove.current.rows + move[0], cols: keyMove.current.cols + move[1] };
    return { x: c.x + move[1] * colWidth.current, y: c.y + move[0] * ROW_HEIGHT };
  }, []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // 'auto': the grid scrolls at once when a moved block nears its edge, so the drop's rows are those the person saw.
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'auto', keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const collision = useCallback<CollisionDetection>((args) => {
    const hits = args.pointerCoordinates ? pointerWithin(args) : [];
    return hits.length ? hits : rectIntersection(args);
  }, []);

  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const announcements = useMemo<Announcements>(() => {
    const name = (data: unknown) => {
      const a = (data as { appointment?: AgendaAppointmentDto } | undefined)?.appointment;
      return a ? `${a.clientName}, ${a.serviceName}` : 'Agendamento';
    };
    return {
      onDragStart: ({ active }) => `${name(active.data.current)} selecionado para mover.`,
      onDragOver: ({ active, over }) =>
        over ? `${name(active.data.current)} sobre ${byKey.get(String(over.id))?.label ?? ''}.` : `${name(active.data.current)} fora da agenda.`,
      onDragEnd: ({ active, over }) => (over ? `${name(active.data.current)} solto em ${byKey.get(String(over.id))?.label ?? ''}.` : 'Movimento cancelado.'),
      onDragCancel: ({ active }) => `Movimento de ${name(active.data.current)} cancelado.`,
    };
  }, [byKey]);

  const onDragStart = useCallback(() => {
    keyMove.current = { rows: 0, cols: 0 };
    const lane = gridRef.current?.querySelector<HTMLElement>('[data-lane]');
    if (lane) colWidth.current = lane.getBoundingClientRect().width;
  }, []);
  const onDragEnd = useCallback(
    ({ active, over, delta, activatorEvent }: DragEndEvent) => {
      const a = (active.data.current as { appointment?: AgendaAppointmentDto } | undefined)?.appointment;
      if (!a) return;
      const { start } = appointmentSpan(a);
      let column = over ? byKey.get(String(over.id)) : undefined;
      let next = movedStart(start, delta.y, ROW_HEIGHT, range.slot);
      if (activatorEvent instanceof KeyboardEvent) {
        const from = columns.findIndex((c) => c.staffId === a.staffId && c.date === a.appointmentDate.slice(0, 10));
        column = columns[Math.max(0, Math.min(columns.length - 1, from + keyMove.current.cols))];
        next = movedStart(start, keyMove.current.rows * ROW_HEIGHT, ROW_HEIGHT, range.slot);
      }
      if (!column) return;
      const sameColumn = column.staffId === a.staffId && column.date === a.appointmentDate.slice(0, 10);
      if (sameColumn && next === start) return;
      onMove(a, column, fromMinutes(next));
    },
    [byKey, columns, onMove, range.slot],
  );

  const { onKeyDown, onClick } = useGridKeyboard({ gridRef, rows, columns, now, slot: range.slot, rowHeight: ROW_HEIGHT, onBook });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <div className="ag-scroll" data-testid="agenda-grid">
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length + 1}
          className="ag-grid"
          style={{ ['--ag-template' as string]: template, ['--ag-row' as string]: `${ROW_HEIGHT}px` }}
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          <div role="row" aria-rowindex={1} className="ag-row ag-head">
            <div role="columnheader" className="ag-corner">
              Horário
            </div>
            {columns.map((c, i) => (
              <div role="columnheader" key={c.key} className="ag-colhead" data-column={c.key}>
                <span className="ag-colname">{c.label}</span>
                {headerExtra?.(c, i)}
              </div>
            ))}
          </div>
          <div className="ag-body">
            <Lanes columns={columns} template={template} />
            {rows.map((t, r) => (
              <GridRow key={t} r={r} time={t} slot={range.slot} models={models} scale={scale} />
            ))}
            {now && <NowLine columns={columns} now={now} range={range} scale={scale} template={template} />}
          </div>
        </div>
      </div>
    </DndContext>
  );
}

/** One slot row: its time as the row header, then one cell per column, shaded when closed, blocked or absent. */
const GridRow = memo(function GridRow({ r, time, slot, models, scale }: { r: number; time: number; slot: number; models: ColumnModel[]; scale: number }) {
  const hhmm = fromMinutes(time);
  const onHour = time % 60 === 0;
  return (
    <div role="row" aria-rowindex={r + 2} className={`ag-row${onHour ? ' ag-hour' : ''}`}>
      <div role="rowheader" className="ag-time">
        {onHour || slot >= 30 || time % 30 === 0 ? hhmm : <span className="ag-minor">{hhmm}</span>}
      </div>
      {models.map((m, c) => {
        const shade = shadeAt(m.shades, time);
        // The reason is written where the shade starts and again each hour, so it shows beside the blocks over it.
        const starts = shade && (shade.start === time || r === 0 || time % 60 === 0);
        const placed = m.placed.get(r);
        return (
          <div
            key={m.column.key}
            role="gridcell"
            tabIndex={-1}
            data-cell=""
            data-r={r}
            data-c={c}
            data-time={hhmm}
            data-staff={m.column.staffId}
            data-date={m.column.date}
            data-shade={shade?.kind}
            // A cell with an appointment is named by it (its visible text); an empty one says whose time it is and that it is free.
            aria-label={placed ? undefined : shade ? `${m.column.label}, ${hhmm}, ${shade.reason}` : `${m.column.label}, ${hhmm}, livre`}
            className={shade ? `ag-cell ag-shade-${shade.kind}` : 'ag-cell'}
          >
            {starts && shade.kind !== 'closed' && (
              <span className="ag-reason" aria-hidden>
                {shade.reason}
              </span>
            )}
            {placed?.map((p) => (
              <AppointmentBlock key={p.appointment.id} appointment={p.appointment} scale={scale} offset={p.offset} lane={p.lane} lanes={p.lanes} />
            ))}
          </div>
        );
      })}
    </div>
  );
});

/** The drop targets: one lane per column over the body (hidden from assistive technology: the cells are what is read). */
const Lanes = memo(function Lanes({ columns, template }: { columns: readonly GridColumn[]; template: string }) {
  return (
    <div className="ag-lanes" aria-hidden style={{ gridTemplateColumns: template }}>
      <div />
      {columns.map((c) => (
        <Lane key={c.key} id={c.key} />
      ))}
    </div>
  );
});

function Lane({ id }: { id: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return <div ref={setNodeRef} data-lane={id} className={isOver ? 'ag-lane ag-over' : 'ag-lane'} />;
}

/** The current time across today's columns, moved every minute. */
function NowLine({
  columns,
  now,
  range,
  scale,
  template,
}: {
  columns: readonly GridColumn[];
  now: { date: string; minutes: number };
  range: GridRange;
  scale: number;
  template: string;
}) {
  if (now.minutes < range.start || now.minutes >= range.end) return null;
  const top = (now.minutes - range.start) * scale;
  return (
    <div className="ag-nowrow" aria-hidden style={{ top, gridTemplateColumns: template }} data-testid="now-line">
      <div />
      {columns.map((c) => (
        <div key={c.key} className={c.date === now.date ? 'ag-now' : undefined} />
      ))}
    </div>
  );
}
