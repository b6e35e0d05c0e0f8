import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';
import { PageSpinner } from '@salao/web-core/ui';

/** Exposed as 'mf_financeiro/routes'; the page is its own chunk, and the chart library another one. */
const routes: RemoteRoutes = { '/financeiro': lazyPage(() => import('./pages/FinancePage'), <PageSpinner />) };
export default routes;
