import type { ReactNode } from 'react';
import { Calendar, Card, theme } from 'antd';
import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { dayjs, type Dayjs } from '@salao/contracts';
import { dotColor, type DotColor } from './calendar-dots';
import { MonthHeader, type MonthHeaderProps } from './MonthHeader';

interface MonthCalendarProps extends MonthHeaderProps {
  counts: Map<string, number>;
  /** The days alone: the page draws the card and its head (MonthHeader) around them. */
  bare?: boolean;
}

/**
 * antd's Calendar asks for 'now' through the timezone plugin (`dayjs().tz()`: the default zone, for apps that set one),
 * which builds an Intl date format per call, and it asks on every day cell of every render (~15 ms of a desktop first
 * render, 4× that on a phone's CPU). This app sets no default zone, so the browser's 'now' is the same date.
 */
const LocalCalendar = Calendar.generateCalendar<Dayjs>({ ...dayjsConfig, getNow: () => dayjs() });

const DOT_TOKEN = { green: 'colorSuccess', yellow: 'colorWarning', red: 'colorError' } as const;

function DayCell({ day, count, cell, dots }: { day: string; count: number; cell: ReactNode; dots: Record<DotColor, string> }) {
  const color = dotColor(count);
  return (
    <div style={{ position: 'relative', paddingBottom: 6 }} data-day={day} data-count={count} data-dot={color ?? undefined}>
      {cell}
      {color && (
        <span
          role="img"
          aria-label={`${count} agendamento(s)`}
          style={{
            position: 'absolute',
            left: '50%',
            bottom: 0,
            width: 6,
            height: 6,
            marginLeft: -3,
            borderRadius: '50%',
            background: dots[color],
          }}
        />
      )}
    </div>
  );
}

/** The month with previous/next and refresh, and a dot per day coloured by how many appointments it has (docs/product/screens.md). */
export function MonthCalendar({ counts, bare = false, ...head }: MonthCalendarProps) {
  const { value, onChange } = head;
  // One token read for the month, not one per day cell.
  const { token } = theme.useToken();
  const dots = { green: token[DOT_TOKEN.green], yellow: token[DOT_TOKEN.yellow], red: token[DOT_TOKEN.red] };
  const header = bare ? null : <MonthHeader {...head} />;
  const cellOf = (date: Dayjs, info: { type: string; originNode: ReactNode }): ReactNode => {
    if (info.type !== 'date') return info.originNode;
    const day = date.format('YYYY-MM-DD');
    return <DayCell day={day} count={date.isSame(value, 'month') ? (counts.get(day) ?? 0) : 0} cell={info.originNode} dots={dots} />;
  };
  const days = <LocalCalendar fullscreen={false} value={value} onSelect={onChange} headerRender={() => header} fullCellRender={cellOf} />;
  return bare ? days : <Card styles={{ body: { padding: 12 } }}>{days}</Card>;
}
