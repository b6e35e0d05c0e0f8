import * as yup from '../yup';
import { LIMITS } from '../constants';
import { optionalId, requiredId } from '../fields';
import { MSG } from '../identity/messages';

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

/** POST /api/units: a new unit of the caller's network; copyFrom: another unit whose services, categories, hours and settings it starts with. */
export const unitCreateSchema = yup.object({
  name: yup.string().trim().required(UNIT_MSG.name).min(LIMITS.nameMin, UNIT_MSG.name),
  address: yup.string().trim().nullable().optional(),
  phone: yup.string().trim().nullable().optional(),
  copyFrom: optionalId(UNIT_MSG.copyFromNotFound),
});

/** POST /api/session/unit: the unit the session acts in from now on. */
export const unitSwitchSchema = yup.object({
  establishmentId: requiredId(UNIT_MSG.unitRequired).max(2147483647, UNIT_MSG.forbidden),
});

/** PUT /api/units/{id}/members/{userId}: a user of the network given a role in this unit. */
export const unitMemberSchema = yup.object({
  role: yup.string().required(UNIT_MSG.memberRole).oneOf(['admin', 'manager', 'staff'], UNIT_MSG.memberRole),
  staffId: optionalId(UNIT_MSG.memberRole),
});

/** POST /api/units/{id}/staff: a professional of the session's unit starts working in unit {id} too. */
export const unitStaffSchema = yup.object({
  staffId: requiredId(UNIT_MSG.staffNotFound).max(2147483647, UNIT_MSG.staffNotFound),
});

export type UnitCreateInput = yup.InferType<typeof unitCreateSchema>;
export type UnitMemberInput = yup.InferType<typeof unitMemberSchema>;
