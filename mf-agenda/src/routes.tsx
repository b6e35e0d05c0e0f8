import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';

/** Exposed as 'mf_agenda/routes': the page of each path this area owns, each its own chunk. */
const routes: RemoteRoutes = {
  '/dashboard': lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ './dashboard/DashboardPage')),
  '/agendamentos': lazyPage(() =>
    import(/* webpackChunkName: "page-agendamentos" */ './appointments/AppointmentsPage').then((page) => {
      page.preloadFirstScreen();
      return page;
    }),
  ),
  '/servicos': lazyPage(() => import(/* webpackChunkName: "page-servicos" */ './services/ServicesPage')),
  '/colaboradores': lazyPage(() => import(/* webpackChunkName: "page-colaboradores" */ './staff/StaffPage')),
};
export default routes;
