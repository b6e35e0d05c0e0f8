import { connect, createServer, type Server, type Socket } from 'node:net';
import { databaseTarget, viaPort } from './tcp-proxy';

export interface QueryCounter {
  /** The database URL through the counter: give it to the API. */
  url: string;
  /** Statements the API ran since the last reset. */
  count(): number;
  /** The statements counted since the last reset, in order: their text (a prepared one's from its Parse) and whether named. */
  statements(): { text: string; prepared: boolean }[];
  reset(): void;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/**
 * A TCP proxy between the API and PostgreSQL that counts the statements it sends: each simple query ('Q') and each
 * execution of the extended protocol ('E'), from the frontend messages on the wire. Connections of the job queue
 * (application_name in `ignore`) are left out: they poll on their own schedule.
 */
export async function startQueryCounter(databaseUrl: string, ignore: string[] = ['salao-jobs']): Promise<QueryCounter> {
  const target = databaseTarget(databaseUrl);
  let queries = 0;
  let texts: { text: string; prepared: boolean }[] = [];
  // A prepared statement's text is sent once per connection (Parse); its executions name it (Bind).
  const prepared = new Map<string, string>();
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => undefined);
      s.on('close', () => open.delete(s));
    }
    let buffer = Buffer.alloc(0);
    let startup = true;
    let counted = true;
    let bound = { text: '', prepared: false };
    let unnamed = '';
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (startup) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          if (code !== SSL_REQUEST && code !== GSS_REQUEST) {
            const params = buffer.subarray(8, length).toString('utf8').split('\0');
            const at = params.indexOf('application_name');
            counted = !(at >= 0 && at % 2 === 0 && ignore.includes(params[at + 1]!));
            startup = false;
          }
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) return;
        const total = 1 + buffer.readInt32BE(1);
        if (buffer.length < total) return;
        const type = String.fromCharCode(buffer[0]!);
        if (counted && type === 'P') {
          const [name, text] = buffer.subarray(5, total).toString('utf8').split('\0');
          if (name) prepared.set(name, text!);
          else unnamed = text!;
        }
        if (counted && type === 'B') {
          const name = buffer.subarray(5, total).toString('utf8').split('\0')[1]!;
          bound = name ? { text: prepared.get(name) ?? name, prepared: true } : { text: unnamed, prepared: false };
        }
        if (counted && (type === 'Q' || type === 'E')) {
          queries += 1;
          texts.push(type === 'Q' ? { text: buffer.subarray(5, total - 1).toString('utf8'), prepared: false } : bound);
        }
        buffer = buffer.subarray(total);
      }
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: viaPort(databaseUrl, port),
    count: () => queries,
    statements: () => [...texts],
    reset: () => {
      queries = 0;
      texts = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
