import * as yup from 'yup';
import { YUP_LOCALE_PT_BR } from './yup-locale';

// A schema takes its default messages when it is built, so the locale is set here, in the module every
// contracts schema imports yup from: API answers and formik forms both get pt-BR, never yup's English.
yup.setLocale(YUP_LOCALE_PT_BR);

export * from 'yup';

/** What a true or false becomes on its way through a string's transforms (trim included): never a valid text. */
const BOOLEAN_GIVEN = '\u0000boolean';
const notText = YUP_LOCALE_PT_BR.mixed!.notType as (params: { path?: string; type?: string }) => string;

/**
 * yup's string, except that true or false is refused ('… deve ser um texto.') instead of stored as the word
 * 'true': a boolean where a name or a note belongs is a client's mistake, not a name (docs/product/validation.md).
 */
export function string(): yup.StringSchema<string | undefined> {
  return yup
    .string()
    .transform((value: unknown, original: unknown) => (typeof original === 'boolean' ? BOOLEAN_GIVEN : value))
    .test({ name: 'notBoolean', message: (p) => notText({ path: p.path, type: 'string' }), test: (v) => v !== BOOLEAN_GIVEN });
}
