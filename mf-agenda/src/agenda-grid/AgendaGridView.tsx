import { lazy, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { dayjs, type AgendaAppointmentDto, type Dayjs } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { LEFT, LOADING, RIGHT } from '@salao/web-core/icon-paths';
import { Button, QueryError, Select, WithAntd, type QueryLike } from '@salao/web-core/light';
import { capitalize } from '../shared/capitalize';
import { useColumnOrder, useVisibleStaff } from './column-order';
import { GridActionsProvider } from './grid-actions';
import { GridStyles } from './GridStyles';
import { gridRange, moveInOrder, orderColumns, type GridColumn } from './layout';
import { dayColumns, weekColumns } from './payload-columns';
import { useAgendaDay, useAgendaWeek } from './queries';
import { TimeGrid } from './TimeGrid';
import { useNowMinutes } from './use-now-minutes';
import { useMoveAppointment } from './use-grid-writes';

// antd's multiple Select, for the day's professionals: loaded after the grid, in antd's context (docs/architecture.md, 'First visit').
const StaffFilter = lazy(() => import('./StaffFilter'));

const flexRow = (gap: number, extra?: CSSProperties): CSSProperties => ({ display: 'flex', alignItems: 'center', gap, ...extra });
const flexColumn = (gap: number): CSSProperties => ({ display: 'flex', flexDirection: 'column', gap });

export type GridView = 'day' | 'week' | 'phone';

/** What the booking dialog is opened with from an empty cell. */
export interface CellBooking {
  staffId: number;
  date: string;
  time: string;
}

export interface AgendaGridViewProps {
  view: GridView;
  date: Dayjs;
  onDate: (date: Dayjs) => void;
  onBook: (booking: CellBooking) => void;
  onEdit: (appointment: AgendaAppointmentDto) => void;
}

/** The grid's views (docs/product/agenda-grid.md), loaded only by /agendamentos; drawn without antd (its dialogs load it). */
export default function AgendaGridView({ view, date, onDate, onBook, onEdit }: AgendaGridViewProps) {
  return (
    <GridActionsProvider onEdit={onEdit}>
      <GridStyles />
      {view === 'week' ? (
        <WeekView date={date} onDate={onDate} onBook={onBook} />
      ) : view === 'phone' ? (
        <PhoneDayView date={date} onDate={onDate} onBook={onBook} />
      ) : (
        <DayView date={date} onDate={onDate} onBook={onBook} />
      )}
    </GridActionsProvider>
  );
}

type ViewProps = Pick<AgendaGridViewProps, 'date' | 'onDate' | 'onBook'>;

/** Marks when the grid for fresh data has been painted, for the bench (performance.measure from the response). */
function useInteractiveMark(data: unknown) {
  useEffect(() => {
    if (!data) return;
    const id = requestAnimationFrame(() =>
      setTimeout(() => {
        // One mark at a time: a day's refetches all day long do not pile entries up.
        performance.clearMarks('agenda-grid-interactive');
        performance.mark('agenda-grid-interactive');
      }, 0),
    );
    return () => cancelAnimationFrame(id);
  }, [data]);
}

/** Previous day, the day's name, next day and today. */
function DayNav({ date, onDate, unit }: { date: Dayjs; onDate: (d: Dayjs) => void; unit: 'day' | 'week' }) {
  const label = unit === 'day' ? capitalize(date.format('dddd, DD [de] MMMM')) : `Semana de ${date.startOf('week').format('DD/MM')}`;
  return (
    <div style={flexRow(8)}>
      <Button icon={<Icon of={LEFT} />} aria-label={unit === 'day' ? 'Dia anterior' : 'Semana anterior'} onClick={() => onDate(date.subtract(1, unit))} />
      <span className="salao-strong" style={{ minWidth: 170, textAlign: 'center' }} data-testid="grid-date" aria-live="polite">
        {label}
      </span>
      <Button icon={<Icon of={RIGHT} />} aria-label={unit === 'day' ? 'Próximo dia' : 'Próxima semana'} onClick={() => onDate(date.add(1, unit))} />
      <Button onClick={() => onDate(dayjs().startOf('day'))}>Hoje</Button>
    </div>
  );
}

function useGridMove() {
  const move = useMoveAppointment();
  return useCallback(
    (a: AgendaAppointmentDto, column: GridColumn, time: string) => move.mutate({ appointment: a, staffId: column.staffId, date: column.date, time }),
    [move],
  );
}

/** Day: one column per professional working that day, filterable, in the user's order (reordered from the headers). */
function DayView({ date, onDate, onBook }: ViewProps) {
  const user = useSession((s) => s.user);
  const day = date.format('YYYY-MM-DD');
  const query = useAgendaDay(day);
  useInteractiveMark(query.data);
  const [order, setOrder] = useColumnOrder(user?.id);
  const [shown, setShown] = useVisibleStaff(user?.id);
  const now = useNowMinutes();
  const onMove = useGridMove();

  const all = useMemo(() => (query.data ? dayColumns(query.data) : []), [query.data]);
  const ordered = useMemo(
    () =>
      orderColumns(
        all.map((c) => ({ ...c, id: c.staffId })),
        order,
      ),
    [all, order],
  );
  // The filter keeps those chosen who work that day; none of them working shows everyone rather than an empty grid.
  const columns = useMemo(() => {
    const chosen = ordered.filter((c) => shown.includes(c.staffId));
    return chosen.length ? chosen : ordered;
  }, [ordered, shown]);
  const range = useMemo(() => gridRange(columns, query.data?.slotMinutes ?? 10), [columns, query.data?.slotMinutes]);
  const fullOrder = useMemo(() => ordered.map((c) => c.staffId), [ordered]);
  const headerExtra = useCallback(
    (c: GridColumn, i: number) =>
      columns.length > 1 ? (
        <div style={flexRow(2)}>
          <Button
            size="small"
            kind="text"
            icon={<Icon of={LEFT} />}
            disabled={i === 0}
            aria-label={`Mover ${c.label} para a esquerda`}
            onClick={() => setOrder(moveInOrder(fullOrder, c.staffId, -1))}
          />
          <Button
            size="small"
            kind="text"
            icon={<Icon of={RIGHT} />}
            disabled={i === columns.length - 1}
            aria-label={`Mover ${c.label} para a direita`}
            onClick={() => setOrder(moveInOrder(fullOrder, c.staffId, 1))}
          />
        </div>
      ) : null,
    [columns.length, fullOrder, setOrder],
  );
  const book = useCallback((c: GridColumn, time: string) => onBook({ staffId: c.staffId, date: c.date, time }), [onBook]);
  const chosen = shown.filter((id) => all.some((c) => c.staffId === id));

  return (
    <div style={flexColumn(12)}>
      <div style={flexRow(8, { justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <DayNav date={date} onDate={onDate} unit="day" />
        {all.length > 1 && (
          <WithAntd fallback={<FilterPlaceholder empty={!chosen.length} />}>
            <StaffFilter value={chosen} onChange={setShown} options={all.map((c) => ({ value: c.staffId, label: c.staffName }))} />
          </WithAntd>
        )}
      </div>
      <GridBody query={query}>
        {query.data && columns.length === 0 ? (
          <span className="salao-secondary">Nenhum profissional trabalha neste dia.</span>
        ) : (
          <TimeGrid label="Agenda do dia" columns={columns} range={range} now={now} headerExtra={headerExtra} onBook={book} onMove={onMove} />
        )}
      </GridBody>
    </div>
  );
}

/** The professionals' filter's place while antd's Select loads: its size (and its placeholder when none is chosen), so nothing moves. */
function FilterPlaceholder({ empty }: { empty: boolean }) {
  return (
    <div className="salao-combo-box" aria-hidden style={{ minWidth: 240, color: 'var(--salao-color-text-placeholder)', cursor: 'default' }}>
      {empty ? 'Todos os profissionais' : null}
    </div>
  );
}

function GridBody({ query, children }: { query: QueryLike & { data?: unknown }; children: ReactNode }) {
  if (query.isPending && !query.data)
    return (
      <div role="status" aria-label="Carregando agenda" style={{ padding: 48, fontSize: 20, color: 'var(--salao-color-primary)' }}>
        <Icon of={LOADING} spin />
      </div>
    );
  if (query.isError && !query.data) return <QueryError query={query} what="a agenda" stale={false} />;
  return <>{children}</>;
}

/** The professional picked for the week and phone views: the user's own column for staff, else the first. */
function useStaffChoice(options: Array<{ id: number; name: string }>, chosen: number | null) {
  return chosen != null && options.some((o) => o.id === chosen) ? chosen : (options[0]?.id ?? null);
}

const STAFF_KEY = 'salao.agenda-grid.staff-choice';

function useRememberedStaff(): [number | null, (id: number) => void] {
  const [id, setId] = useState<number | null>(() => {
    const n = Number(sessionStorage.getItem(STAFF_KEY));
    return Number.isInteger(n) && n > 0 ? n : null;
  });
  const remember = useCallback((next: number) => {
    setId(next);
    sessionStorage.setItem(STAFF_KEY, String(next));
  }, []);
  return [id, remember];
}

/** Week: one professional, seven day columns from GET /api/agenda/week. */
function WeekView({ date, onDate, onBook }: ViewProps) {
  const dayQuery = useAgendaDay(date.format('YYYY-MM-DD'));
  const staffOptions = useMemo(() => (dayQuery.data?.staff ?? []).map((s) => ({ id: s.id, name: s.name })), [dayQuery.data]);
  const [remembered, remember] = useRememberedStaff();
  const staffId = useStaffChoice(staffOptions, remembered);
  const start = date.startOf('week').format('YYYY-MM-DD');
  const query = useAgendaWeek(start, staffId);
  useInteractiveMark(query.data);
  const now = useNowMinutes();
  const onMove = useGridMove();
  const columns = useMemo(() => (query.data ? weekColumns(query.data) : []), [query.data]);
  const range = useMemo(() => gridRange(columns, query.data?.slotMinutes ?? 10), [columns, query.data?.slotMinutes]);
  const book = useCallback((c: GridColumn, time: string) => onBook({ staffId: c.staffId, date: c.date, time }), [onBook]);
  return (
    <div style={flexColumn(12)}>
      <div style={flexRow(8, { justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <DayNav date={date} onDate={onDate} unit="week" />
        <StaffSelect options={staffOptions} value={staffId} onChange={remember} />
      </div>
      <GridBody query={staffId == null ? dayQuery : query}>
        <TimeGrid label="Agenda da semana" columns={columns} range={range} now={now} minColumnWidth={120} onBook={book} onMove={onMove} />
      </GridBody>
    </div>
  );
}

/** The week's and the phone's professional: the light select-only combobox (full width on a phone, `block`). */
function StaffSelect({
  options,
  value,
  onChange,
  block = false,
}: {
  options: Array<{ id: number; name: string }>;
  value: number | null;
  onChange: (id: number) => void;
  block?: boolean;
}) {
  return (
    <div className={block ? 'ag-staff-block' : undefined}>
      <Select<number>
        aria-label="Profissional da agenda"
        value={value ?? 0}
        onChange={onChange}
        options={options.map((o) => ({ value: o.id, label: o.name }))}
      />
    </div>
  );
}

/** A horizontal swipe of at least this many px changes the day. */
const SWIPE_PX = 50;

/** Phones: one professional's day; swipe left or right for the next or previous day; tap an empty row to book. */
function PhoneDayView({ date, onDate, onBook }: ViewProps) {
  const day = date.format('YYYY-MM-DD');
  const query = useAgendaDay(day);
  useInteractiveMark(query.data);
  const staffOptions = useMemo(() => (query.data?.staff ?? []).map((s) => ({ id: s.id, name: s.name })), [query.data]);
  const [remembered, remember] = useRememberedStaff();
  const staffId = useStaffChoice(staffOptions, remembered);
  const now = useNowMinutes();
  const onMove = useGridMove();
  const columns = useMemo(() => (query.data ? dayColumns(query.data).filter((c) => c.staffId === staffId) : []), [query.data, staffId]);
  const range = useMemo(() => gridRange(columns, query.data?.slotMinutes ?? 10), [columns, query.data?.slotMinutes]);
  const book = useCallback((c: GridColumn, time: string) => onBook({ staffId: c.staffId, date: c.date, time }), [onBook]);

  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      onDate(dx < 0 ? date.add(1, 'day') : date.subtract(1, 'day'));
    }
  };
  return (
    <div style={flexColumn(8)}>
      <DayNav date={date} onDate={onDate} unit="day" />
      <StaffSelect options={staffOptions} value={staffId} onChange={remember} block />
      <div
        data-testid="phone-day"
        style={{ touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={(e) => {
          if (swiped.current) {
            swiped.current = false;
            e.stopPropagation();
          }
        }}
      >
        <GridBody query={query}>
          <TimeGrid label="Agenda do dia" columns={columns} range={range} now={now} minColumnWidth={200} onBook={book} onMove={onMove} />
        </GridBody>
      </div>
    </div>
  );
}
