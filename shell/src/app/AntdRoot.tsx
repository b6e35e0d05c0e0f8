import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import { Outlet } from 'react-router';
import { useTheme } from '@salao/web-core';
import { antdTheme } from './antd-theme';
import { ToastHost } from './ToastHost';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The system's 'reduce motion' setting, kept current. */
function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const changed = () => setReduce(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return reduce;
}

/** Every tooltip opens after 700 ms and closes 300 ms after the pointer leaves (docs/product/limits.md 'Interface timings'). */
const TOOLTIP_DELAYS = { mouseEnterDelay: 0.7, mouseLeaveDelay: 0.3 } as const;

/**
 * The one antd context of the app (shell and remotes): pt_BR locale, light/dark algorithm. Loaded with the first page
 * that draws antd, never by /login (docs/architecture.md, 'First visit'). With the system's 'reduce motion' set, antd's
 * animations are off: dialogs and toasts appear at once (a dialog zooming in also moves its buttons under a quick
 * pointer). `toasts` mounts the antd toast host (the route layout does; a notice drawn beside it does not).
 */
export function AntdProvider({ children, toasts = false }: { children: ReactNode; toasts?: boolean }) {
  const mode = useTheme((s) => s.mode);
  const reduceMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={ptBR} theme={antdTheme(mode, reduceMotion)} tooltip={TOOLTIP_DELAYS}>
      {toasts && <ToastHost />}
      {children}
    </ConfigProvider>
  );
}

/** The route layout of every page drawn with antd. */
export default function AntdRoot() {
  return (
    <AntdProvider toasts>
      <Outlet />
    </AntdProvider>
  );
}
