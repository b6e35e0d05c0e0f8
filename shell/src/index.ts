// Async boundary: Module Federation negotiates shared modules before bootstrap runs.
// The end client's booking pages (PUBLIC_BOOKING_PATHS: /agendar/…) start without the app: their first visit is
// budgeted at 150 KB gzip. A literal prefix, not contracts: whatever this file imports lands in every first load.
if (window.location.pathname.startsWith('/agendar/')) import('./public-booking');
else import('./bootstrap');
