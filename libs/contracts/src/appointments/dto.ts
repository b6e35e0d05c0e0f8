import type { AppointmentStatus } from '../constants';

/**
 * Wire shapes of the appointments calls (docs/product/entities.md and docs/product/api.md), shared by the API and the screens.
 * Dates and times are the establishment's wall clock (docs/architecture.md ('Data')).
 */

/** docs/product/entities.md Appointment. appointmentDate is 'YYYY-MM-DDTHH:mm:ss' local; the time is the 5 chars after 'T'. */
export interface AppointmentDto {
  id: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  appointmentDate: string;
  appointmentTime: string;
  duration: number;
  notes: string | null;
  status: AppointmentStatus;
  establishmentId: number;
  clientName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  serviceName: string;
  /** Decimal string, e.g. "80.00". */
  servicePrice: string;
  staffName: string;
}

/**
 * GET /api/appointments query. The server filters all of it: one month on the establishment's clock
 * (default: the current one), status (one, a comma list, or 'all') and staffId; page and limit cut it.
 * A collaborator always gets only their own. limit defaults to SPEC's 50 and goes up to
 * APPOINTMENT_LIST_MAX_LIMIT, so a month view asks once for exactly what it shows.
 */
export interface AppointmentListQuery {
  page?: number;
  limit?: number;
  /** 'yyyy-MM'. */
  month?: string;
  status?: AppointmentStatus | 'all' | string;
  staffId?: number;
}

/** The largest page GET /api/appointments answers: more than any month holds for one establishment's screen. */
export const APPOINTMENT_LIST_MAX_LIMIT = 500;

/** GET /api/appointments answer: the page and the total matching the filters. */
export interface AppointmentListResponse {
  appointments: AppointmentDto[];
  total: number;
}

/** GET /api/appointments?after&limit: a cursor page (next = the following page's after, null on the last). */
export interface AppointmentCursorPage {
  appointments: AppointmentDto[];
  next: number | null;
}

/** POST /api/appointments and PUT /api/appointments/{id}. appointmentDate may be 'yyyy-MM-dd' or a local date-time; appointmentTime decides the time. */
export interface AppointmentWrite {
  clientId: number;
  serviceId: number;
  staffId: number;
  appointmentDate: string;
  appointmentTime: string;
  notes?: string | null;
  /** Sent by the browser; the server uses the session's establishment. */
  establishmentId?: number;
}

/** PATCH /api/appointments/{id}/status */
export type AppointmentStatusChange = 'confirmed' | 'rejected' | 'completed' | 'no_show';
