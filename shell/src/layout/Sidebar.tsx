import { useEffect, useState, type ReactNode } from 'react';
import { Menu, Tooltip, theme, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DollarOutlined,
  GiftOutlined,
  InboxOutlined,
  LockOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { FEATURE_LABEL, FEATURE_PLAN, hasPermission, isManagement, type PlanFeature } from '@salao/contracts';
import { usePermissions, useSession } from '@salao/web-core';
import { LockedFeatureDialog, featureUnlocked } from '@salao/web-core/ui';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { EstablishmentBrand } from './EstablishmentBrand';

const ICONS: Record<string, ReactNode> = {
  '/dashboard': <AppstoreOutlined />,
  '/agendamentos': <CalendarOutlined />,
  '/clientes': <UserOutlined />,
  '/servicos': <ToolOutlined />,
  '/colaboradores': <TeamOutlined />,
  '/estoque': <InboxOutlined />,
  '/financeiro': <DollarOutlined />,
  '/relatorios': <BarChartOutlined />,
  '/fidelidade': <GiftOutlined />,
  '/pacotes': <ShoppingOutlined />,
  '/configuracoes': <SettingOutlined />,
};

/** Sidebar navigation: 'Principal' and 'Conta'; staff-blocked and plan-locked items (docs/product/screens.md). */
export function Sidebar({ onNavigate, extra }: { onNavigate?: () => void; extra?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  const permissions = usePermissions();
  const { token } = theme.useToken();
  const [locked, setLocked] = useState<PlanFeature | null>(null);

  // Clicked a moment before a plan change reached the permissions (the Plano card's upgrade): once they allow it,
  // the dialog gives way and she lands where she asked, never on 'Seu plano atual (Core) não inclui' Core's module.
  const arrived = locked !== null && !permissions.isLoading && featureUnlocked(permissions, locked);
  useEffect(() => {
    const item = arrived ? NAV_ITEMS.find((i) => i.feature === locked) : undefined;
    if (item) navigate(item.path);
  }, [arrived, locked, navigate]);

  const staffBlocked = (item: NavItem) => !!item.managementOnly && !isManagement(role);
  const planLocked = (item: NavItem) => !!item.feature && !permissions.isLoading && !featureUnlocked(permissions, item.feature);

  const toEntry = (item: NavItem): NonNullable<MenuProps['items']>[number] => {
    const blocked = staffBlocked(item);
    const lockedByPlan = !blocked && planLocked(item);
    const label = (
      <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {item.label}
        {(blocked || lockedByPlan) && <LockOutlined style={{ color: token.colorTextTertiary }} />}
      </span>
    );
    return {
      key: item.path,
      icon: ICONS[item.path],
      disabled: blocked,
      label: blocked ? (
        <Tooltip title="Disponível apenas para administradores" placement="right">
          {label}
        </Tooltip>
      ) : (
        label
      ),
    };
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = NAV_ITEMS.find((i) => i.path === key);
    if (!item || staffBlocked(item)) return;
    if (planLocked(item)) {
      setLocked(item.feature!);
      return;
    }
    setLocked(null);
    navigate(item.path);
    onNavigate?.();
  };

  const section = (name: NavItem['section']) => ({
    type: 'group' as const,
    key: name,
    label: name,
    children: NAV_ITEMS.filter((i) => i.section === name && (!i.permission || hasPermission(role, i.permission))).map(toEntry),
  });

  return (
    <nav aria-label="Navegação principal" style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <div style={{ padding: '20px 24px' }}>
        <EstablishmentBrand />
      </div>
      {extra && <div style={{ padding: '0 24px 12px' }}>{extra}</div>}
      <Menu
        mode="inline"
        // A page under an area ('/clientes/12', a client's profile) keeps its area selected.
        selectedKeys={[pathname.replace(/^(\/[^/]+)\/.*$/, '$1')]}
        onClick={onClick}
        items={[section('Principal'), section('Conta')]}
        style={{ borderInlineEnd: 0, flex: 1 }}
      />
      {locked && !arrived && (
        <LockedFeatureDialog
          open
          onClose={() => setLocked(null)}
          feature={FEATURE_LABEL[locked]}
          currentPlan={permissions.planName}
          requiredPlan={FEATURE_PLAN[locked]}
        />
      )}
    </nav>
  );
}
