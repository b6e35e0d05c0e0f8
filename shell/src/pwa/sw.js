/* Salão service worker, served at /sw.js. The build (libs/web-build/pwa.cjs) bundles it with the push handlers
   into one classic script and fills in the shell's files. */
import { installPushHandlers } from './sw-push';

const PRECACHE = self.__PRECACHE__;
const VERSION = self.__VERSION__;
const CACHE = `salao-shell-${VERSION}`;
// API, live connection, webhooks, remotes and the runtime manifest always go to the network: never a stale answer.
const NETWORK_ONLY = /^\/(api|ws|webhook|remotes|releases)(\/|$)|^\/remotes\.json$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('salao-shell-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// 'Atualizar Agora' in the page: the waiting version takes over, then the page reloads.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Fresh page when online; the precached shell when offline (it then shows the no-connection state).
    event.respondWith(fetch(request).catch(() => caches.match('/index.html', { cacheName: CACHE })));
    return;
  }
  if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
  }
});

// Pushes from the API ({title, body, url}, pt-BR): the notification, and a click that opens the right page.
installPushHandlers(self);
