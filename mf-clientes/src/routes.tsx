import type { RemoteRoutes } from '@salao/web-core';
import { ClientsPage } from './pages/ClientsPage';
import { LoyaltyPage } from './pages/LoyaltyPage';

/** Exposed as 'mf_clientes/routes'. */
const routes: RemoteRoutes = {
  '/clientes': ClientsPage,
  '/fidelidade': LoyaltyPage,
};
export default routes;
