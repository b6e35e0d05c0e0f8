import { Alert, Card, Tabs } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useSession } from '@salao/web-core';
import { EmptyState } from '@salao/web-core/ui';
import { SETTINGS_TABS, STAFF_NOTICE } from '../settings/settings-tabs';

export function SettingsPage() {
  const isStaff = useSession((s) => s.user?.role === 'staff');
  return (
    <Card>
      {isStaff && <Alert type="info" showIcon title={STAFF_NOTICE} style={{ marginBottom: 16 }} />}
      <Tabs
        defaultActiveKey={isStaff ? 'seguranca' : 'negocio'}
        items={SETTINGS_TABS.map((tab) => {
          const locked = isStaff && !tab.staff;
          return {
            key: tab.key,
            disabled: locked,
            label: (
              <span>
                {locked && <LockOutlined />} {tab.label}
              </span>
            ),
            children: <EmptyState title={`Configurações de ${tab.label}`} description="Os campos desta seção estarão disponíveis em breve." />,
          };
        })}
      />
    </Card>
  );
}
