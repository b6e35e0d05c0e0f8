import * as yup from 'yup';
import { cursorQuerySchema, instantCursor } from '../http/cursor';
import { FIELD_MSG, isRealDate, optionalId } from '../fields';
import { AUDIT_ENTITIES } from './dto';
import { AUDIT_MSG } from './messages';

const absent = (v: unknown, raw: unknown) => (raw === '' || raw === undefined || raw === null ? undefined : v);

/** An optional 'yyyy-MM-dd' that exists on the calendar ('' counts as absent). */
const optionalDay = () =>
  yup
    .string()
    .trim()
    .transform(absent)
    .optional()
    .matches(/^(19\d{2}|20\d{2}|2100)-\d{2}-\d{2}$/, FIELD_MSG.invalidDate)
    .test('real-date', FIELD_MSG.invalidDate, (v) => !v || isRealDate(v));

/** GET /api/audit-log?entity&entityId&userId&from&to&page: from/to are days on the establishment's clock. */
export const auditQuerySchema = yup.object({
  entity: yup
    .string()
    .trim()
    .transform(absent)
    .optional()
    .oneOf([...AUDIT_ENTITIES], AUDIT_MSG.entity),
  entityId: optionalId(AUDIT_MSG.entityId),
  userId: optionalId(AUDIT_MSG.userId),
  from: optionalDay(),
  to: optionalDay().test('ordered', AUDIT_MSG.period, function (to) {
    const from = (this.parent as { from?: string }).from;
    return !to || !from || from <= to;
  }),
  page: yup.number().transform(absent).typeError(AUDIT_MSG.page).integer(AUDIT_MSG.page).min(1, AUDIT_MSG.page).max(1_000_000, AUDIT_MSG.page).default(1),
});
export type AuditQuery = yup.InferType<typeof auditQuerySchema>;

/** GET /api/audit-log?after&limit: the same filters by cursor, newest first (docs/product/api.md 'Cursor pages'). */
export const auditCursorSchema = auditQuerySchema
  .omit(['page'])
  .concat(cursorQuerySchema.omit(['after']))
  .shape({ after: instantCursor() });
export type AuditCursorQuery = yup.InferType<typeof auditCursorSchema>;
