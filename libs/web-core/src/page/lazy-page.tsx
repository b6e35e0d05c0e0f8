import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded page that can start downloading its code before it is shown. */
export type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page downloaded only when its route is first shown, with `fallback` while it loads. Call it once at
 * module level: a lazy component created during render would remount its page on every navigation.
 * `preload()` starts the download early (the shell does it for a returning user's landing page, while the
 * layout's code is still arriving); the page then renders from the same, single load.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, fallback: ReactNode = null): PreloadablePage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download is tried again on the next render
      throw error;
    });
    return loading;
  };
  const Page = lazy(loadOnce);
  function LazyPage() {
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: loadOnce });
}
