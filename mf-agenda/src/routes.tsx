import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';

/** Exposed as 'mf_agenda/routes': the page of each path this area owns, each its own chunk. */
const routes: RemoteRoutes = {
  '/dashboard': lazyPage(() => import('./dashboard/DashboardPage')),
  '/agendamentos': lazyPage(() => import('./appointments/AppointmentsPage')),
  '/servicos': lazyPage(() => import('./services/ServicesPage')),
  '/colaboradores': lazyPage(() => import('./staff/StaffPage')),
};
export default routes;
