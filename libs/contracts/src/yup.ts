import * as yup from 'yup';
import { YUP_LOCALE_PT_BR } from './yup-locale';

// A schema takes its default messages when it is built, so the locale is set here, in the module every
// contracts schema imports yup from: API answers and formik forms both get pt-BR, never yup's English.
yup.setLocale(YUP_LOCALE_PT_BR);

export * from 'yup';
