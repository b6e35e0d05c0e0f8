import { hasPermission, isManagement, QUERY_KEYS, type SessionUser } from '@salao/contracts';
import { isSetupChecklistDismissed, useSession } from '@salao/web-core';
import { queryClient } from '@salao/web-core/host';
import { preloadLandingCode } from './landing-code';

/** The first data a landing page asks for (its query keys, by role): fetched while its code downloads. */
const FIRST_DATA: Record<string, (user: SessionUser) => readonly (readonly string[])[]> = {
  '/dashboard': (user) => {
    if (!isManagement(user.role)) return [QUERY_KEYS.staffDashboardData];
    // The owner's first-run checklist sits above the figures; without its data it appeared ~0.2 s after them,
    // pushing them down, and its text was the page's largest paint.
    const checklist = hasPermission(user.role, 'settings.editBusiness') && !isSetupChecklistDismissed(user.establishmentId);
    return [QUERY_KEYS.dashboardStats, QUERY_KEYS.recentAppointments, ...(checklist ? [QUERY_KEYS.dashboardSetup] : [])];
  },
};

/**
 * A returning user's first screen without a waterfall (docs/architecture.md ('First visit')). Without this, the permissions, the page's
 * remote and then its data each waited for the one before (session → permissions → remote code → figures).
 * Now, while GET /api/session confirms the stored user, the permissions, the landing page's remote and its first
 * data are already on their way. A visitor (no stored user) asks nothing: there is no one to fetch for.
 * If the session turns out to be gone, the session store clears the query cache, so nothing fetched here is shown.
 * Resolves when the landing page's code is here (or could not be loaded).
 */
export function preloadLanding(pathname: string): Promise<unknown> {
  const user = useSession.getState().user;
  if (!user) return Promise.resolve();
  void queryClient.prefetchQuery({ queryKey: QUERY_KEYS.permissions, retry: false });
  for (const queryKey of FIRST_DATA[pathname]?.(user) ?? []) void queryClient.prefetchQuery({ queryKey });
  // The remote's routes and then the landing page's own code, usually already started by index.ts.
  return preloadLandingCode(pathname);
}
