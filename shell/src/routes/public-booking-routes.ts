import { PUBLIC_BOOKING_PATHS } from '@salao/contracts';

/** The end client's public pages (docs/product/screens.md ('Agendamento online')): no login and no app layout, drawn by mf-agenda's './public-booking'. */
export type PublicBookingPageName = 'booking' | 'manage' | 'offer';

const prefix = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const MANAGE = prefix(PUBLIC_BOOKING_PATHS.manage('x'));
const OFFER = prefix(PUBLIC_BOOKING_PATHS.waitlistOffer('x'));
const PAGE = prefix(PUBLIC_BOOKING_PATHS.page('x'));

/** Which page draws `pathname` and its parameter (slug or token); null for anything else. */
export function matchPublicBooking(pathname: string): { page: PublicBookingPageName; param: string } | null {
  const path = pathname.replace(/\/+$/, '');
  for (const [start, page] of [
    [MANAGE, 'manage'],
    [OFFER, 'offer'],
    [PAGE, 'booking'],
  ] as const) {
    if (!path.startsWith(start)) continue;
    const rest = path.slice(start.length);
    if (!rest || rest.includes('/')) return null;
    try {
      return { page, param: decodeURIComponent(rest) };
    } catch {
      return null;
    }
  }
  return null;
}
