import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload, PushSubscriptionInput } from '@salao/contracts';

// http_ece comes with web-push (it encrypts with it); here it decrypts what a browser would.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(body: Buffer, params: Record<string, unknown>): Buffer };

export interface FakeDevice {
  /** What the browser's PushSubscription.toJSON() would send. */
  subscription: PushSubscriptionInput;
  /** The pushes this device received, decrypted, with the request headers. */
  received: { payload: PushPayload; headers: IncomingHttpHeaders }[];
  /** The status the push service answers for this device (201, or 410 once the browser unsubscribed). */
  status: number;
}

export interface FakePushService {
  device(name: string): FakeDevice;
  close(): Promise<void>;
}

/** A local push service (plain http on 127.0.0.1, reachable through PUSH_ALLOWED_HOSTS) that decrypts like a browser. */
export async function startFakePush(): Promise<FakePushService> {
  const devices = new Map<string, FakeDevice & { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer }>();
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const device = devices.get(decodeURIComponent(req.url ?? '').replace(/^\/push\//, ''));
    if (!device) return res.writeHead(404).end();
    if (device.status === 201) {
      const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret });
      device.received.push({ payload: JSON.parse(plain.toString('utf8')), headers: req.headers });
    }
    res.writeHead(device.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/`;
  return {
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscription = {
        endpoint: base + name,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
      };
      const device = { subscription, received: [], status: 201, ecdh, authSecret };
      devices.set(name, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
