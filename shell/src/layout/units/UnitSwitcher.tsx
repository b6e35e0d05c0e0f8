import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@salao/contracts';
import { ApiError, api, toastError, toastSuccess, useSession, useUnitScope } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { PLUS } from '@salao/web-core/icon-paths';
import { Button, Tooltip, WithAntd, preloadAntd } from '@salao/web-core/light';
import { UnitSelectStandIn } from './UnitSelectStandIn';
import { ownsNetwork, useUnits } from './use-units';

// antd's parts load on demand: the Select for a user with two units or more, the dialog when the pointer or the
// focus reaches 'Nova unidade' (an owner with one unit, the common case, downloads no antd: docs/architecture.md,
// 'First visit').
const UnitSelect = lazy(() => import('./UnitSelect'));
const loadNewUnitDialog = () => import('./NewUnitDialog');
const NewUnitDialog = lazy(loadNewUnitDialog);

const preloadNewUnit = () => {
  preloadAntd();
  void loadNewUnitDialog().catch(() => undefined);
};

export interface UnitSelectProps {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  switching: boolean;
  width: number | string;
}

/** The Select's value for 'Todas as unidades' (unit ids are numbers). */
const ALL = 'todas';

/**
 * The header's unit switcher (docs/product/units.md, docs/product/screens.md 'Layout'): shown when the user may act
 * in more than one unit. Choosing a unit moves the session there and reloads every screen; the owner's 'Todas as
 * unidades' only consolidates the dashboard. Owners also get 'Nova unidade' here, with one unit or many.
 */
export function UnitSwitcher({ inDrawer = false }: { inDrawer?: boolean }) {
  const units = useUnits();
  const setUser = useSession((s) => s.setUser);
  const allUnits = useUnitScope((s) => s.allUnits);
  const setAllUnits = useUnitScope((s) => s.setAllUnits);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState(false);
  const list = units.data ?? [];
  const owner = ownsNetwork(list);
  const current = list.find((u) => u.current);
  const onDashboard = pathname === '/dashboard';
  const askedForAll = onDashboard && new URLSearchParams(search).get('unidade') === 'todas';

  // '/dashboard?unidade=todas' (a reload, a shared link) opens the owner's consolidated dashboard.
  useEffect(() => {
    if (owner && askedForAll) setAllUnits(true);
  }, [owner, askedForAll, setAllUnits]);

  if (!current || (list.length < 2 && !owner)) return null;

  const leaveAll = () => {
    setAllUnits(false);
    if (askedForAll) navigate('/dashboard', { replace: true });
  };

  const onChange = async (value: string) => {
    if (value === ALL) {
      setAllUnits(true);
      navigate('/dashboard?unidade=todas');
      return;
    }
    const unit = list.find((u) => String(u.id) === value);
    if (!unit) return;
    if (unit.id === current.id) return leaveAll();
    setSwitching(true);
    try {
      const user = await api.post<SessionUser>('/api/session/unit', { establishmentId: unit.id });
      leaveAll();
      setUser(user);
      // Every cached answer was the old unit's: each screen reloads in the new one.
      await queryClient.resetQueries();
      toastSuccess(`Unidade alterada para ${unit.name}.`);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Não foi possível trocar de unidade. Tente novamente.');
    } finally {
      setSwitching(false);
    }
  };

  const options = [
    ...list.map((u) => ({ value: String(u.id), label: u.name })),
    ...(owner && list.length > 1 ? [{ value: ALL, label: 'Todas as unidades' }] : []),
  ];
  const value = allUnits ? ALL : String(current.id);
  const width = inDrawer ? '100%' : 220;
  const standIn = <UnitSelectStandIn label={options.find((o) => o.value === value)?.label ?? current.name} width={width} />;
  const newUnitProps = { icon: <Icon of={PLUS} />, onClick: () => setCreating(true), onPointerEnter: preloadNewUnit, onFocus: preloadNewUnit };
  const newUnit =
    owner &&
    (inDrawer ? (
      <Button {...newUnitProps} style={{ width: '100%' }}>
        Nova unidade
      </Button>
    ) : (
      <Tooltip title="Nova unidade" placement="bottom">
        <Button {...newUnitProps} kind="text" circle aria-label="Nova unidade" />
      </Tooltip>
    ));

  return (
    <div style={{ display: 'flex', flexDirection: inDrawer ? 'column' : 'row', alignItems: inDrawer ? 'stretch' : 'center', gap: 8, minWidth: 0 }}>
      {list.length > 1 && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <WithAntd fallback={standIn}>
            <Suspense fallback={standIn}>
              <UnitSelect value={value} options={options} onChange={(v) => void onChange(v)} switching={switching} width={width} />
            </Suspense>
          </WithAntd>
          {allUnits && !onDashboard && (
            <span className="salao-secondary salao-ellipsis" style={{ fontSize: 12, lineHeight: 1.5714285714285714 }} data-testid="unit-scope-note">
              Esta tela mostra: {current.name}
            </span>
          )}
        </div>
      )}
      {newUnit}
      {creating && (
        <WithAntd>
          <Suspense fallback={null}>
            <NewUnitDialog units={list} onClose={() => setCreating(false)} />
          </Suspense>
        </WithAntd>
      )}
    </div>
  );
}
