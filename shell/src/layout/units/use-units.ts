import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type UnitDto } from '@salao/contracts';
import { useSession } from '@salao/web-core';

/** GET /api/units: the units the user may act in (docs/product/units.md); none while logged out. */
export function useUnits() {
  const userId = useSession((s) => s.user?.id);
  return useQuery<UnitDto[]>({ queryKey: QUERY_KEYS.units, enabled: userId !== undefined });
}

/** The rule lives in contracts (Configurações › Rede reads it too). */
export { ownsNetwork } from '@salao/contracts';
