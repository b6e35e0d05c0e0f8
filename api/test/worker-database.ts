import { Client } from 'pg';
import { stopLeftoverApps } from './support/running-apps';
import { createDatabase } from './support/pg-process';

/**
 * Jest runs the API files in several workers (docs/testing.md, 'API tests run in parallel'): each worker works on
 * its own copy of the run's migrated database, made from it as a template the first time the worker needs it,
 * so files of two workers never see each other's rows, rate-limit counters or queued jobs.
 */
beforeAll(async () => {
  const server = process.env.TEST_DB_SERVER!;
  const template = process.env.TEST_DB_TEMPLATE!;
  const name = `${template}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]).finally(() => admin.end());
  const url = exists.rowCount ? databaseUrl(server, name) : await createDatabase(server, name, template);
  process.env.TEST_DB_NAME = name;
  process.env.TEST_DB_URL = url;
});

afterAll(() => stopLeftoverApps());

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
