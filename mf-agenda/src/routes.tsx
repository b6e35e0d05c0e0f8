import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';
import { PageSpinner } from '@salao/web-core/ui';

/** Exposed as 'mf_agenda/routes': the page of each path this area owns, each its own chunk. */
const routes: RemoteRoutes = {
  '/dashboard': lazyPage(() => import('./dashboard/DashboardPage'), <PageSpinner />),
  '/agendamentos': lazyPage(() => import('./appointments/AppointmentsPage'), <PageSpinner />),
  '/servicos': lazyPage(() => import('./services/ServicesPage'), <PageSpinner />),
  '/colaboradores': lazyPage(() => import('./staff/StaffPage'), <PageSpinner />),
};
export default routes;
