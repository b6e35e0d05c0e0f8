import type { BusinessHoursDto } from '@salao/contracts';

/** docs/product/limits.md: Mon-Fri 08:00-18:00, Saturday 08:00-16:00, Sunday closed (its form default 09:00-18:00). */
export const DEFAULT_BUSINESS_HOURS: readonly BusinessHoursDto[] = [
  { dayOfWeek: 0, isOpen: false, openTime: '09:00', closeTime: '18:00', isHoliday: false },
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, openTime: '08:00', closeTime: '18:00', isHoliday: false })),
  { dayOfWeek: 6, isOpen: true, openTime: '08:00', closeTime: '16:00', isHoliday: false },
];

/** The seven days an establishment works: its saved rows, defaults for any day never saved. */
export function effectiveBusinessHours(saved: BusinessHoursDto[]): BusinessHoursDto[] {
  return DEFAULT_BUSINESS_HOURS.map((d) => saved.find((s) => s.dayOfWeek === d.dayOfWeek) ?? { ...d });
}
