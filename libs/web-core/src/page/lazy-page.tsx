import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded page that can start downloading its code before it is shown. */
export type PreloadablePage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * What a lazy page without a fallback of its own shows while its code loads. The shell provides its page
 * spinner here, so a remote's routes module needs no spinner (nor antd) of its own: it is evaluated as soon as
 * it arrives, and the landing page's code is requested then, not after the shared UI kit (issue 16 §5).
 */
export const PageFallbackContext = createContext<ReactNode>(null);

type Shown<P> = { Page: ComponentType<P> | null; failed: boolean; error?: unknown };

/**
 * A page downloaded only when its route is first shown, with `fallback` while it loads (by default the
 * PageFallbackContext's). Call it once at
 * module level: a page component created during render would remount on every navigation.
 * `preload()` starts the download early (the shell does it for a returning user's landing page, while the
 * layout's code is still arriving); the page then renders from the same, single load.
 *
 * Not React.lazy + Suspense: React reveals a suspended boundary's content no sooner than 300 ms after its
 * fallback appeared, and a first visit passes through several such levels (area, layout, area page, remote
 * page): each cost up to 300 ms even when its code had arrived (issue 16 §5). Here the fallback is ordinary
 * content, replaced as soon as the code is in; a page whose code is already here renders in the first pass.
 * A failed download is thrown to the nearest error boundary; remounting the page (its retry) loads it again.
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>, fallback?: ReactNode): PreloadablePage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let Loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again on the next mount
        throw error;
      },
    );
    return loading;
  };
  function LazyPage(props: P) {
    const [shown, setShown] = useState<Shown<P>>(() => ({ Page: Loaded, failed: false }));
    const contextFallback = useContext(PageFallbackContext);
    useEffect(() => {
      if (shown.Page || shown.failed) return;
      let alive = true;
      loadOnce().then(
        (module) => alive && setShown({ Page: module.default, failed: false }),
        (error: unknown) => alive && setShown({ Page: null, failed: true, error }),
      );
      return () => {
        alive = false;
      };
    }, [shown]);
    if (shown.failed) throw shown.error;
    const { Page } = shown;
    return Page ? <Page {...props} /> : <>{fallback === undefined ? contextFallback : fallback}</>;
  }
  return Object.assign(LazyPage, { preload: loadOnce });
}
