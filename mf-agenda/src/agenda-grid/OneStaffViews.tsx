import { useCallback, useMemo, useRef, useState, type PointerEvent } from 'react';
import { isManagement } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { Select } from '@salao/web-core/light';
import { useStaffDirectory } from '../shared/use-directory';
import { gridRange, type GridColumn } from './layout';
import { dayColumns, weekColumns } from './payload-columns';
import { useAgendaDay, useAgendaWeek } from './queries';
import { TimeGrid } from './TimeGrid';
import { useNowMinutes } from './use-now-minutes';
import { DayNav, GridBody, flexColumn, flexRow, useGridMove, useInteractiveMark, type ViewProps } from './view-parts';

// The views of one professional: her week, and her day on a phone.

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

/**
 * Week: one professional, seven day columns from GET /api/agenda/week. Management picks among every professional
 * (GET /api/staff), so a week opened on a closed day (a Sunday) or on her day off still shows; a collaborator has
 * only her own column, which the day's answer always holds.
 */
export function WeekView({ date, onDate, onBook }: ViewProps) {
  const manager = isManagement(useSession((s) => s.user?.role));
  const directory = useStaffDirectory(manager);
  const dayQuery = useAgendaDay(date.format('YYYY-MM-DD'), !manager);
  const listQuery = manager ? directory : dayQuery;
  const listed = manager ? directory.data : dayQuery.data?.staff;
  const staffOptions = useMemo(() => (listed ?? []).map((s) => ({ id: s.id, name: s.name })), [listed]);
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
      <GridBody query={staffId == null ? listQuery : query}>
        {staffId == null ? (
          <span className="salao-secondary">Nenhum profissional cadastrado.</span>
        ) : (
          <TimeGrid label="Agenda da semana" columns={columns} range={range} now={now} minColumnWidth={120} onBook={book} onMove={onMove} />
        )}
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
export function PhoneDayView({ date, onDate, onBook }: ViewProps) {
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
      {staffOptions.length > 0 && <StaffSelect options={staffOptions} value={staffId} onChange={remember} block />}
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
          {query.data && columns.length === 0 ? (
            <span className="salao-secondary">Nenhum profissional trabalha neste dia.</span>
          ) : (
            <TimeGrid label="Agenda do dia" columns={columns} range={range} now={now} minColumnWidth={200} onBook={book} onMove={onMove} />
          )}
        </GridBody>
      </div>
    </div>
  );
}
