import type { Client } from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { dataSourceOptions } from '../database/data-source';
import { MIGRATIONS } from '../database/migrations';
import { BACKUP_MSG, BackupError } from './format';

type MigrationClass = (typeof MIGRATIONS)[number];

function nameOf(migration: MigrationClass): string {
  return (new migration() as MigrationInterface).name ?? migration.name;
}

/** This version's migrations that the backup's database had applied; a name this version lacks is refused. */
export function migrationsOf(applied: string[]): MigrationClass[] {
  const known = new Map(MIGRATIONS.map((m) => [nameOf(m), m]));
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length) throw new BackupError(BACKUP_MSG.unknownMigrations(unknown));
  const wanted = new Set(applied);
  return MIGRATIONS.filter((m) => wanted.has(nameOf(m)));
}

/** Builds the schema exactly as the backup's database had it: the data then fits it column for column. */
export async function migrateTo(url: string, migrations: MigrationClass[]): Promise<void> {
  const ds = new DataSource({ ...dataSourceOptions(url), migrations });
  await ds.initialize();
  try {
    await ds.runMigrations();
  } finally {
    await ds.destroy();
  }
}

/**
 * Empties the database for a restore: schema public (tables, functions, extensions' objects) and the job
 * queue's schema, which pg-boss creates again at the next start. Only what the application created is there.
 */
export async function dropSchema(client: Client): Promise<void> {
  await client.query(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  await client.query(`DROP SCHEMA public CASCADE`);
  await client.query(`CREATE SCHEMA public`);
  await client.query(`GRANT USAGE ON SCHEMA public TO PUBLIC`);
}
