import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../../src/platform/database/data-source';
import { seedDemo } from '../../src/seed/demo';
import { startApp, type TestApp } from './app';
import { createDatabase } from './pg-process';

/**
 * The API on its own migrated, empty database; close() drops the database. For tests whose assertions
 * depend on the app's configuration: background jobs on the shared test database may be run by any
 * other test's API process.
 */
export async function startIsolatedApp(suffix: string, env: Record<string, string> = {}, prepare?: (ds: DataSource) => Promise<void>): Promise<TestApp> {
  const name = `${process.env.TEST_DB_NAME}_${suffix}`;
  const url = await createDatabase(process.env.TEST_DB_SERVER!, name);
  await runMigrations(url);
  if (prepare) {
    const ds = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      await prepare(ds);
    } finally {
      await ds.destroy();
    }
  }
  const t = await startApp({ ...env, DATABASE_URL: url });
  return {
    ...t,
    close: async () => {
      await t.close();
      await dropDatabase(name);
    },
  };
}

/**
 * A copy of the run's migrated, empty database for one file: nothing another file left behind on the worker's
 * database (a webhook's retries, queued jobs) runs beside what the file measures. drop() removes it.
 */
export async function ownDatabase(suffix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${process.env.TEST_DB_NAME}_${suffix}`;
  const url = await createDatabase(process.env.TEST_DB_SERVER!, name, process.env.TEST_DB_TEMPLATE!);
  return {
    url,
    drop: () => dropDatabase(name),
  };
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: process.env.TEST_DB_SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

/** The API on its own empty database, seeded exactly as the first start seeds it; close() drops the database. */
export function startDemoApp(suffix: string): Promise<TestApp> {
  return startIsolatedApp(suffix, {}, async (ds) => {
    if (!(await seedDemo(ds))) throw new Error('a semeadura de demonstração não rodou');
  });
}
