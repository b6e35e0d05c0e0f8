import { lazyPage } from '@salao/web-core';
import { ensureSessionLoaded } from '@salao/web-core/host';
import { preloadLanding } from '../federation/preload-landing';
import { FullScreenSpinner } from '../guards/FullScreenSpinner';
import { holdChromeFor } from '../layout/chrome';
import { LazyAreaPage } from './lazy-area-page';

// This small chunk is evaluated as soon as the first authenticated route renders, while GET /api/session is still
// on its way: a returning user's permissions, page code and first data start now, not after the session, the
// layout and the remote in turn (docs/architecture.md ('First visit')). Not in the bootstrap, so a visitor's first load (/login, budget
// 200 KB) does not carry it; not beside the layout, whose chunk arrives much later.
// GET /api/session too (once; the bootstrap asks the same promise): over HTTP/2 every file downloads at once,
// and the bootstrap's, which asked it first, now arrive after this chunk.
void ensureSessionLoaded();
// The menu's and header's code waits for the landing page's (layout/chrome.ts).
holdChromeFor(preloadLanding(window.location.pathname));

// The layout's code and the area page's download from here on too, rather than when they first render.
// A failure shows when they render (the error screen), so it is not reported twice here.
// Until the session is known this is its check: RequireAuth's spinner, never a second text before it.
const AuthenticatedShell = lazyPage(() => import(/* webpackChunkName: "authenticated-shell" */ './AuthenticatedShell'), <FullScreenSpinner />);
for (const page of [AuthenticatedShell, LazyAreaPage]) void page.preload().catch(() => undefined);

export default function AuthenticatedArea() {
  return <AuthenticatedShell />;
}
