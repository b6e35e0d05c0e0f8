import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded page that can start downloading its code before it is shown. */
export type PreloadablePage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** Code downloaded once, on first use or earlier through `preload()`. */
export interface LazyModule<T> {
  /** Starts the download (once; a failed one is tried again on the next call). */
  preload: () => Promise<T>;
  /** In a component: the module once it is here (null before, in the first render if already loaded). */
  useLoaded: () => T | null;
}

/**
 * Not React.lazy + Suspense: React reveals a suspended boundary's content no sooner than 300 ms after its
 * fallback appeared, and a first visit passes through several such levels (area, layout, area page, remote
 * page): each cost up to 300 ms even when its code had arrived (docs/architecture.md ('First visit')). Here the caller shows what it
 * likes meanwhile, and code already here is used in the first render. A failed download is thrown to the
 * nearest error boundary; remounting (its retry) loads it again.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null; // a failed download is tried again on the next mount
        throw error;
      },
    );
    return loading;
  };
  function useLoaded(): T | null {
    const [state, setState] = useState<{ module: T | null; error?: unknown }>(() => ({ module: loaded }));
    useEffect(() => {
      if (state.module || state.error) return;
      let alive = true;
      preload().then(
        (module) => alive && setState({ module }),
        (error: unknown) => alive && setState({ module: null, error }),
      );
      return () => {
        alive = false;
      };
    }, [state]);
    if (state.error) throw state.error;
    return state.module;
  }
  return { preload, useLoaded };
}

/**
 * What a lazy page without a fallback of its own shows while its code loads. The shell provides its page
 * spinner here, so a remote's routes module needs no spinner (nor antd) of its own: it is evaluated as soon as
 * it arrives, and the landing page's code is requested then, not after the shared UI kit (docs/architecture.md ('First visit')).
 */
export const PageFallbackContext = createContext<ReactNode>(null);

/**
 * A page downloaded only when its route is first shown (lazyModule), with `fallback` while it loads (by
 * default the PageFallbackContext's). Call it once at module level: a page component created during render
 * would remount on every navigation. `preload()` starts the download early (the shell does it for a returning
 * user's landing page, while the layout's code is still arriving); the page then renders from the same load.
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>, fallback?: ReactNode): PreloadablePage<P> {
  const code = lazyModule(load);
  function LazyPage(props: P) {
    const Page = code.useLoaded()?.default;
    const contextFallback = useContext(PageFallbackContext);
    return Page ? <Page {...props} /> : <>{fallback === undefined ? contextFallback : fallback}</>;
  }
  return Object.assign(LazyPage, { preload: code.preload });
}
