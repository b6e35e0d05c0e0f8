import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FEATURE_LABEL, FEATURE_PLAN, hasPermission, isManagement, type PlanFeature } from '@salao/contracts';
import { usePermissions, useSession } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { LOCK } from '@salao/web-core/icon-paths';
import { WithAntd, featureUnlocked, preloadAntd } from '@salao/web-core/light';
import { EstablishmentBrand } from './EstablishmentBrand';
import { NAV_ICONS } from './nav-icons';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { SideMenu, type MenuEntry } from './SideMenu';

// The plan dialog (antd) loads when the pointer or the focus reaches a plan-locked entry, not with the menu.
const loadUi = () => import('@salao/web-core/ui');
const LockedFeatureDialog = lazy(() => loadUi().then((ui) => ({ default: ui.LockedFeatureDialog })));

const STAFF_BLOCKED_TIP = 'Disponível apenas para administradores';

/**
 * Sidebar navigation: 'Principal' and 'Conta'; staff-blocked and plan-locked items (docs/product/screens.md). Drawn
 * without antd (docs/architecture.md, 'First visit'); reaching an entry starts antd's download for the next page.
 */
export function Sidebar({ onNavigate, extra }: { onNavigate?: () => void; extra?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  const permissions = usePermissions();
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
  const itemOf = (key: string) => NAV_ITEMS.find((i) => i.path === key);

  const toEntry = (item: NavItem): MenuEntry => {
    const blocked = staffBlocked(item);
    return {
      key: item.path,
      icon: <Icon of={NAV_ICONS[item.path]} />,
      label: (
        <>
          <span className="salao-ellipsis">{item.label}</span>
          {(blocked || planLocked(item)) && <Icon of={LOCK} />}
        </>
      ),
      disabled: blocked,
      tip: blocked ? STAFF_BLOCKED_TIP : undefined,
    };
  };

  const onActivate = (key: string) => {
    const item = itemOf(key);
    if (!item || staffBlocked(item)) return;
    if (planLocked(item)) {
      setLocked(item.feature!);
      return;
    }
    setLocked(null);
    navigate(item.path);
    onNavigate?.();
  };

  const onReach = (key: string) => {
    const item = itemOf(key);
    if (!item || staffBlocked(item)) return;
    preloadAntd();
    if (planLocked(item)) void loadUi().catch(() => undefined);
  };

  const group = (name: NavItem['section']) => ({
    title: name,
    entries: NAV_ITEMS.filter((i) => i.section === name && (!i.permission || hasPermission(role, i.permission))).map(toEntry),
  });

  return (
    <nav aria-label="Navegação principal" style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <div style={{ padding: '20px 24px' }}>
        <EstablishmentBrand />
      </div>
      {extra && <div style={{ padding: '0 24px 12px' }}>{extra}</div>}
      <SideMenu
        groups={[group('Principal'), group('Conta')]}
        // A page under an area ('/clientes/12', a client's profile) keeps its area selected.
        selected={pathname.replace(/^(\/[^/]+)\/.*$/, '$1')}
        onActivate={onActivate}
        onReach={onReach}
      />
      {locked && !arrived && (
        <WithAntd>
          <Suspense fallback={null}>
            <LockedFeatureDialog
              open
              onClose={() => setLocked(null)}
              feature={FEATURE_LABEL[locked]}
              currentPlan={permissions.planName}
              requiredPlan={FEATURE_PLAN[locked]}
            />
          </Suspense>
        </WithAntd>
      )}
    </nav>
  );
}
