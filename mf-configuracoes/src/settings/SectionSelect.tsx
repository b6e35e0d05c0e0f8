import { Select } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { SettingsTab } from './settings-tabs';

/** A tab's name, after the lock when staff may not open it. */
export function TabLabel({ label, locked }: { label: string; locked: boolean }) {
  return (
    <span>
      {locked && <LockOutlined aria-label="Bloqueado" />} {label}
    </span>
  );
}

/** The settings tabs as one select on a phone; staff see the locked ones disabled with the lock. */
export function SectionSelect({ tabs, active, isStaff, onChange }: { tabs: SettingsTab[]; active: string; isStaff: boolean; onChange: (key: string) => void }) {
  return (
    <Select
      aria-label="Seção das configurações"
      data-testid="settings-section"
      value={active}
      onChange={onChange}
      style={{ width: '100%', marginBottom: 16 }}
      size="large"
      options={tabs.map((tab) => {
        const locked = isStaff && !tab.staff;
        return {
          value: tab.key,
          disabled: locked,
          label: <TabLabel label={tab.label} locked={locked} />,
        };
      })}
    />
  );
}
