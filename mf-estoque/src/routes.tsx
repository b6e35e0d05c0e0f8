import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';

/** Exposed as 'mf_estoque/routes'; the page is its own chunk. */
const routes: RemoteRoutes = { '/estoque': lazyPage(() => import(/* webpackChunkName: "page-estoque" */ './pages/InventoryPage')) };
export default routes;
