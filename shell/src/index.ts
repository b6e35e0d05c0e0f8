import { registerPlugins } from '@module-federation/enhanced/runtime';
import { checkedSingletonsPlugin } from './federation/checked-singletons-plugin';
import { LIGHT_AREA_PAGES } from './routes/light-pages';

// Before the first shared module is asked for (federation/checked-singletons-plugin.ts).
registerPlugins([checkedSingletonsPlugin()]);

// Async boundary: Module Federation negotiates shared modules before bootstrap runs.
// The end client's booking pages (PUBLIC_BOOKING_PATHS: /agendar/…) start without the app: their first visit is
// budgeted at 150 KB gzip. A literal prefix, not contracts: whatever this file imports lands in every first load.
if (window.location.pathname.startsWith('/agendar/')) import('./public-booking');
else {
  import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  // A returning user (a stored user record, docs/product/api.md): the authenticated area's code, and through it the
  // permissions, the landing page and its data, start now, beside the bootstrap, not after it (docs/architecture.md ('First visit')).
  if (storedUser()) {
    // Each with the chunk name its other import site uses: two call sites otherwise make two chunks of the same
    // module (this one with the parts the bootstrap also has), and the second was downloaded again later.
    import(/* webpackChunkName: "authenticated-area" */ './routes/AuthenticatedArea');
    // The layout and the area page too: asked for by the area once it runs, they arrived last on a slow network.
    import(/* webpackChunkName: "authenticated-shell" */ './routes/AuthenticatedShell');
    import(/* webpackChunkName: "area-page" */ './routes/AreaPage');
    // And antd's context, which every page of the area but the light ones is drawn in.
    if (!LIGHT_AREA_PAGES.has(window.location.pathname)) import(/* webpackChunkName: "antd-root" */ './app/AntdRoot');
    // The landing page's remote and page code start now too, from a chunk that needs nothing shared.
    import(/* webpackChunkName: "landing-code" */ './federation/landing-code')
      .then((m) => m.preloadLandingCode(window.location.pathname))
      .catch(() => undefined);
  }
}

function storedUser(): boolean {
  try {
    return Boolean(window.localStorage.getItem('user'));
  } catch {
    return false; // storage disabled: the session check decides later
  }
}
