/**
 * The one service worker registration of the app (/sw.js: precached shell, update banner; push reuses it).
 * Registered once; resolves to null where service workers are unavailable (insecure origin, old browser).
 */
let registration: Promise<ServiceWorkerRegistration | null> | null = null;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  registration ??=
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext
      ? navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
          console.error('Falha ao registrar o service worker', error);
          return null;
        })
      : Promise.resolve(null);
  return registration;
}

/** The worker if this page registered it, without registering it (update checks on a visitor's page). */
export const existingRegistration = (): Promise<ServiceWorkerRegistration | null> => registration ?? Promise.resolve(null);

/** The registration promise, for features that need the worker (push subscription). */
export const swRegistration = (): Promise<ServiceWorkerRegistration | null> => registerServiceWorker();
