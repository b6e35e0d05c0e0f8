import type { ComponentType } from 'react';
import { BookingPage } from './BookingPage';
import { onDemand } from './on-demand';

/** A public booking page, given the path parameter the shell matched (slug or token). */
export type PublicBookingPage = ComponentType<{ param: string }>;

// A booking or offer link opens its own page: their code (and its dates) is not part of /agendar/{slug}'s first visit.
const ManagePage = onDemand(() => import('./ManagePage').then((m) => m.ManagePage), 'Meu agendamento');
const OfferPage = onDemand(() => import('./OfferPage').then((m) => m.OfferPage));

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
