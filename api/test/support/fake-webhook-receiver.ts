import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered this one. */
  status: number;
}

export interface FakeWebhookReceiver {
  /** http://127.0.0.1:<port>/<path>: reachable through WEBHOOK_ALLOWED_HOSTS=127.0.0.1. */
  url(path: string): string;
  /** Every request, in arrival order, whatever was answered. */
  received: ReceivedWebhook[];
  /** Requests answered 2xx on `path`. */
  accepted(path: string): ReceivedWebhook[];
  /** TCP connections opened to it (a refused delivery opens none). */
  connections(): number;
  /** The statuses to answer next on `path`, in order; then 200. */
  answer(path: string, ...statuses: number[]): void;
  /** Answers on `path` wait until release() (a receiver that is still thinking). */
  hold(path: string): { release(): void; arrived: Promise<void> };
  close(): Promise<void>;
}

/** A local webhook receiver (plain http on 127.0.0.1) that keeps what it was sent. */
export async function startWebhookReceiver(): Promise<FakeWebhookReceiver> {
  const plans = new Map<string, number[]>();
  const holds = new Map<string, { released: Promise<void>; arrive(): void }>();
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').slice(1);
    const held = holds.get(path);
    if (held) {
      held.arrive();
      await held.released;
    }
    const status = plans.get(path)?.shift() ?? 200;
    received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
    res.writeHead(status).end();
  });
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: (path) => base + path,
    received,
    connections: () => connections,
    accepted: (path) => received.filter((r) => r.path === path && r.status < 300),
    answer: (path, ...statuses) => plans.set(path, statuses),
    hold: (path) => {
      let release = () => {};
      let arrive = () => {};
      const released = new Promise<void>((r) => (release = r));
      const arrived = new Promise<void>((r) => (arrive = r));
      holds.set(path, { released, arrive });
      return {
        arrived,
        release: () => {
          holds.delete(path);
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
