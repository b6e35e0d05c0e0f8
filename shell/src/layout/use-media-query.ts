import { useSyncExternalStore } from 'react';

/** True while the media query matches (sidebar under 1024 px, mobile under 768 px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsCompact = () => useMediaQuery('(max-width: 1023.98px)');
export const useIsMobile = () => useMediaQuery('(max-width: 767.98px)');
