import { Suspense, lazy } from 'react';
import { preloadLanding } from '../federation/preload-landing';
import { FullScreenSpinner } from '../guards/FullScreenSpinner';

// This small chunk is evaluated as soon as the first authenticated route renders, while GET /api/session is still
// on its way: a returning user's permissions, page code and first data start now, not after the session, the
// layout and the remote in turn (issue 16 §5). Not in the bootstrap, so a visitor's first load (/login, budget
// 250 KB) does not carry it; not beside the layout, whose chunk arrives much later.
preloadLanding(window.location.pathname);

// The layout's code downloads from here on too, rather than when this area first renders.
const layout = import('./AuthenticatedShell');
const AuthenticatedShell = lazy(() => layout);

export default function AuthenticatedArea() {
  return (
    <Suspense fallback={<FullScreenSpinner text="Carregando..." />}>
      <AuthenticatedShell />
    </Suspense>
  );
}
