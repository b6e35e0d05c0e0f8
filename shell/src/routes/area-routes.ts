import { matchPath } from 'react-router';
import { AREA_ROUTES as ROUTES, type Permission } from '@salao/contracts';
import type remotes from '@salao/web-build/remotes.json';

/** An authenticated area (the list lives in contracts, which the API also reads): path, title, remote, permission. */
export interface AreaRoute {
  path: string;
  title: string;
  /** A name from the one remote list (libs/web-build/remotes.json). */
  remote: keyof typeof remotes;
  permission?: Permission;
}

// Assigning checks at compile time that every remote named in contracts is in the remote list.
export const AREA_ROUTES: readonly AreaRoute[] = ROUTES;

export { LIGHT_AREA_PAGES } from './light-pages';

export function areaTitle(pathname: string): string {
  // A path with a parameter ('/clientes/:id') names every page it matches.
  return AREA_ROUTES.find((r) => r.path === pathname || matchPath(r.path, pathname))?.title ?? '';
}
