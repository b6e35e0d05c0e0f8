import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { LIMITS } from '../constants';
import { digitsOnly } from '../format';
import { requiredId } from '../fields';
import { CLIENT_MSG } from './messages';

const optionalText = (max: number, message: string) =>
  yup
    .string()
    .trim()
    .nullable()
    .optional()
    .max(max, message)
    .transform((v: string | null | undefined) => (v === '' ? null : v));

/** docs/product/limits.md: a client's anamnesis holds at most this many free questions. */
export const ANAMNESIS_MAX_QUESTIONS = 30;

/** 'YYYY-MM-DD' of a real calendar day from 1900 on. */
function isBirthday(value: string | null | undefined): boolean {
  if (value == null) return true;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const anamnesisAnswerSchema = yup.object({
  question: yup.string().trim().required(CLIENT_MSG.anamnesisQuestion).max(200, CLIENT_MSG.anamnesisQuestionMax),
  answer: yup
    .string()
    .trim()
    .max(2000, CLIENT_MSG.anamnesisAnswerMax)
    .transform((v: string | null | undefined) => v ?? '')
    .default(''),
});

/**
 * POST /api/clients and PUT /api/clients/{id}: name, phone, email, address, notes (establishmentId is ignored),
 * and optionally birthday and the anamnesis fields. On PUT a field left out keeps its value (SPEC's payloads
 * have none of them); null or an empty list clears it.
 */
export const clientSchema = yup.object({
  name: yup.string().trim().required(CLIENT_MSG.name).min(LIMITS.nameMin, CLIENT_MSG.name).max(120, CLIENT_MSG.nameMax),
  phone: yup
    .string()
    .trim()
    .required(CLIENT_MSG.phone)
    .test('digits', CLIENT_MSG.phone, (v) => digitsOnly(v).length >= LIMITS.phoneMinDigits)
    .test('digits-max', CLIENT_MSG.phoneMax, (v) => digitsOnly(v).length <= 20),
  email: optionalText(254, CLIENT_MSG.email).email(CLIENT_MSG.email),
  address: optionalText(300, CLIENT_MSG.addressMax),
  notes: optionalText(2000, CLIENT_MSG.notesMax),
  birthday: optionalText(10, CLIENT_MSG.birthday).test('date', CLIENT_MSG.birthday, isBirthday),
  allergies: optionalText(2000, CLIENT_MSG.allergiesMax),
  hairNotes: optionalText(2000, CLIENT_MSG.hairNotesMax),
  skinNotes: optionalText(2000, CLIENT_MSG.skinNotesMax),
  anamnesis: yup.array(anamnesisAnswerSchema.required()).max(ANAMNESIS_MAX_QUESTIONS, CLIENT_MSG.anamnesisMax).optional(),
  version: versionField(),
  /** POST only: create even when another client has this phone (families share one). */
  confirmDuplicate: yup.boolean().optional(),
});
export type ClientWrite = yup.InferType<typeof clientSchema>;

/** POST /api/clients/{id}/merge: the client whose records move into {id} and who is then removed. */
export const clientMergeSchema = yup.object({ sourceClientId: requiredId(CLIENT_MSG.mergeSource) });
export type ClientMerge = yup.InferType<typeof clientMergeSchema>;

/** docs/product/limits.md: 'recent' = last visit within 30 days; 'inactive' = no visit or more than 60 days ago. */
export const CLIENT_RECENT_DAYS = 30;
export const CLIENT_INACTIVE_DAYS = 60;
export const CLIENT_FILTERS = ['all', 'recent', 'inactive'] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];
export const CLIENT_FILTER_LABELS: Record<ClientFilter, string> = { all: 'Todos', recent: 'Recentes', inactive: 'Inativos' };

export function isClientFilter(value: unknown): value is ClientFilter {
  return typeof value === 'string' && (CLIENT_FILTERS as readonly string[]).includes(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same rule the API applies in SQL, for screens that filter what they already hold. */
export function clientMatchesFilter(lastVisit: string | null, filter: ClientFilter, now: Date = new Date()): boolean {
  if (filter === 'all') return true;
  const age = lastVisit ? now.getTime() - new Date(lastVisit).getTime() : Infinity;
  return filter === 'recent' ? age <= CLIENT_RECENT_DAYS * DAY_MS : age > CLIENT_INACTIVE_DAYS * DAY_MS;
}

/** Search by name, e-mail or phone (docs/product/screens.md); a search of only digits and punctuation compares phone digits. */
export function clientMatchesSearch(client: { name: string; phone: string; email: string | null }, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  if (client.name.toLowerCase().includes(term) || (client.email ?? '').toLowerCase().includes(term)) return true;
  const digits = phoneSearchDigits(term);
  return digits !== null && digitsOnly(client.phone).includes(digits);
}

/** Digits of a search that looks like a phone number ('(11) 9876'), else null. */
export function phoneSearchDigits(search: string): string | null {
  const term = search.trim();
  if (!/^[\d\s()+\-.]+$/.test(term)) return null;
  const digits = digitsOnly(term);
  return digits.length > 0 ? digits : null;
}
