import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from '../src/platform/database/data-source';
import { createDatabase, startPgProcess } from './support/pg-process';

/**
 * One fresh database per run: on TEST_DATABASE_URL / DATABASE_URL's server when given (CI points it at the
 * machine's PostgreSQL), otherwise on an embedded PostgreSQL in a temp dir. Migrations run once here; each
 * worker then works on its own copy (test/worker-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  let server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!server) {
    const embedded = await startPgProcess(mkdtempSync(join(tmpdir(), 'salao-test-pg-')));
    (globalThis as { __SALAO_EMBEDDED__?: unknown }).__SALAO_EMBEDDED__ = embedded;
    server = embedded.url;
  }
  const name = `salao_test_${Date.now()}_${process.pid}`;
  const url = await createDatabase(server, name);
  process.env.TEST_DB_SERVER = server;
  // Migrated once; each jest worker copies it (test/worker-database.ts).
  process.env.TEST_DB_TEMPLATE = name;
  process.env.TEST_DB_NAME = name;
  process.env.TEST_DB_URL = url;
  await runMigrations(url);
}
