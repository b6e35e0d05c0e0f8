import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, like a database that went away. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy the test owns between the API and PostgreSQL, to take the database away and bring it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let down = false;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => undefined);
      s.on('close', () => open.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut: () => {
      down = true;
      for (const s of open) s.destroy();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Where a database URL points, and the same URL reached through a proxy on `port`. */
export function databaseTarget(databaseUrl: string): { host: string; port: number } {
  const u = new URL(databaseUrl);
  return { host: u.hostname, port: Number(u.port || 5432) };
}

export function viaPort(databaseUrl: string, port: number): string {
  const u = new URL(databaseUrl);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}
