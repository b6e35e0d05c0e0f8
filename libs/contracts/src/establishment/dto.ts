export interface BusinessHoursDto {
  dayOfWeek: number;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  isHoliday: boolean;
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
}
