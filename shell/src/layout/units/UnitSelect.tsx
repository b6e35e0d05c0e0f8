import { Select } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import type { UnitSelectProps } from './UnitSwitcher';

/** The switcher's antd Select, downloaded only for a user with two units or more (UnitSwitcher.tsx). */
export default function UnitSelect({ value, options, onChange, switching, width }: UnitSelectProps) {
  return (
    <Select
      aria-label="Unidade"
      title="Unidade"
      prefix={<ShopOutlined aria-hidden />}
      value={value}
      onChange={onChange}
      options={options}
      loading={switching}
      disabled={switching}
      popupMatchSelectWidth={false}
      style={{ width }}
      data-testid="unit-switcher"
    />
  );
}
