import type { PushPublicKeyDto } from '@salao/contracts';
import { api, apiRequest } from '../http/http';

/**
 * Web push on this device (docs/product/overview.md ('PWA and push')), shared by the shell's prompt after login and the 'Notificações' switch
 * of Segurança: one subscribe path, one server record per user and device.
 */

/** Push needs a service worker, the Push API and notifications, on a secure page (localhost counts as one). */
export function pushSupported(w: Window = window): boolean {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(w.location.hostname);
  return 'serviceWorker' in w.navigator && 'PushManager' in w && 'Notification' in w && (w.isSecureContext || local);
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const a = new Uint8Array(current);
  return a.length === wanted.length && a.every((b, i) => b === wanted[i]);
}

/** The app's service worker registration (registered by the shell), or null when none comes within `waitMs`. */
export function pushRegistration(waitMs = 5000): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs))]);
}

/**
 * Asks for permission (when still undecided), subscribes with the server's key and sends the subscription
 * to the server, which keeps it per user and device. Works with whichever code registered the worker.
 */
export async function subscribeToPush(registration: ServiceWorkerRegistration): Promise<boolean> {
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return false;
  const { publicKey } = await api.get<PushPublicKeyDto>('/api/push/public-key');
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another server key (the keys changed): the push service would refuse our pushes, so renew it.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post('/api/push/subscriptions', subscription.toJSON());
  return true;
}

/** Stops pushes to this device: the server forgets it for the caller, then the browser drops the subscription. */
export async function unsubscribeFromPush(registration: ServiceWorkerRegistration): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/** Whether this device receives pushes: permission granted and a subscription in place. */
export async function pushEnabled(registration: ServiceWorkerRegistration): Promise<boolean> {
  return Notification.permission === 'granted' && !!(await registration.pushManager.getSubscription());
}
