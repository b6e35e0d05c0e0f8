import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type UnitDto } from '@salao/contracts';
import { useSession } from '@salao/web-core';

/** GET /api/units: the units the user may act in (docs/product/units.md); none while logged out. */
export function useUnits() {
  const userId = useSession((s) => s.user?.id);
  return useQuery<UnitDto[]>({ queryKey: QUERY_KEYS.units, enabled: userId !== undefined });
}

/** An owner of the network: she may add units and see 'Todas as unidades'. */
export const ownsNetwork = (units: UnitDto[] | undefined) => !!units?.some((u) => u.current && u.role === 'owner');
