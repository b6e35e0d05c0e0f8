import type { GroupTimesResponse } from '../appointments/visits';
import type { PublicDepositDto } from '../deposits/dto';
import type { AppointmentStatus } from '../constants';
import type { PublicMessageKind } from './messages';

/**
 * Online booking (docs/product/api.md ('Online booking (public, no login)')). Public calls (no login), fixed so the booking page, integrations and tests rely on them:
 *   GET    /api/public/{slug}                                      → PublicEstablishmentDto
 *   GET    /api/public/{slug}/available-times?serviceId&staffId&date → PublicAvailableTimesDto (staffId optional = any)
 *   POST   /api/public/{slug}/appointments  PublicBookingWrite       → 201 PublicBookingCreated
 *   POST   /api/public/{slug}/appointment-groups PublicGroupInput → 201 PublicGroupCreated (docs/product/series.md)
 *   GET    /api/public/{slug}/group-times?date&items               → GroupTimesResponse
 *   POST   /api/public/{slug}/waitlist      PublicWaitlistWrite      → 201 PublicWaitlistCreated
 *   GET    /api/public/bookings/{token}                            → PublicBookingDto
 *   PUT    /api/public/bookings/{token}     PublicRescheduleWrite    → PublicBookingDto (reschedule)
 *   DELETE /api/public/bookings/{token}                            → PublicBookingDto (status 'cancelled')
 *   GET    /api/public/waitlist-offers/{token}                     → PublicWaitlistOfferDto
 *   POST   /api/public/waitlist-offers/{token}/claim               → 201 PublicBookingCreated
 * Management (session, 'settings' permission): GET/PUT /api/online-booking/settings → OnlineBookingSettingsDto.
 * Dates are 'yyyy-MM-dd' and times 'HH:mm' on the establishment's clock. Errors are {message} in pt-BR
 * (400 bad input, 403 tampered link, 404 unknown page, 409 time taken or rule refused, 429 too many attempts).
 */

export interface PublicServiceDto {
  id: number;
  name: string;
  /** Category name; null = 'Sem categoria'. */
  category: string | null;
  /** Decimal string, e.g. "80.00". */
  price: string;
  /** Minutes. */
  duration: number;
  description: string | null;
  /** Professionals who perform it (ids of `professionals`). */
  staffIds: number[];
  /** docs/product/deposits.md: the deposit this service asks (cents, 0: none) and its keep hours. */
  depositCents: number;
  depositKeepHours: number;
}

export interface PublicProfessionalDto {
  id: number;
  name: string;
}

/** GET /api/public/{slug}. */
export interface PublicEstablishmentDto {
  slug: string;
  name: string;
  /** Absolute path of the logo image (e.g. '/api/public/{slug}/logo'), or null. */
  logoUrl: string | null;
  timezone: string;
  services: PublicServiceDto[];
  professionals: PublicProfessionalDto[];
  rules: {
    minNoticeMinutes: number;
    maxDaysAhead: number;
    cancelCutoffMinutes: number;
    /** Last day clients may book ('yyyy-MM-dd'), after max days ahead and the agenda release policy. */
    lastBookableDate: string;
    /** 'YYYY-MM' months open to bookings when the agenda release policy is active; null when it is not. */
    releasedMonths: string[] | null;
    /** Weekdays (0 = Sunday) the establishment is closed. */
    closedWeekdays: number[];
  };
}

/** GET /api/public/{slug}/available-times?serviceId&staffId&date. */
export interface PublicAvailableTimesDto {
  date: string;
  /** Free start times ('HH:mm'), ascending; with no staffId, the times at least one professional is free. */
  times: string[];
  /** Why the day has no times (closed, absence, not released, too far ahead…), pt-BR; null when it has some or simply none free. */
  message: string | null;
}

/** POST /api/public/{slug}/appointments. `website` is a honeypot: a person leaves it empty (hidden field). */
export interface PublicBookingWrite {
  serviceId: number;
  /** null = any professional. */
  staffId: number | null;
  date: string;
  time: string;
  name: string;
  phone: string;
  email?: string | null;
  website?: string;
}

/** 201 of a booking (and of claiming a waitlist offer). manageUrl is APP_URL + PUBLIC_BOOKING_PATHS.manage(token). */
export interface PublicBookingCreated {
  id: number;
  status: AppointmentStatus;
  manageUrl: string;
  /** The professional the booking was given to: with 'any professional', the one the establishment assigned. */
  staffId: number;
  staffName: string;
  /** docs/product/deposits.md: present when the booking asks a deposit. */
  deposit?: PublicDepositDto | null;
}

/** POST /api/public/{slug}/appointment-groups: the visit's appointments in order, each with its manage link. */
export interface PublicGroupCreated {
  groupId: string;
  status: AppointmentStatus;
  items: (PublicBookingCreated & { serviceId: number; time: string })[];
  deposit?: PublicDepositDto | null;
}

/** GET/PUT/DELETE /api/public/bookings/{token}. */
export interface PublicBookingDto {
  id: number;
  status: AppointmentStatus;
  date: string;
  time: string;
  duration: number;
  serviceId: number;
  serviceName: string;
  /** Decimal string. */
  servicePrice: string;
  staffId: number;
  staffName: string;
  clientName: string;
  establishment: { slug: string; name: string; logoUrl: string | null; timezone: string };
  /** Whether cancel/reschedule is still allowed (active and before the cut-off). */
  canChange: boolean;
  /** Local 'yyyy-MM-ddTHH:mm:ss' until which it may be cancelled or rescheduled online. */
  changeDeadline: string;
}

/** PUT /api/public/bookings/{token}: the new day and time (same service and professional). */
export interface PublicRescheduleWrite {
  date: string;
  time: string;
}

/** POST /api/public/{slug}/waitlist. */
export interface PublicWaitlistWrite {
  serviceId: number;
  staffId: number | null;
  date: string;
  name: string;
  phone: string;
  email?: string | null;
  website?: string;
}

export interface PublicWaitlistCreated {
  id: number;
  /** 1 = first in line for that day. */
  position: number;
  message: string;
}

/** GET /api/public/waitlist-offers/{token}: the held time offered to the first in line. */
export interface PublicWaitlistOfferDto {
  date: string;
  time: string;
  serviceName: string;
  staffName: string;
  establishment: { slug: string; name: string; logoUrl: string | null; timezone: string };
  /** ISO instant the hold ends. */
  expiresAt: string;
  /** false when expired or already claimed. */
  active: boolean;
}

/** GET/PUT /api/online-booking/settings (management). */
export interface OnlineBookingSettingsDto {
  enabled: boolean;
  /** true: online bookings arrive 'confirmed'; false: 'pending' (confirmed from the bell). */
  autoConfirm: boolean;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  cancelCutoffMinutes: number;
  maxOpenPerPhone: number;
  /** Minutes before the appointment each reminder goes out, e.g. [1440, 120]. */
  reminderOffsets: number[];
  waitlistHoldMinutes: number;
  templates: Record<PublicMessageKind, string>;
  /** Sent back with PUT /api/online-booking/settings; a stale one is refused (409). */
  version: number;
  /** Read-only here (edited through PUT /api/establishment {slug}). */
  slug: string;
  /** APP_URL + /agendar/{slug}. */
  bookingUrl: string;
}

/** GET /api/public/{slug}/group-times: the visit's start times, with why the day has none (pt-BR) or null. */
export interface PublicGroupTimesDto extends GroupTimesResponse {
  message: string | null;
}
