import { lazy, Suspense, useSyncExternalStore } from 'react';
import { updateStore } from './updates';

// Loaded only when there is something to say: keeps the banner out of the first-load budget (bench/bundles.mjs).
const PwaNotices = lazy(() => import('./PwaNotices').then((m) => ({ default: m.PwaNotices })));

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Shows the no-connection state and the update banner when they apply. */
export function PwaGate() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const update = useSyncExternalStore(updateStore.subscribe, updateStore.available);
  if (online && !update) return null;
  return (
    <Suspense fallback={null}>
      <PwaNotices online={online} update={update} />
    </Suspense>
  );
}
