import { Suspense, lazy, type ComponentType } from 'react';
import { FullScreenSpinner } from '../guards/FullScreenSpinner';

/** A route element loaded on demand, so /login does not download the landing page or the layout. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<FullScreenSpinner text="Carregando..." />}>
      <Page />
    </Suspense>
  );
}
