import * as yup from '../yup';
import { WRITE_SAFETY_MSG } from './write-safety';

/**
 * The `version` a form sends back: the integer it read. Absent (or null), the write keeps working as before
 * (last write wins), so integrations that never read a version are not broken.
 */
export const versionField = () =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(WRITE_SAFETY_MSG.invalidVersion)
    .integer(WRITE_SAFETY_MSG.invalidVersion)
    .min(1, WRITE_SAFETY_MSG.invalidVersion)
    .max(2147483647, WRITE_SAFETY_MSG.invalidVersion)
    .optional();
