import { useCallback, useEffect, type CSSProperties, type ReactNode } from 'react';
import { dayjs, type AgendaAppointmentDto, type Dayjs } from '@salao/contracts';
import { Icon } from '@salao/web-core/icon';
import { LEFT, LOADING, RIGHT } from '@salao/web-core/icon-paths';
import { Button, QueryError, type QueryLike } from '@salao/web-core/light';
import { capitalize } from '../shared/capitalize';
import type { AgendaGridViewProps } from './AgendaGridView';
import type { GridColumn } from './layout';
import { useMoveAppointment } from './use-grid-writes';

// What the grid's three views share: their props, the day or week navigation, the body's loading and error states.

export const flexRow = (gap: number, extra?: CSSProperties): CSSProperties => ({ display: 'flex', alignItems: 'center', gap, ...extra });
export const flexColumn = (gap: number): CSSProperties => ({ display: 'flex', flexDirection: 'column', gap });

export type ViewProps = Pick<AgendaGridViewProps, 'date' | 'onDate' | 'onBook'>;

/** Marks when the grid for fresh data has been painted, for the bench (performance.measure from the response). */
export function useInteractiveMark(data: unknown) {
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
export function DayNav({ date, onDate, unit }: { date: Dayjs; onDate: (d: Dayjs) => void; unit: 'day' | 'week' }) {
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

export function useGridMove() {
  const move = useMoveAppointment();
  return useCallback(
    (a: AgendaAppointmentDto, column: GridColumn, time: string) => move.mutate({ appointment: a, staffId: column.staffId, date: column.date, time }),
    [move],
  );
}

export function GridBody({ query, children }: { query: QueryLike & { data?: unknown }; children: ReactNode }) {
  if (query.isPending && !query.data)
    return (
      <div role="status" aria-label="Carregando agenda" style={{ padding: 48, fontSize: 20, color: 'var(--salao-color-primary)' }}>
        <Icon of={LOADING} spin />
      </div>
    );
  if (query.isError && !query.data) return <QueryError query={query} what="a agenda" stale={false} />;
  return <>{children}</>;
}
