import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';

/** Exposed as 'mf_clientes/routes'. Each page downloads when its route is first opened. */
const routes: RemoteRoutes = {
  '/clientes': lazyPage(() => import(/* webpackChunkName: "page-clientes" */ './pages/ClientsPage')),
  '/clientes/:id': lazyPage(() => import('./pages/ClientProfilePage')),
  '/fidelidade': lazyPage(() => import(/* webpackChunkName: "page-fidelidade" */ './pages/LoyaltyPage')),
};
export default routes;
