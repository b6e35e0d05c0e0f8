import { PUSH_URL, type PushPayload } from '@salao/contracts';

/** The few service-worker types used here (the shell compiles with the DOM lib, not the webworker one). */
interface PushScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: { body: string; data: { url: string }; tag?: string; vibrate?: number[] }): Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<{ url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: { data: { json(): unknown; text(): string } | null; waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: { notification: { data?: { url?: string }; close(): void }; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}

/** Local notification vibration (docs/product/limits.md). */
const VIBRATE = [200, 100, 200];

function readPayload(data: { json(): unknown; text(): string } | null): PushPayload {
  try {
    const p = data?.json() as Partial<PushPayload> | undefined;
    return { title: p?.title || 'Salão', body: p?.body || '', url: p?.url || PUSH_URL.default };
  } catch {
    return { title: 'Salão', body: data?.text() ?? '', url: PUSH_URL.default };
  }
}

/** Only a path of this app is opened, whatever the payload says. */
export function clickTarget(origin: string, url: string | undefined): string {
  const target = new URL(url || PUSH_URL.default, origin);
  return target.origin === origin ? target.href : new URL(PUSH_URL.default, origin).href;
}

/**
 * The service worker's push handlers: show the pushed {title, body, url} (pt-BR, from the API) and, on click,
 * focus an open tab of the app on that page or open one. Called once from /sw.js.
 */
export function installPushHandlers(sw: PushScope): void {
  sw.addEventListener('push', (event) => {
    const { title, body, url } = readPayload(event.data);
    event.waitUntil(sw.registration.showNotification(title, { body, data: { url }, vibrate: VIBRATE }));
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = clickTarget(sw.location.origin, event.notification.data?.url);
    event.waitUntil(
      sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
        const tab = tabs.find((t) => t.url.startsWith(sw.location.origin));
        return tab ? tab.navigate(url).then(() => tab.focus()) : sw.clients.openWindow(url);
      }),
    );
  });
}
