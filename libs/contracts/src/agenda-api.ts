import type { AppointmentStatus } from './constants';

/**
 * Wire shapes of the agenda and client calls (SPEC §3 and §7), shared by the API and the screens.
 * Dates and times are the establishment's wall clock (DESIGN §3).
 */

/** SPEC §3 Appointment. appointmentDate is 'YYYY-MM-DDTHH:mm:ss' local; the time is the 5 chars after 'T'. */
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

/** GET /api/appointments?page&limit&month=yyyy-MM&status */
export interface AppointmentListResponse {
  appointments: AppointmentDto[];
  total: number;
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
export type AppointmentStatusChange = 'confirmed' | 'rejected' | 'completed';

export interface TimeSlot {
  time: string;
  available: boolean;
  isPast: boolean;
  isBooked: boolean;
}

/** GET /api/appointments/available-times?staffId&serviceId&date */
export interface AvailableTimesResponse {
  timeSlots: TimeSlot[];
  closed: boolean;
  businessHours: { open: string; close: string } | null;
}

/** SPEC §3 Service. staffIds is a JSON-encoded array of staff ids as strings, e.g. '["1","4"]'. */
export interface ServiceDto {
  id: number;
  name: string;
  duration: number;
  price: string;
  /** Category name; null = 'Sem categoria'. */
  category: string | null;
  staffIds: string;
  description: string | null;
}

/** POST/PUT /api/services: staffIds accepted as an array or as SPEC's JSON-encoded string. */
export interface ServiceWrite {
  name: string;
  duration: number;
  price: string | number;
  category: string;
  staffIds: (string | number)[] | string;
  description?: string | null;
  establishmentId?: number;
}

export interface ServiceCategoryDto {
  id: number;
  name: string;
  description: string | null;
}

/** SPEC §3 Staff member. Money as decimal strings; null when not set. */
export interface StaffDto {
  id: number;
  name: string;
  role: string;
  phone: string | null;
  email: string | null;
  hasSystemAccess: boolean;
  salaryAmount: string | null;
  commissionRate: string | null;
  establishmentId: number;
}

export interface StaffWorkingHoursDto {
  dayOfWeek: number;
  isAvailable: boolean;
  openTime: string;
  closeTime: string;
}

export interface AbsenceDto {
  id: number;
  startDate: string;
  endDate: string;
  type: 'vacation' | 'sick_leave' | 'time_off';
  reason: string | null;
}

export interface BusinessHoursDto {
  dayOfWeek: number;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  isHoliday: boolean;
}

export interface NotificationDto {
  id: number;
  type: string;
  title: string;
  message: string;
  createdAt: string;
  appointmentId: number | null;
}

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

/** SPEC §3 Client. lastVisit: ISO instant of the last completed appointment, or null. */
export interface ClientDto {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  notes: string | null;
  lastVisit: string | null;
}

/** SPEC §3 Loyalty program. */
export interface LoyaltyProgramDto {
  id: number;
  name: string;
  pointsPerService: number;
  pointsToReward: number;
  rewardDescription: string;
  isActive: boolean;
  services: { serviceId: number }[];
}

/** SPEC §3 Client with rewards. */
export interface ClientWithRewardsDto {
  clientId: number;
  clientName: string;
  totalPoints: number;
  pointsToReward: number;
  rewardDescription: string;
  canRedeem: boolean;
}
