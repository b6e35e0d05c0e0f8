import type { PlanDefinition } from '../plans';

export interface BusinessHoursDto {
  dayOfWeek: number;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  isHoliday: boolean;
  /** GET /api/business-hours: the week's version, the same on every day, sent back as the save's `version`. */
  version?: number;
}

export interface EstablishmentInfo {
  id: number;
  name: string;
  /** The public booking page's address: /agendar/{slug} (unique, lowercase). */
  slug: string;
  address: string | null;
  segment: string | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
  timezone: string;
  plan: string;
  /** The Negócio form's version: sent back with PUT /api/establishment; a stale one is refused (409). */
  version: number;
}

/** GET /api/plans: one plan as the pricing page lists it (its id is its position, 1 = Base). */
export interface PlanDto extends PlanDefinition {
  id: number;
}
