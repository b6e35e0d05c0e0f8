import type { AppointmentDto } from '../appointments/dto';

/** GET /api/dashboard/stats (non-staff). todayIncome feeds the 'Receita Hoje' card. */
export interface DashboardStats {
  todaysAppointments: number;
  totalClients: number;
  lowStockProducts: number;
  todayIncome: string;
}

/** GET /api/staff/dashboard-data */
export interface StaffDashboardData {
  todayUpcomingAppointments: number;
  todayCompletedAppointments: number;
}

/**
 * GET /api/dashboard/setup (owner): the first-run checklist, each step true once done, derived from the
 * establishment's data (docs/product/screens.md ('First-run checklist')). `dismissed` is kept in the browser, not here.
 */
export interface DashboardSetup {
  /** Business hours saved at least once (the defaults alone don't count). */
  businessHours: boolean;
  /** At least one active service. */
  service: boolean;
  /** At least one active professional with a working day. */
  staffHours: boolean;
  /** The WhatsApp instance is connected. */
  whatsapp: boolean;
  /** At least one appointment ever booked. */
  firstBooking: boolean;
  /** Whether this server has a WhatsApp gateway at all: without one the step says so and may be skipped. */
  whatsappGateway: boolean;
}

/** GET /api/staff/next-appointment: the professional's next appointment, or null when there is none. */
export type NextAppointmentDto = AppointmentDto | null;
