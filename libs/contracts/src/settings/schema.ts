import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { digitsOnly } from '../format';
import { LIMITS } from '../constants';
import { SETTINGS_MSG } from './messages';
import { SLOT_MINUTES_OPTIONS } from '../agenda/dto';

export const WHATSAPP_CONNECTION_TYPES = ['official', 'evolution'] as const;
export type WhatsappConnectionType = (typeof WHATSAPP_CONNECTION_TYPES)[number];
export const DEFAULT_SESSION_TIMEOUT = 30;
/** Logo upload (docs/product/screens.md hint 'PNG ou JPG, até 2MB'; the server enforces it). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const optionalText = () =>
  yup
    .string()
    .trim()
    .nullable()
    .optional()
    .max(200, SETTINGS_MSG.textMax)
    .transform((v: string | null | undefined) => (v === '' ? null : v));
const optionalPhone = () => optionalText().test('digits', SETTINGS_MSG.phone, (v) => !v || digitsOnly(v).length >= LIMITS.phoneMinDigits);

/** PUT /api/settings: every field optional, the ones sent are saved. */
export const settingsSchema = yup.object({
  whatsappConnectionType: yup
    .string()
    .optional()
    .oneOf([...WHATSAPP_CONNECTION_TYPES], SETTINGS_MSG.connectionType),
  whatsappOfficialNumber: optionalPhone(),
  whatsappEstablishmentName: optionalText(),
  whatsappServiceNumber: optionalPhone(),
  whatsappApiKey: optionalText(),
  whatsappInstanceId: optionalText(),
  twoFactorAuth: yup.boolean().optional().typeError(SETTINGS_MSG.saveError),
  sessionTimeout: yup
    .number()
    .optional()
    .typeError(SETTINGS_MSG.sessionTimeout)
    .integer(SETTINGS_MSG.sessionTimeout)
    .min(1, SETTINGS_MSG.sessionTimeout)
    .max(1440, SETTINGS_MSG.sessionTimeout),
  /** The agenda's slot step (absent: unchanged). */
  slotMinutes: yup
    .number()
    .optional()
    .typeError(SETTINGS_MSG.slotMinutes)
    .oneOf([...SLOT_MINUTES_OPTIONS], SETTINGS_MSG.slotMinutes),
  version: versionField(),
});
export type SettingsInput = yup.InferType<typeof settingsSchema>;
