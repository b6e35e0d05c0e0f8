import * as yup from '../yup';
import { digitsOnly } from '../format';
import { optionalText } from '../fields';
import { LIMITS } from '../constants';
import { MSG } from './messages';

/** Auth and registration rules with docs/product/validation.md messages (./messages); the forms (formik) and the API validate with these. */
// MSG lived here first: importing it from the schema keeps working.
export { MSG } from './messages';

const minDigits = (n: number, message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .test('digits', message, (v) => digitsOnly(v).length >= n);

/** https, a domain name (no credentials, no bare IP), then any path: a logo given as a link (never javascript:, data: or http:). */
const HTTPS_URL = /^https:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#][^\s]*)?$/i;
export const isHttpsUrl = (value: string): boolean => HTTPS_URL.test(value);

/** A logo at registration: none, or an https image address (an upload comes later, in Configurações). */
const logoField = () =>
  optionalText()
    .max(2048, MSG.logo)
    .test('https', MSG.logo, (v) => !v || isHttpsUrl(v));

const emailField = () => yup.string().trim().required(MSG.emailRequired).email(MSG.email);

/** Establishment part of POST /api/register/establishment. */
export const establishmentRegistrationSchema = yup.object({
  name: yup.string().trim().required(MSG.establishmentName).min(LIMITS.nameMin, MSG.establishmentName),
  ownerName: yup.string().trim().required(MSG.ownerName).min(LIMITS.nameMin, MSG.ownerName),
  email: emailField(),
  phone: minDigits(LIMITS.phoneMinDigits, MSG.phone),
  whatsappNumber: minDigits(LIMITS.phoneMinDigits, MSG.whatsapp),
  segment: yup.string().trim().required(MSG.segment).min(1, MSG.segment),
  address: yup.string().trim().required(MSG.address).min(LIMITS.addressMin, MSG.address),
  logo: logoField(),
});

/** POST /api/register/establishment: { establishment, user } (docs/product/entities.md 'Full registration payload'). */
export const registrationPayloadSchema = yup.object({
  establishment: establishmentRegistrationSchema.required(MSG.establishmentName),
  user: yup
    .object({
      name: yup.string().trim().required(MSG.ownerName).min(LIMITS.nameMin, MSG.ownerName),
      email: emailField(),
      password: yup.string().required(MSG.password).min(LIMITS.passwordMin, MSG.password),
    })
    .required(MSG.emailRequired),
});
export type RegistrationPayload = yup.InferType<typeof registrationPayloadSchema>;

/** The one-step form at /cadastro-estabelecimento (flat, with confirmation). */
export const fullRegistrationFormSchema = yup.object({
  establishmentName: yup.string().trim().required(MSG.establishmentName).min(LIMITS.nameMin, MSG.establishmentName),
  ownerName: yup.string().trim().required(MSG.ownerName).min(LIMITS.nameMin, MSG.ownerName),
  email: emailField(),
  phone: minDigits(LIMITS.phoneMinDigits, MSG.phone),
  whatsappNumber: minDigits(LIMITS.phoneMinDigits, MSG.whatsapp),
  segment: yup.string().required(MSG.segment).min(1, MSG.segment),
  address: yup.string().trim().required(MSG.address).min(LIMITS.addressMin, MSG.address),
  logo: logoField(),
  password: yup.string().required(MSG.password).min(LIMITS.passwordMin, MSG.password),
  confirmPassword: yup
    .string()
    .required(MSG.confirmPassword)
    .min(LIMITS.passwordMin, MSG.confirmPassword)
    .oneOf([yup.ref('password')], MSG.passwordsDiffer),
});

export const loginSchema = yup.object({
  email: yup.string().trim().required(MSG.loginRequired),
  password: yup.string().required(MSG.loginRequired),
});

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required(MSG.forgotEmail),
});

export const resetPasswordSchema = yup.object({
  token: yup.string().required(MSG.resetInvalid),
  newPassword: yup.string().required(MSG.resetPassword).min(LIMITS.passwordMin, MSG.resetPassword),
});

/** Changing the e-mail or the password asks for the current password again (a session alone is not enough). */
const currentPasswordField = () => yup.string().required(MSG.currentPasswordRequired);

/** PUT /api/user/email: the change waits for the link sent to the new address. */
export const changeEmailSchema = yup.object({ email: emailField(), currentPassword: currentPasswordField() });

/** POST /api/user/email/confirm (public: the link may be opened on another device). */
export const confirmEmailChangeSchema = yup.object({ token: yup.string().required(MSG.emailChangeInvalid) });

export const changePasswordSchema = yup.object({
  password: yup.string().required(MSG.password).min(LIMITS.passwordMin, MSG.password),
  currentPassword: currentPasswordField(),
});

/** Short register strength meter (0-4): length ≥8, lower+upper, digit, special (docs/product/validation.md). */
export function registerPasswordStrength(password: string): { score: number; label: string } {
  let score = 0;
  if (password.length >= 8) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return { score, label: ['Muito fraca', 'Fraca', 'Regular', 'Boa', 'Forte'][score]! };
}

/** Reset page strength meter (0-5): length ≥6, ≥8, uppercase, digit, special (docs/product/validation.md). */
export function resetPasswordStrength(password: string): { score: number; label: string } {
  let score = 0;
  if (password.length >= 6) score++;
  if (password.length >= 8) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  const labels = ['Muito fraca', 'Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Muito forte'];
  return { score, label: labels[score]! };
}
