import type { RemoteRoutes } from '@salao/web-core';
import { lazyPage } from '@salao/web-core';

/** Exposed as 'mf_financeiro/routes'; each page is its own chunk, and the chart library another one. */
const routes: RemoteRoutes = {
  '/financeiro': lazyPage(() => import(/* webpackChunkName: "page-financeiro" */ './pages/FinancePage')),
  // The comanda (docs/product/api.md, 'Checkouts'): a new one from the agenda or 'Nova venda', then by its id.
  '/financeiro/comandas/nova': lazyPage(() => import(/* webpackChunkName: "page-financeiro-comandas-nova" */ './checkout/NewCheckoutPage')),
  '/financeiro/comandas/:id': lazyPage(() => import('./checkout/CheckoutPage')),
  // Relatórios (docs/product/reports.md): the advanced reports, and the saved custom ones.
  // Pacotes de sessões (docs/product/packages.md).
  '/pacotes': lazyPage(() => import(/* webpackChunkName: "page-pacotes" */ './packages/PackagesPage')),
  '/relatorios': lazyPage(() => import(/* webpackChunkName: "page-relatorios" */ './reports/ReportsPage')),
  '/relatorios/personalizados': lazyPage(() => import(/* webpackChunkName: "page-relatorios-personalizados" */ './reports/custom/CustomReportsPage')),
};
export default routes;
