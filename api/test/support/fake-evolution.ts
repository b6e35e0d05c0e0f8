import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEvolution {
  url: string;
  apiKey: string;
  /** Instances by name with their state; tests set states and pre-existing names. */
  instances: Map<string, 'open' | 'connecting' | 'close'>;
  /** Every request seen, as 'METHOD path'. */
  calls: string[];
  sent: { instance: string; number: string; text: string }[];
  /** Documents sent (sendMedia with mediatype document): the file's bytes decoded from base64. */
  documents: { instance: string; number: string; fileName: string; mimetype: string; caption: string; bytes: Buffer }[];
  /** How the QR comes back: Evolution's JSON, or raw base64 text. */
  qrStyle: 'json' | 'raw';
  close(): Promise<void>;
}

const QR = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function json(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

/** A local stand-in for the Evolution API v2 endpoints the WhatsApp module calls, with its apikey check. */
export async function startFakeEvolution(apiKey = 'chave-evolution-teste'): Promise<FakeEvolution> {
  const fake = {
    apiKey,
    instances: new Map(),
    calls: [] as string[],
    sent: [] as FakeEvolution['sent'],
    documents: [] as FakeEvolution['documents'],
    qrStyle: 'json',
  } as unknown as FakeEvolution;
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(req.url ?? '');
    fake.calls.push(`${req.method} ${path}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (req.headers.apikey !== apiKey) return send(401, { status: 401, error: 'Unauthorized' });
    const qr = () => (fake.qrStyle === 'raw' ? QR : { pairingCode: 'ABCD1234', code: '2@abc', base64: `data:image/png;base64,${QR}`, count: 1 });
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/instance/create') {
      const body = await json(req);
      const name = String(body.instanceName);
      if (fake.instances.has(name)) return send(403, { status: 403, error: 'Forbidden', response: { message: [`This name "${name}" is already in use.`] } });
      fake.instances.set(name, 'connecting');
      return send(201, { instance: { instanceName: name, status: 'created' }, hash: 'h', qrcode: fake.qrStyle === 'raw' ? { base64: QR } : qr() });
    }
    if (req.method === 'GET' && (m = /^\/instance\/connectionState\/(.+)$/.exec(path))) {
      const state = fake.instances.get(m[1]!);
      return state
        ? send(200, { instance: { instanceName: m[1], state } })
        : send(404, { status: 404, error: 'Not Found', response: { message: [`The "${m[1]}" instance does not exist`] } });
    }
    if (req.method === 'GET' && (m = /^\/instance\/connect\/(.+)$/.exec(path))) {
      if (!fake.instances.has(m[1]!)) return send(404, { status: 404 });
      fake.instances.set(m[1]!, 'connecting');
      return send(200, qr());
    }
    if (req.method === 'POST' && (m = /^\/message\/sendText\/(.+)$/.exec(path))) {
      const body = await json(req);
      fake.sent.push({ instance: m[1]!, number: String(body.number), text: String(body.text) });
      return send(201, { key: { id: 'x' }, status: 'PENDING' });
    }
    if (req.method === 'POST' && (m = /^\/message\/sendMedia\/(.+)$/.exec(path))) {
      const body = await json(req);
      if (body.mediatype !== 'document') return send(400, { status: 400, error: 'Bad Request' });
      fake.documents.push({
        instance: m[1]!,
        number: String(body.number),
        fileName: String(body.fileName),
        mimetype: String(body.mimetype),
        caption: String(body.caption ?? ''),
        bytes: Buffer.from(String(body.media), 'base64'),
      });
      return send(201, { key: { id: 'y' }, status: 'PENDING' });
    }
    if (req.method === 'DELETE' && (m = /^\/instance\/logout\/(.+)$/.exec(path))) {
      fake.instances.set(m[1]!, 'close');
      return send(200, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
    }
    send(404, { status: 404, error: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
