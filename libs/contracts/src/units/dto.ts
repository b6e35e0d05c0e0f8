import { MSG } from '../identity/messages';

// What screens read about units, apart from the schemas: a page that only lists units never bundles yup.

/** A unit's role for the caller: the network's owner, or a membership's role (docs/product/units.md). */
export type UnitRole = 'owner' | 'admin' | 'manager' | 'staff';

/** GET /api/units: the units the caller may act in; `current` is the session's. */
export interface UnitDto {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  role: UnitRole;
  current: boolean;
}

/** An owner of the network (GET /api/units answers role 'owner' for the session's unit): she adds units, sees 'Todas as unidades' and edits the network. */
export const ownsNetwork = (units: readonly UnitDto[] | undefined): boolean => !!units?.some((u) => u.current && u.role === 'owner');

export const UNIT_MSG = {
  name: MSG.establishmentName,
  unitRequired: 'Informe a unidade.',
  forbidden: 'Você não tem acesso a esta unidade.',
  ownerOnly: 'Apenas o proprietário da rede pode gerenciar unidades.',
  copyFromNotFound: 'Unidade de origem não encontrada.',
  memberNotFound: 'Usuário não encontrado.',
  memberRole: 'Papel inválido: use admin, manager ou staff.',
  homeUnit: 'Esta é a unidade principal do usuário: altere o acesso em Colaboradores.',
  staffNotFound: 'Profissional não encontrado nesta unidade.',
  staffAlreadyThere: 'Este profissional já atende na unidade escolhida.',
  networkOwnerOnly: 'Apenas o proprietário da rede pode ver todas as unidades.',
  scope: "Escopo inválido: use 'network'.",
} as const;
