import type { ComponentType } from 'react';
import { Alert, Card, Grid, Tabs } from 'antd';
import { SETTINGS_MSG } from '@salao/contracts';
import { useSearchParams, useSession } from '@salao/web-core';
import { AgendaTab } from '../agenda/AgendaTab';
import { AuditTab } from '../audit/AuditTab';
import { BusinessTab } from '../business/BusinessTab';
import { HoursTab } from '../hours/HoursTab';
import { NetworkTab } from '../network/NetworkTab';
import { useOwnsNetwork } from '../network/use-network';
import { PaymentsTab } from '../payments/PaymentsTab';
import { SecurityTab } from '../security/SecurityTab';
import { SectionSelect, TabLabel } from '../settings/SectionSelect';
import { visibleTabs, type SettingsTabKey } from '../settings/settings-tabs';
import { ReadableText } from '../shared/ReadableText';
import { WhatsAppTab } from '../whatsapp/WhatsAppTab';

const CONTENT: Record<SettingsTabKey, ComponentType> = {
  negocio: BusinessTab,
  rede: NetworkTab,
  horarios: HoursTab,
  agenda: AgendaTab,
  pagamentos: PaymentsTab,
  whatsapp: WhatsAppTab,
  seguranca: SecurityTab,
  historico: AuditTab,
};

/**
 * Configurações (docs/product/screens.md): six tabs, the network owner's 'Rede' and the owner's 'Histórico de alterações';
 * staff start on Segurança with the others locked. The tab is in the URL (?aba=).
 */
export function SettingsPage() {
  const role = useSession((s) => s.user?.role);
  const isStaff = role === 'staff';
  const tabs = visibleTabs(role, useOwnsNetwork());
  const narrow = Grid.useBreakpoint().sm === false;
  const [params, setParams] = useSearchParams();
  const requested = tabs.find((t) => t.key === params.get('aba') && (t.staff || !isStaff));
  const active = requested?.key ?? (isStaff ? 'seguranca' : 'negocio');
  const open = (key: string) => setParams({ aba: key }, { replace: true });
  const Active = CONTENT[active];
  return (
    <ReadableText>
      <Card styles={narrow ? { body: { padding: 12 } } : undefined}>
        {isStaff && <Alert type="info" showIcon title={SETTINGS_MSG.staffNotice} style={{ marginBottom: 16 }} />}
        {narrow ? (
          // Six tabs do not fit a phone: antd would fold some into a 'more' menu inside the tab list.
          <>
            <SectionSelect tabs={tabs} active={active} isStaff={isStaff} onChange={open} />
            <Active />
          </>
        ) : (
          <Tabs
            activeKey={active}
            onChange={open}
            // Only the open tab is mounted: leaving WhatsApp stops its countdown and refreshes.
            destroyOnHidden
            items={tabs.map((tab) => {
              const locked = isStaff && !tab.staff;
              const Content = CONTENT[tab.key];
              return {
                key: tab.key,
                disabled: locked,
                label: <TabLabel label={tab.label} locked={locked} />,
                children: <Content />,
              };
            })}
          />
        )}
      </Card>
    </ReadableText>
  );
}
