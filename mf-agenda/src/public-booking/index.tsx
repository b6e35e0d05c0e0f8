import type { ComponentType } from 'react';
import { BookingPage } from './BookingPage';
import { ManagePage } from './ManagePage';
import { OfferPage } from './OfferPage';

/** A public booking page, given the path parameter the shell matched (slug or token). */
export type PublicBookingPage = ComponentType<{ param: string }>;

/**
 * Exposed as 'mf_agenda/public-booking': the end client's pages, routed by the shell's public routes.
 * Plain React and CSS, no antd, web-core or react-query: the first visit must stay under 150 KB gzip.
 */
const pages: Record<'booking' | 'manage' | 'offer', PublicBookingPage> = {
  booking: ({ param }) => <BookingPage slug={param} />,
  manage: ({ param }) => <ManagePage token={param} />,
  offer: ({ param }) => <OfferPage token={param} />,
};
export default pages;
