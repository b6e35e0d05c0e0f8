import type { Dayjs } from '@salao/contracts';
import { Icon } from '@salao/web-core/icon';
import { LEFT, RELOAD, RIGHT } from '@salao/web-core/icon-paths';
import { Button, Tooltip } from '@salao/web-core/light';
import { capitalize } from '../shared/capitalize';

export interface MonthHeaderProps {
  value: Dayjs;
  onChange: (date: Dayjs) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * The month calendar's head: previous and next month, the month's name, refresh. Drawn without antd, so beside the day
 * grid it is on screen (and is the same element) from the page's first render while antd's calendar below it loads
 * (docs/architecture.md, 'First visit').
 */
export function MonthHeader({ value, onChange, onRefresh, refreshing }: MonthHeaderProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '4px 4px 12px' }}>
      <Button
        icon={<Icon of={LEFT} />}
        onClick={() => onChange(value.subtract(1, 'month').startOf('month'))}
        aria-label="Mês anterior"
        style={{ flex: 'none' }}
      />
      <strong style={{ fontSize: 16, textAlign: 'center' }} data-testid="calendar-month">
        {capitalize(value.format('MMMM [de] YYYY'))}
      </strong>
      <div style={{ display: 'flex', gap: 8, flex: 'none' }}>
        <Tooltip title="Atualizar">
          <Button icon={<Icon of={RELOAD} spin={refreshing} />} onClick={onRefresh} aria-label="Atualizar" />
        </Tooltip>
        <Button icon={<Icon of={RIGHT} />} onClick={() => onChange(value.add(1, 'month').startOf('month'))} aria-label="Próximo mês" />
      </div>
    </div>
  );
}
