import { Suspense, lazy, type ComponentType } from 'react';
import { Spin } from 'antd';
import type { RemoteRoutes } from '@salao/web-core';

/** Each page downloads when its route is first opened. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
        <Page />
      </Suspense>
    );
  };
}

/** Exposed as 'mf_clientes/routes'. */
const routes: RemoteRoutes = {
  '/clientes': lazyPage(() => import('./pages/ClientsPage')),
  '/fidelidade': lazyPage(() => import('./pages/LoyaltyPage')),
};
export default routes;
