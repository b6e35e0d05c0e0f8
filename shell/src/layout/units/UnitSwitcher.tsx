import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@salao/contracts';
import { ApiError, api, toastError, toastSuccess, useSession, useUnitScope } from '@salao/web-core';
import { ownsNetwork, useUnits } from './use-units';

const NewUnitDialog = lazy(() => import('./NewUnitDialog'));

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
  const newUnit = owner && (
    <Tooltip title={inDrawer ? undefined : 'Nova unidade'}>
      <Button
        type={inDrawer ? 'default' : 'text'}
        shape={inDrawer ? 'default' : 'circle'}
        icon={<PlusOutlined />}
        onClick={() => setCreating(true)}
        aria-label={inDrawer ? undefined : 'Nova unidade'}
        block={inDrawer}
      >
        {inDrawer ? 'Nova unidade' : null}
      </Button>
    </Tooltip>
  );

  return (
    <Flex vertical={inDrawer} align={inDrawer ? 'stretch' : 'center'} gap={8} style={{ minWidth: 0 }}>
      {list.length > 1 && (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Select
            aria-label="Unidade"
            title="Unidade"
            prefix={<ShopOutlined aria-hidden />}
            value={allUnits ? ALL : String(current.id)}
            onChange={(v) => void onChange(v)}
            options={options}
            loading={switching}
            disabled={switching}
            popupMatchSelectWidth={false}
            style={{ width: inDrawer ? '100%' : 220 }}
            data-testid="unit-switcher"
          />
          {allUnits && !onDashboard && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis data-testid="unit-scope-note">
              Esta tela mostra: {current.name}
            </Typography.Text>
          )}
        </Flex>
      )}
      {newUnit}
      {creating && (
        <Suspense fallback={null}>
          <NewUnitDialog units={list} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
