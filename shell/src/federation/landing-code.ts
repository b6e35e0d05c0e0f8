import type { PreloadablePage } from '@salao/web-core/host';
import { AREA_ROUTES } from '../routes/area-routes';
import { loadRemoteRoutes } from './remotes';

const started = new Map<string, Promise<unknown>>();

/**
 * Starts downloading the code of the page at `pathname` (its remote's routes, then the page itself), once.
 * Resolves when it is here, or could not be loaded: RemotePage's own load then shows the error card.
 * This module imports nothing shared (no React, no web-core at run time), so index.ts can run it as soon as
 * its few bytes arrive: the remote's chain of requests (remotes.json, manifest, entry, page) no longer waits
 * for the whole bootstrap (docs/architecture.md ('First visit')). With the `loaded-first` share strategy it loads only that remote.
 */
export function preloadLandingCode(pathname: string): Promise<unknown> {
  let loading = started.get(pathname);
  if (!loading) {
    const area = AREA_ROUTES.find((r) => r.path === pathname);
    loading = area
      ? loadRemoteRoutes(area.remote)
          .then((routes) => (routes[pathname] as Partial<PreloadablePage> | undefined)?.preload?.())
          .catch(() => undefined)
      : Promise.resolve();
    started.set(pathname, loading);
  }
  return loading;
}
