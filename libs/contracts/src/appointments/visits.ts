import * as yup from '../yup';
import { dateOnly, hhmm, optionalDateOnly, optionalText, requiredId } from '../fields';
import { APPOINTMENT_MSG } from './messages';
import type { AppointmentDto } from './dto';

/**
 * Multi-service visits (POST /api/appointment-groups) and recurring bookings (POST /api/appointment-series),
 * docs/product/series.md. Every item or occurrence is booked as a single appointment would be.
 */
export const VISIT_LIMITS = { maxItems: 6, maxOccurrences: 52, maxEveryWeeks: 12 } as const;

export const VISIT_MSG = {
  items: 'Informe ao menos um serviço.',
  itemsMax: `No máximo ${VISIT_LIMITS.maxItems} serviços por visita.`,
  /** The 409 of a group: which item does not fit, and why. */
  itemRefused: (position: number, service: string, time: string, reason: string) => `O ${position}º serviço (${service} às ${time}) não cabe: ${reason}`,
  everyWeeks: `Repita a cada 1 a ${VISIT_LIMITS.maxEveryWeeks} semanas.`,
  countOrUntil: 'Informe quantas vezes repetir ou até quando.',
  count: `Repita de 2 a ${VISIT_LIMITS.maxOccurrences} vezes.`,
  untilBefore: 'A data final deve ser depois da primeira data.',
  tooMany: `Uma série tem no máximo ${VISIT_LIMITS.maxOccurrences} agendamentos.`,
  seriesNotFound: 'Série não encontrada.',
  /** The 409 of a series with conflicts and without skipConflicts: nothing was created. */
  seriesConflicts: (n: number) =>
    n === 1
      ? '1 data da série não tem horário livre: escolha outro horário para ela ou pule-a. Nada foi agendado.'
      : `${n} datas da série não têm horário livre: escolha outros horários para elas ou pule-as. Nada foi agendado.`,
  seriesItems: 'Informe os serviços da visita no formato serviceId:staffId.',
  /** The grid's labels. */
  groupLabel: 'Visita com vários serviços',
  seriesLabel: 'Agendamento recorrente',
} as const;

/** Codes beside the pt-BR message (docs/architecture.md, 'Error codes'). */
export const VISIT_CODES = { itemRefused: 'group_item_refused', seriesConflicts: 'series_conflicts' } as const;

const item = yup.object({
  serviceId: requiredId(APPOINTMENT_MSG.serviceId),
  staffId: requiredId(APPOINTMENT_MSG.staffId),
  time: hhmm(APPOINTMENT_MSG.appointmentTime),
});

/** POST /api/appointment-groups: one client's visit, several services, all or none. */
export const appointmentGroupSchema = yup.object({
  clientId: requiredId(APPOINTMENT_MSG.clientId),
  date: dateOnly(APPOINTMENT_MSG.appointmentDate),
  items: yup.array(item.required()).typeError(VISIT_MSG.items).required(VISIT_MSG.items).min(1, VISIT_MSG.items).max(VISIT_LIMITS.maxItems, VISIT_MSG.itemsMax),
  notes: optionalText(),
});
export type AppointmentGroupInput = yup.InferType<typeof appointmentGroupSchema>;

/** POST /api/appointment-series: one appointment repeated every N weeks, `count` times or until a date (inclusive). */
export const appointmentSeriesSchema = yup.object({
  clientId: requiredId(APPOINTMENT_MSG.clientId),
  serviceId: requiredId(APPOINTMENT_MSG.serviceId),
  staffId: requiredId(APPOINTMENT_MSG.staffId),
  appointmentDate: dateOnly(APPOINTMENT_MSG.appointmentDate),
  appointmentTime: hhmm(APPOINTMENT_MSG.appointmentTime),
  notes: optionalText(),
  everyWeeks: yup
    .number()
    .typeError(VISIT_MSG.everyWeeks)
    .required(VISIT_MSG.everyWeeks)
    .integer(VISIT_MSG.everyWeeks)
    .min(1, VISIT_MSG.everyWeeks)
    .max(VISIT_LIMITS.maxEveryWeeks, VISIT_MSG.everyWeeks),
  count: yup
    .number()
    .transform((v, raw) => (raw === null || raw === '' ? undefined : v))
    .typeError(VISIT_MSG.count)
    .integer(VISIT_MSG.count)
    .min(2, VISIT_MSG.count)
    .max(VISIT_LIMITS.maxOccurrences, VISIT_MSG.count)
    .optional(),
  until: optionalDateOnly(),
  skipConflicts: yup.boolean().typeError(VISIT_MSG.countOrUntil).default(false),
  /** Occurrences moved by the user when resolving conflicts: date → 'HH:mm' (docs/product/series.md). */
  overrides: yup
    .array(yup.object({ date: dateOnly(APPOINTMENT_MSG.appointmentDate), time: hhmm(APPOINTMENT_MSG.appointmentTime) }).required())
    .typeError(APPOINTMENT_MSG.appointmentTime)
    .max(VISIT_LIMITS.maxOccurrences, VISIT_MSG.tooMany)
    .default([]),
});
export type AppointmentSeriesInput = yup.InferType<typeof appointmentSeriesSchema>;

/** POST /api/appointment-series/{seriesId}/cancel: this occurrence and every later one still to happen. */
export const seriesCancelSchema = yup.object({
  fromAppointmentId: requiredId(APPOINTMENT_MSG.notFound),
});

/** PATCH /api/appointment-series/{seriesId}: this occurrence and the later ones to a new time (and professional). */
export const seriesUpdateSchema = yup.object({
  fromAppointmentId: requiredId(APPOINTMENT_MSG.notFound),
  appointmentTime: hhmm(APPOINTMENT_MSG.appointmentTime),
  staffId: yup
    .number()
    .transform((v, raw) => (raw === null || raw === '' ? undefined : v))
    .typeError(APPOINTMENT_MSG.staffId)
    .integer(APPOINTMENT_MSG.staffId)
    .positive(APPOINTMENT_MSG.staffId)
    .max(2147483647, APPOINTMENT_MSG.staffId)
    .optional(),
  notes: optionalText(),
});
export type SeriesUpdateInput = yup.InferType<typeof seriesUpdateSchema>;

/** GET /api/appointment-groups/available-times?date&items=serviceId:staffId,… */
export const groupTimesQuerySchema = yup.object({
  date: dateOnly(APPOINTMENT_MSG.appointmentDate),
  items: yup
    .string()
    .trim()
    .required(VISIT_MSG.seriesItems)
    .matches(/^\d{1,9}:\d{1,9}(,\d{1,9}:\d{1,9}){0,5}$/, VISIT_MSG.seriesItems),
});

/** An appointment of a visit or a series: the DTO plus its link (single appointments never carry these fields). */
export type LinkedAppointmentDto = AppointmentDto & { groupId?: string; seriesId?: string };

export interface AppointmentGroupResponse {
  groupId: string;
  appointments: LinkedAppointmentDto[];
}

export interface SeriesConflict {
  date: string;
  time: string;
  /** The pt-BR reason the booking was refused. */
  reason: string;
  /** Free start times that day with the same professional and service, nearest first. */
  alternatives: string[];
}

export interface AppointmentSeriesResponse {
  seriesId: string | null;
  created: LinkedAppointmentDto[];
  conflicts: SeriesConflict[];
}

export interface SeriesUpdateResponse {
  updated: number[];
  /** Occurrences that did not fit the new time: left as they were. */
  conflicts: Omit<SeriesConflict, 'alternatives'>[];
}

export interface SeriesCancelResponse {
  cancelled: number[];
}

/** One start time where the whole visit fits back to back, each item's own start. */
export interface GroupTimesResponse {
  times: { time: string; items: { serviceId: number; staffId: number; time: string }[] }[];
}
