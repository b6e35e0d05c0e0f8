import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A page downloaded only when its route is first shown, with `fallback` while it loads. Call it once at
 * module level: a lazy component created during render would remount its page on every navigation.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, fallback: ReactNode = null): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  };
}
