import { useEffect } from 'react';

/** Calls refresh (a stable function) when the window regains focus or the tab becomes visible (docs/product/screens.md Appointments page). */
export function useRefreshOnFocus(refresh: () => unknown): void {
  useEffect(() => {
    const onFocus = () => void refresh();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);
}
