import type { RemoteRoutes } from '@salao/web-core';
import { FinancePage } from './pages/FinancePage';

/** Exposed as 'mf_financeiro/routes'. */
const routes: RemoteRoutes = { '/financeiro': FinancePage };
export default routes;
