import type { RemoteRoutes } from '@salao/web-core';
import { InventoryPage } from './pages/InventoryPage';

/** Exposed as 'mf_estoque/routes'. */
const routes: RemoteRoutes = { '/estoque': InventoryPage };
export default routes;
