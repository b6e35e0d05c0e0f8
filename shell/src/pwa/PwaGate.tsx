import { lazy, Suspense, useSyncExternalStore } from 'react';
import { queryClient } from '@salao/web-core/host';
import { serverReachability } from './server-reachability';
import { updateStore } from './updates';

const reachability = serverReachability(queryClient);

// Loaded only when there is something to say: keeps the banner out of the first-load budget (bench/bundles.mjs). In
// its own antd context, since it may show on a page drawn without antd (/login).
const PwaNotices = lazy(() =>
  Promise.all([import('./PwaNotices'), import(/* webpackChunkName: "antd-root" */ '../app/AntdRoot')]).then(([notices, root]) => ({
    default: (props: Parameters<typeof notices.PwaNotices>[0]) => (
      <root.AntdProvider>
        <notices.PwaNotices {...props} />
      </root.AntdProvider>
    ),
  })),
);

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Shows the no-connection state (the device offline, or the server unreachable) and the update banner when they apply. */
export function PwaGate() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const serverDown = useSyncExternalStore(reachability.subscribe, reachability.unreachable);
  const update = useSyncExternalStore(updateStore.subscribe, updateStore.available);
  if (online && !serverDown && !update) return null;
  return (
    <Suspense fallback={null}>
      <PwaNotices online={online} serverDown={serverDown} update={update} />
    </Suspense>
  );
}
