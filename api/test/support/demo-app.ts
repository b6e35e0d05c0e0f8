import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../../src/platform/database/data-source';
import { seedDemo } from '../../src/seed/demo';
import { startApp, type TestApp } from './app';
import { createDatabase } from './pg-process';

/** The API on its own empty database, seeded exactly as the first start seeds it; close() drops the database. */
export async function startDemoApp(suffix: string): Promise<TestApp> {
  const name = `${process.env.TEST_DB_NAME}_${suffix}`;
  const url = await createDatabase(process.env.TEST_DB_SERVER!, name);
  await runMigrations(url);
  const ds = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    if (!(await seedDemo(ds))) throw new Error('a semeadura de demonstração não rodou');
  } finally {
    await ds.destroy();
  }
  const t = await startApp({ DATABASE_URL: url });
  return {
    ...t,
    close: async () => {
      await t.close();
      const admin = new Client({ connectionString: process.env.TEST_DB_SERVER });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
