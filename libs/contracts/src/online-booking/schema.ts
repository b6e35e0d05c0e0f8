import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { dateOnly, hhmm, optionalText } from '../fields';
import { VISIT_LIMITS, VISIT_MSG, groupTimesQuerySchema } from '../appointments/visits';
import { isValidSlug, normalizeBrazilPhone, RESERVED_SLUGS } from './rules';
import { DEFAULT_MESSAGE_TEMPLATES, PUBLIC_BOOKING_MSG, PUBLIC_MESSAGE_KINDS, type PublicMessageKind } from './messages';

export { PUBLIC_BOOKING_PATHS, RESERVED_SLUGS, isValidSlug, slugify, normalizeBrazilPhone } from './rules';

/** Defaults of the online booking settings (docs/product/screens.md ('Agendamento online')). */
export const ONLINE_BOOKING_DEFAULTS = {
  enabled: true,
  autoConfirm: false,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
  cancelCutoffMinutes: 120,
  maxOpenPerPhone: 3,
  reminderOffsets: [1440, 120],
  waitlistHoldMinutes: 15,
} as const;

const bookingId = (message: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' ? undefined : v))
    .typeError(message)
    .required(message)
    .integer(message)
    .positive(message)
    .max(2147483647, message);
const optionalStaffId = () =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined || raw === 'any' ? null : v))
    .typeError(PUBLIC_BOOKING_MSG.staffId)
    .nullable()
    .default(null)
    .integer(PUBLIC_BOOKING_MSG.staffId)
    .positive(PUBLIC_BOOKING_MSG.staffId)
    .max(2147483647, PUBLIC_BOOKING_MSG.staffId);
const clientName = () => yup.string().trim().required(PUBLIC_BOOKING_MSG.name).min(2, PUBLIC_BOOKING_MSG.name).max(120, PUBLIC_BOOKING_MSG.nameMax);
/** Answers the phone normalized (national digits). */
const phone = () =>
  yup
    .string()
    .trim()
    .required(PUBLIC_BOOKING_MSG.phone)
    .max(30, PUBLIC_BOOKING_MSG.phone)
    .test('br-phone', PUBLIC_BOOKING_MSG.phone, (v) => normalizeBrazilPhone(v) !== null)
    .transform((v: string) => normalizeBrazilPhone(v) ?? v);
const email = () => optionalText().max(254, PUBLIC_BOOKING_MSG.email).email(PUBLIC_BOOKING_MSG.email);
/** The honeypot: hidden from people, so anything in it is a bot; null is as empty as ''. */
const honeypot = () => yup.string().nullable().optional().max(500, PUBLIC_BOOKING_MSG.refused);

/** GET /api/public/{slug}/available-times?serviceId&staffId&date. */
export const publicAvailabilityQuerySchema = yup.object({
  serviceId: bookingId(PUBLIC_BOOKING_MSG.serviceId),
  staffId: optionalStaffId(),
  date: dateOnly(PUBLIC_BOOKING_MSG.date),
});
export type PublicAvailabilityQuery = yup.InferType<typeof publicAvailabilityQuerySchema>;

/** POST /api/public/{slug}/appointments. */
export const publicBookingSchema = yup.object({
  serviceId: bookingId(PUBLIC_BOOKING_MSG.serviceId),
  staffId: optionalStaffId(),
  date: dateOnly(PUBLIC_BOOKING_MSG.date),
  time: hhmm(PUBLIC_BOOKING_MSG.time),
  name: clientName(),
  phone: phone(),
  email: email(),
  website: honeypot(),
});
export type PublicBookingInput = yup.InferType<typeof publicBookingSchema>;

/**
 * POST /api/public/{slug}/appointment-groups: one visit of several services (docs/product/series.md), each with its
 * chosen professional and its own start (the times GET /api/public/{slug}/group-times answers); all or none.
 */
export const publicGroupSchema = yup.object({
  date: dateOnly(PUBLIC_BOOKING_MSG.date),
  items: yup
    .array(
      yup
        .object({
          serviceId: bookingId(PUBLIC_BOOKING_MSG.serviceId),
          staffId: bookingId(PUBLIC_BOOKING_MSG.staffId),
          time: hhmm(PUBLIC_BOOKING_MSG.time),
        })
        .required(),
    )
    .typeError(VISIT_MSG.items)
    .required(VISIT_MSG.items)
    .min(1, VISIT_MSG.items)
    .max(VISIT_LIMITS.maxItems, VISIT_MSG.itemsMax),
  name: clientName(),
  phone: phone(),
  email: email(),
  website: honeypot(),
});
export type PublicGroupInput = yup.InferType<typeof publicGroupSchema>;

/** GET /api/public/{slug}/group-times?date&items=serviceId:staffId,… (in the visit's order). */
export const publicGroupTimesQuerySchema = groupTimesQuerySchema;

/** PUT /api/public/bookings/{token}. */
export const publicRescheduleSchema = yup.object({
  date: dateOnly(PUBLIC_BOOKING_MSG.date),
  time: hhmm(PUBLIC_BOOKING_MSG.time),
});
export type PublicRescheduleInput = yup.InferType<typeof publicRescheduleSchema>;

/** POST /api/public/{slug}/waitlist. */
export const publicWaitlistSchema = yup.object({
  serviceId: bookingId(PUBLIC_BOOKING_MSG.serviceId),
  staffId: optionalStaffId(),
  date: dateOnly(PUBLIC_BOOKING_MSG.date),
  name: clientName(),
  phone: phone(),
  email: email(),
  website: honeypot(),
});
export type PublicWaitlistInput = yup.InferType<typeof publicWaitlistSchema>;

const minutes = (min: number, max: number, message: string) => yup.number().optional().typeError(message).integer(message).min(min, message).max(max, message);

/** PUT /api/online-booking/settings: every field optional, the ones sent are saved; a template '' returns to its default. */
export const onlineBookingSettingsSchema = yup.object({
  enabled: yup.boolean().optional().typeError(PUBLIC_BOOKING_MSG.settingsError),
  autoConfirm: yup.boolean().optional().typeError(PUBLIC_BOOKING_MSG.settingsError),
  minNoticeMinutes: minutes(0, 43200, PUBLIC_BOOKING_MSG.minNoticeRange),
  maxDaysAhead: minutes(1, 365, PUBLIC_BOOKING_MSG.maxDaysAheadRange),
  cancelCutoffMinutes: minutes(0, 43200, PUBLIC_BOOKING_MSG.cancelCutoffRange),
  maxOpenPerPhone: minutes(1, 20, PUBLIC_BOOKING_MSG.maxOpenRange),
  reminderOffsets: yup
    .array()
    .optional()
    .typeError(PUBLIC_BOOKING_MSG.reminderOffsets)
    .max(3, PUBLIC_BOOKING_MSG.reminderOffsets)
    .of(
      yup
        .number()
        .typeError(PUBLIC_BOOKING_MSG.reminderOffsets)
        .required(PUBLIC_BOOKING_MSG.reminderOffsets)
        .integer(PUBLIC_BOOKING_MSG.reminderOffsets)
        .min(15, PUBLIC_BOOKING_MSG.reminderOffsets)
        .max(10080, PUBLIC_BOOKING_MSG.reminderOffsets),
    )
    .test('distinct', PUBLIC_BOOKING_MSG.reminderOffsets, (list) => !list || new Set(list).size === list.length),
  waitlistHoldMinutes: minutes(5, 1440, PUBLIC_BOOKING_MSG.holdRange),
  templates: yup
    .object(
      Object.fromEntries(PUBLIC_MESSAGE_KINDS.map((k) => [k, yup.string().optional().max(1000, PUBLIC_BOOKING_MSG.templateMax)])) as Record<
        PublicMessageKind,
        yup.StringSchema<string | undefined>
      >,
    )
    .optional()
    .default(undefined)
    .noUnknown(PUBLIC_BOOKING_MSG.settingsError),
  version: versionField(),
});
export type OnlineBookingSettingsInput = yup.InferType<typeof onlineBookingSettingsSchema>;

/** The slug field of PUT /api/establishment. */
export const slugSchema = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .optional()
    .test('slug', PUBLIC_BOOKING_MSG.slug, (v) => v === undefined || isValidSlug(v))
    .test('reserved', PUBLIC_BOOKING_MSG.slugReserved, (v) => v === undefined || !(RESERVED_SLUGS as readonly string[]).includes(v));

/** The templates to send with: the owner's where set, else the defaults. */
export function effectiveTemplates(saved: Partial<Record<PublicMessageKind, string>> | null | undefined): Record<PublicMessageKind, string> {
  return Object.fromEntries(PUBLIC_MESSAGE_KINDS.map((k) => [k, saved?.[k]?.trim() ? saved[k]! : DEFAULT_MESSAGE_TEMPLATES[k]])) as Record<
    PublicMessageKind,
    string
  >;
}
