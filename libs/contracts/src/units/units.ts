import * as yup from '../yup';
import { LIMITS } from '../constants';
import { optionalId, requiredId } from '../fields';
import { UNIT_MSG } from './dto';

export * from './dto';

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
