import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';
import { PageSpinner } from '@salao/web-core/ui';

/** Exposed as 'mf_clientes/routes'. Each page downloads when its route is first opened. */
const routes: RemoteRoutes = {
  '/clientes': lazyPage(() => import('./pages/ClientsPage'), <PageSpinner />),
  '/fidelidade': lazyPage(() => import('./pages/LoyaltyPage'), <PageSpinner />),
};
export default routes;
