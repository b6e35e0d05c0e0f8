import type { ReactNode } from 'react';
import { Button, Calendar, Card, Flex, Tooltip, Typography, theme } from 'antd';
import { LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import type { Dayjs } from '@salao/contracts';
import { capitalize } from '../shared/capitalize';
import { dotColor } from './calendar-dots';

interface MonthCalendarProps {
  value: Dayjs;
  onChange: (date: Dayjs) => void;
  counts: Map<string, number>;
  onRefresh: () => void;
  refreshing: boolean;
}

const DOT_TOKEN = { green: 'colorSuccess', yellow: 'colorWarning', red: 'colorError' } as const;

function DayCell({ day, count, cell }: { day: string; count: number; cell: ReactNode }) {
  const { token } = theme.useToken();
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
            background: token[DOT_TOKEN[color]],
          }}
        />
      )}
    </div>
  );
}

/** The month with previous/next and refresh, and a dot per day coloured by how many appointments it has (docs/product/screens.md). */
export function MonthCalendar({ value, onChange, counts, onRefresh, refreshing }: MonthCalendarProps) {
  const header = (
    <Flex align="center" justify="space-between" style={{ padding: '4px 4px 12px' }}>
      <Button icon={<LeftOutlined />} onClick={() => onChange(value.subtract(1, 'month').startOf('month'))} aria-label="Mês anterior" />
      <Typography.Text strong style={{ fontSize: 16 }} data-testid="calendar-month">
        {capitalize(value.format('MMMM [de] YYYY'))}
      </Typography.Text>
      <Flex gap={8}>
        <Tooltip title="Atualizar">
          <Button icon={<ReloadOutlined spin={refreshing} />} onClick={onRefresh} aria-label="Atualizar" />
        </Tooltip>
        <Button icon={<RightOutlined />} onClick={() => onChange(value.add(1, 'month').startOf('month'))} aria-label="Próximo mês" />
      </Flex>
    </Flex>
  );
  const cellOf = (date: Dayjs, info: { type: string; originNode: ReactNode }): ReactNode => {
    if (info.type !== 'date') return info.originNode;
    const day = date.format('YYYY-MM-DD');
    return <DayCell day={day} count={date.isSame(value, 'month') ? (counts.get(day) ?? 0) : 0} cell={info.originNode} />;
  };
  return (
    <Card styles={{ body: { padding: 12 } }}>
      <Calendar fullscreen={false} value={value} onSelect={onChange} headerRender={() => header} fullCellRender={cellOf} />
    </Card>
  );
}
