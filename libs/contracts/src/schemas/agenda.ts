import * as yup from 'yup';
import { ABSENCE_TYPES, LIMITS } from '../constants';

/**
 * Agenda rules with SPEC §5 messages (Appointment, Service, Category, Staff, Absence) plus the working-hours
 * and business-hours bodies. The forms (formik) and the API validate with these same schemas.
 */
export const AGENDA_MSG = {
  clientId: 'Cliente é obrigatório',
  serviceId: 'Serviço é obrigatório',
  staffId: 'Profissional é obrigatório',
  appointmentDate: 'Data é obrigatória',
  appointmentTime: 'Horário é obrigatório',
  pickTime: 'Por favor, selecione um horário disponível',
  invalidDate: 'Data inválida',
  invalidTime: 'Horário inválido',
  invalidStatus: 'Status inválido.',
  name: 'Nome deve ter pelo menos 2 caracteres',
  duration: 'Duração deve ser pelo menos 1 minuto',
  durationMax: 'Duração deve ser de no máximo 1440 minutos',
  price: 'Preço é obrigatório',
  priceInvalid: 'Preço inválido',
  category: 'Categoria é obrigatória',
  staffIds: 'Selecione pelo menos um profissional',
  role: 'Função/cargo é obrigatório',
  email: 'Email inválido',
  emailRequired: 'Email é obrigatório',
  password: 'Senha deve ter pelo menos 6 caracteres',
  pay: 'Deve informar pelo menos um: salário fixo ou comissão',
  payInvalid: 'Valor inválido',
  commissionMax: 'Comissão deve ser de no máximo 100%',
  editName: 'Nome é obrigatório',
  editRole: 'Cargo é obrigatório',
  editEmail: 'E-mail inválido',
  startDate: 'Data de início é obrigatória',
  endDate: 'Data de fim é obrigatória',
  endBeforeStart: 'Data de fim deve ser igual ou posterior à data de início',
  absenceType: 'Tipo de ausência inválido',
  dayOfWeek: 'Dia da semana inválido',
  closeAfterOpen: 'Horário de fechamento deve ser posterior ao de abertura',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** 'yyyy-MM-dd', optionally followed by a time ('T' or space) and an offset. */
const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const id = (message: string) =>
  yup.number().transform((v, raw) => (raw === '' || raw === null ? undefined : v)).typeError(message).required(message).integer(message).positive(message);

/** 'HH:mm', also accepting 'HH:mm:ss' (what a time column prints) and answering it as 'HH:mm'. */
const hhmm = (required: string) =>
  yup
    .string()
    .trim()
    .transform((v: string) => (typeof v === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : v))
    .required(required)
    .matches(HH_MM, AGENDA_MSG.invalidTime);

/** 'yyyy-MM-dd' that exists on the calendar. */
const dateOnly = (required: string) =>
  yup
    .string()
    .trim()
    .transform((v: string) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
    .required(required)
    .matches(DATE, AGENDA_MSG.invalidDate)
    .test('real-date', AGENDA_MSG.invalidDate, (v) => !v || isRealDate(v));

/** Money and rates: a number or a decimal string; '' and null mean "not set". */
const optionalAmount = () =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined ? null : typeof raw === 'string' ? Number(raw.replace(',', '.')) : v))
    .typeError(AGENDA_MSG.payInvalid)
    .nullable()
    .min(0, AGENDA_MSG.payInvalid);

const optionalText = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional();

/** POST /api/appointments and PUT /api/appointments/{id} (SPEC §5 'Appointment'). */
export const appointmentWriteSchema = yup.object({
  clientId: id(AGENDA_MSG.clientId),
  serviceId: id(AGENDA_MSG.serviceId),
  staffId: id(AGENDA_MSG.staffId),
  appointmentDate: yup
    .string()
    .trim()
    .required(AGENDA_MSG.appointmentDate)
    .matches(DATE_OR_DATE_TIME, AGENDA_MSG.invalidDate)
    .test('real-date', AGENDA_MSG.invalidDate, (v) => !v || isRealDate(v)),
  appointmentTime: hhmm(AGENDA_MSG.appointmentTime),
  notes: optionalText(),
});
export type AppointmentWriteInput = yup.InferType<typeof appointmentWriteSchema>;

/** PATCH /api/appointments/{id}/status. */
export const appointmentStatusSchema = yup.object({
  status: yup.string().required(AGENDA_MSG.invalidStatus).oneOf(['confirmed', 'rejected', 'completed'] as const, AGENDA_MSG.invalidStatus),
});

/** staffIds as an array or as SPEC's JSON-encoded string of ids. */
const staffIdsField = () =>
  yup
    .array()
    .transform((v, raw) => {
      if (typeof raw !== 'string') return v;
      try {
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed : raw;
      } catch {
        return raw;
      }
    })
    .of(id(AGENDA_MSG.staffIds))
    .typeError(AGENDA_MSG.staffIds)
    .required(AGENDA_MSG.staffIds)
    .min(1, AGENDA_MSG.staffIds);

/** POST /api/services and PUT /api/services/{id} (SPEC §5 'Service'). */
export const serviceWriteSchema = yup.object({
  name: yup.string().trim().required(AGENDA_MSG.name).min(LIMITS.nameMin, AGENDA_MSG.name),
  duration: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(AGENDA_MSG.duration)
    .required(AGENDA_MSG.duration)
    .integer(AGENDA_MSG.duration)
    .min(1, AGENDA_MSG.duration)
    .max(1440, AGENDA_MSG.durationMax),
  price: yup
    .string()
    .transform((v, raw) => (typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(',', '.') : v))
    .required(AGENDA_MSG.price)
    .matches(/^\d{1,10}(\.\d{1,2})?$/, AGENDA_MSG.priceInvalid),
  category: yup.string().trim().required(AGENDA_MSG.category),
  staffIds: staffIdsField(),
  description: optionalText(),
});
export type ServiceWriteInput = yup.InferType<typeof serviceWriteSchema>;

/** POST /api/service-categories (SPEC §5 'Category'). */
export const serviceCategorySchema = yup.object({
  name: yup.string().trim().required(AGENDA_MSG.name).min(LIMITS.nameMin, AGENDA_MSG.name),
  description: optionalText(),
});

const payFields = {
  phone: optionalText(),
  hasSystemAccess: yup.boolean().transform((v, raw) => (raw === null || raw === '' ? false : v)).default(false),
  salaryAmount: optionalAmount().test('pay', AGENDA_MSG.pay, function (salary) {
    const commission = (this.parent as { commissionRate?: number | null }).commissionRate;
    return (salary ?? 0) > 0 || (commission ?? 0) > 0;
  }),
  commissionRate: optionalAmount().max(100, AGENDA_MSG.commissionMax),
};

/** POST /api/staff (SPEC §5 'Staff create'). A password is needed only to grant system access. */
export const staffCreateSchema = yup.object({
  name: yup.string().trim().required(AGENDA_MSG.name).min(LIMITS.nameMin, AGENDA_MSG.name),
  role: yup.string().trim().required(AGENDA_MSG.role).min(LIMITS.nameMin, AGENDA_MSG.role),
  email: yup.string().trim().required(AGENDA_MSG.emailRequired).email(AGENDA_MSG.email),
  password: yup
    .string()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .min(LIMITS.passwordMin, AGENDA_MSG.password)
    .when('hasSystemAccess', { is: true, then: (s) => s.required(AGENDA_MSG.password) }),
  ...payFields,
});
export type StaffCreateInput = yup.InferType<typeof staffCreateSchema>;

/** PUT /api/staff/{id} (SPEC §5 'Staff edit'): e-mail optional; a password only to set or change a login's. */
export const staffUpdateSchema = yup.object({
  name: yup.string().trim().required(AGENDA_MSG.editName).min(LIMITS.nameMin, AGENDA_MSG.editName),
  role: yup.string().trim().required(AGENDA_MSG.editRole).min(LIMITS.nameMin, AGENDA_MSG.editRole),
  email: yup.string().trim().transform((v: string) => (v === '' ? null : v)).nullable().optional().email(AGENDA_MSG.editEmail),
  password: yup
    .string()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .optional()
    .min(LIMITS.passwordMin, AGENDA_MSG.password),
  ...payFields,
  salaryAmount: optionalAmount(),
});
export type StaffUpdateInput = yup.InferType<typeof staffUpdateSchema>;

const dayOfWeek = () => yup.number().typeError(AGENDA_MSG.dayOfWeek).required(AGENDA_MSG.dayOfWeek).integer(AGENDA_MSG.dayOfWeek).min(0, AGENDA_MSG.dayOfWeek).max(6, AGENDA_MSG.dayOfWeek);

function closesAfterOpening(this: yup.TestContext, close: string | undefined): boolean {
  const open = (this.parent as { openTime?: string }).openTime;
  return !open || !close || close > open;
}

/** POST /api/staff/{id}/working-hours: { workingHours: [...] }, one entry per weekday at most. */
export const workingHoursSchema = yup.object({
  workingHours: yup
    .array()
    .of(
      yup.object({
        dayOfWeek: dayOfWeek(),
        isAvailable: yup.boolean().default(false),
        openTime: hhmm(AGENDA_MSG.invalidTime),
        closeTime: hhmm(AGENDA_MSG.invalidTime).test('after-open', AGENDA_MSG.closeAfterOpen, closesAfterOpening),
      }),
    )
    .required(AGENDA_MSG.dayOfWeek)
    .test('unique-days', AGENDA_MSG.dayOfWeek, (list) => !list || new Set(list.map((d) => d.dayOfWeek)).size === list.length),
});
export type WorkingHoursInput = yup.InferType<typeof workingHoursSchema>;

/** POST and PUT /api/staff/{id}/vacations (SPEC §5 'Absence'). */
export const absenceSchema = yup.object({
  startDate: dateOnly(AGENDA_MSG.startDate),
  endDate: dateOnly(AGENDA_MSG.endDate).test('after-start', AGENDA_MSG.endBeforeStart, function (end) {
    const start = (this.parent as { startDate?: string }).startDate;
    return !start || !end || end >= start;
  }),
  type: yup
    .string()
    .transform((v: string) => (v === '' || v === null ? undefined : v))
    .oneOf([...ABSENCE_TYPES], AGENDA_MSG.absenceType)
    .default('vacation'),
  reason: optionalText(),
});
export type AbsenceInput = yup.InferType<typeof absenceSchema>;

/** PUT /api/business-hours: { hours: [...] }. A closed day's times are kept but need not be ordered. */
export const businessHoursSchema = yup.object({
  hours: yup
    .array()
    .of(
      yup.object({
        dayOfWeek: dayOfWeek(),
        isOpen: yup.boolean().default(false),
        openTime: hhmm(AGENDA_MSG.invalidTime),
        closeTime: hhmm(AGENDA_MSG.invalidTime).test('after-open', AGENDA_MSG.closeAfterOpen, function (close) {
          return !(this.parent as { isOpen?: boolean }).isOpen || closesAfterOpening.call(this, close);
        }),
        isHoliday: yup.boolean().default(false),
      }),
    )
    .required(AGENDA_MSG.dayOfWeek)
    .test('unique-days', AGENDA_MSG.dayOfWeek, (list) => !list || new Set(list.map((d) => d.dayOfWeek)).size === list.length),
});
export type BusinessHoursInput = yup.InferType<typeof businessHoursSchema>;
