import { Suspense, lazy, type ComponentType } from 'react';
import { Spin } from 'antd';

/** A page downloaded only when its route is visited, with its own spinner while it loads. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
        <Page />
      </Suspense>
    );
  };
}
