import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';

/** Exposed as 'mf_financeiro/routes'; the page is its own chunk, and the chart library another one. */
const routes: RemoteRoutes = { '/financeiro': lazyPage(() => import('./pages/FinancePage')) };
export default routes;
