import { lazy, Suspense, type ComponentType } from 'react';
import { BookingPage } from './BookingPage';
import { Frame, Skeleton } from './Frame';

/** A public booking page, given the path parameter the shell matched (slug or token). */
export type PublicBookingPage = ComponentType<{ param: string }>;

// A booking or offer link opens its own page: their code (and its dates) is not part of /agendar/{slug}'s first visit.
const ManagePage = lazy(() => import('./ManagePage').then((m) => ({ default: m.ManagePage })));
const OfferPage = lazy(() => import('./OfferPage').then((m) => ({ default: m.OfferPage })));

/** The frame of the page that is still downloading, the size the loading page has (no layout shift). */
function Loading({ subtitle }: { subtitle?: string }) {
  return (
    <Frame subtitle={subtitle}>
      <Skeleton rows={3} />
    </Frame>
  );
}

/**
 * Exposed as 'mf_agenda/public-booking': the end client's pages, routed by the shell's public routes.
 * Plain React and CSS, no antd, web-core or react-query: the first visit must stay under 150 KB gzip.
 */
const pages: Record<'booking' | 'manage' | 'offer', PublicBookingPage> = {
  booking: ({ param }) => <BookingPage slug={param} />,
  manage: ({ param }) => (
    <Suspense fallback={<Loading subtitle="Meu agendamento" />}>
      <ManagePage token={param} />
    </Suspense>
  ),
  offer: ({ param }) => (
    <Suspense fallback={<Loading />}>
      <OfferPage token={param} />
    </Suspense>
  ),
};
export default pages;
