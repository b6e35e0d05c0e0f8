import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** antd's context: `toasts` also mounts antd's toast host (a page's, not a dialog's). */
type Provider = ComponentType<{ children: ReactNode; toasts?: boolean }>;

let load: (() => Promise<{ default: Provider }>) | null = null;
let Lazy: Provider | null = null;

/** The shell names its antd context (theme, locale), loaded on demand (`@salao/web-core/host`). */
export function setAntdProvider(loader: () => Promise<{ default: Provider }>): void {
  load = loader;
  Lazy = lazy(loader);
}

/** Starts downloading antd's context ahead of a click that will need it (a pointer over a menu entry). */
export function preloadAntd(): void {
  void load?.().catch(() => undefined);
}

/**
 * antd drawn inside a screen drawn without it (a dialog opened from the dashboard): its context arrives with the
 * first such part, so the screen's first visit downloads none of antd (docs/architecture.md, 'First visit').
 * `fallback` shows meanwhile (nothing by default); an antd page passes `toasts`.
 */
export function WithAntd({ children, fallback = null, toasts = false }: { children: ReactNode; fallback?: ReactNode; toasts?: boolean }) {
  if (!Lazy) return <>{children}</>;
  return (
    <Suspense fallback={fallback}>
      <Lazy toasts={toasts}>{children}</Lazy>
    </Suspense>
  );
}
