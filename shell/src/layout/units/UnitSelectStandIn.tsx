import { Icon } from '@salao/web-core/icon';
import { DOWN, SHOP } from '@salao/web-core/icon-paths';

/**
 * The unit Select's box while antd's Select downloads (a moment, for a user with two units or more): the same size,
 * the chosen unit's name, nothing to operate yet (hidden from assistive technology: the combobox follows).
 */
export function UnitSelectStandIn({ label, width }: { label: string; width: number | string }) {
  return (
    <div className="salao-combo-box" aria-hidden="true" style={{ width, cursor: 'default', justifyContent: 'flex-start' }}>
      <Icon of={SHOP} />
      <span className="salao-ellipsis" style={{ flex: 1, minWidth: 0 }}>
        {label}
      </span>
      <Icon of={DOWN} style={{ fontSize: 12, color: 'var(--salao-color-text-secondary)' }} />
    </div>
  );
}
