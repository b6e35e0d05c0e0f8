import { base64UrlToBytes, pushEnabled, subscribeToPush, unsubscribeFromPush } from './push';

const get = jest.fn();
const post = jest.fn();
const apiRequest = jest.fn();
jest.mock('../http/http', () => ({
  api: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
  apiRequest: (...a: unknown[]) => apiRequest(...a),
}));

const KEY = 'AQID'; // bytes 1, 2, 3

function fakeSubscription(key: number[], endpoint = 'https://push.example/abc') {
  return {
    endpoint,
    options: { applicationServerKey: new Uint8Array(key).buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: jest.fn(() => Promise.resolve(true)),
  };
}

function fakeRegistration(existing: ReturnType<typeof fakeSubscription> | null) {
  const created = fakeSubscription([1, 2, 3], 'https://push.example/new');
  return {
    created,
    reg: {
      pushManager: { getSubscription: jest.fn(() => Promise.resolve(existing)), subscribe: jest.fn(() => Promise.resolve(created)) },
    } as unknown as ServiceWorkerRegistration,
  };
}

function setPermission(permission: NotificationPermission, answer: NotificationPermission = permission) {
  (globalThis as { Notification?: unknown }).Notification = { permission, requestPermission: jest.fn(() => Promise.resolve(answer)) };
}

describe('push on this device (web-core, shared by the shell prompt and Segurança)', () => {
  beforeEach(() => {
    get.mockReset().mockResolvedValue({ publicKey: KEY });
    post.mockReset().mockResolvedValue({});
    apiRequest.mockReset().mockResolvedValue({});
  });

  it('decodes the base64url VAPID key', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
  });

  it('asks, subscribes with the server key and sends the subscription to the server', async () => {
    setPermission('default', 'granted');
    const { reg, created } = fakeRegistration(null);
    await expect(subscribeToPush(reg)).resolves.toBe(true);
    expect(reg.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(post).toHaveBeenCalledWith('/api/push/subscriptions', created.toJSON());
  });

  it('sends nothing when the permission is refused', async () => {
    setPermission('default', 'denied');
    const { reg } = fakeRegistration(null);
    await expect(subscribeToPush(reg)).resolves.toBe(false);
    expect(get).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('renews a subscription made with another server key', async () => {
    setPermission('granted');
    const old = fakeSubscription([9, 9, 9]);
    const { reg, created } = fakeRegistration(old);
    await subscribeToPush(reg);
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(post).toHaveBeenCalledWith('/api/push/subscriptions', created.toJSON());
  });

  it('turning off forgets the device on the server, then in the browser', async () => {
    setPermission('granted');
    const current = fakeSubscription([1, 2, 3]);
    const { reg } = fakeRegistration(current);
    await expect(pushEnabled(reg)).resolves.toBe(true);
    await unsubscribeFromPush(reg);
    expect(apiRequest).toHaveBeenCalledWith('DELETE', '/api/push/subscriptions', { endpoint: 'https://push.example/abc' });
    expect(current.unsubscribe).toHaveBeenCalled();
    await expect(pushEnabled(fakeRegistration(null).reg)).resolves.toBe(false);
  });
});
