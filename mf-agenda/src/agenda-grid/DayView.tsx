import { lazy, useCallback, useMemo } from 'react';
import { useSession } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { LEFT, RIGHT } from '@salao/web-core/icon-paths';
import { Button, WithAntd } from '@salao/web-core/light';
import { useColumnOrder, useVisibleStaff } from './column-order';
import { gridRange, moveInOrder, orderColumns, type GridColumn } from './layout';
import { dayColumns } from './payload-columns';
import { useAgendaDay } from './queries';
import { TimeGrid } from './TimeGrid';
import { useNowMinutes } from './use-now-minutes';
import { DayNav, GridBody, flexColumn, flexRow, useGridMove, useInteractiveMark, type ViewProps } from './view-parts';

// antd's multiple Select, for the day's professionals: loaded after the grid, in antd's context (docs/architecture.md, 'First visit').
const StaffFilter = lazy(() => import('./StaffFilter'));

/** Day: one column per professional working that day, filterable, in the user's order (reordered from the headers). */
export function DayView({ date, onDate, onBook }: ViewProps) {
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
