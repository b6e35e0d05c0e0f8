import { DataSource, type DataSourceOptions, type EntityManager, type QueryRunner } from 'typeorm';
import { envSettings } from '../config/config';
import { IdempotencySubscriber } from '../idempotency/idempotency.subscriber';
import { CommitWritesSubscriber } from './commit-writes';
import { MIGRATIONS } from './migrations';

/** Schema changes only through migrations: synchronize is never on. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    subscribers: [CommitWritesSubscriber, IdempotencySubscriber],
    synchronize: false,
    logging: false,
    extra: { max: envSettings.dbPoolSize(), connectionTimeoutMillis: 3000 },
  };
}

export async function runMigrations(url: string): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  try {
    const done = await ds.runMigrations();
    return done.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

/** Postgres error codes the API turns into 4xx answers. */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e?.driverError?.code ?? e?.code;
}

/** TypeORM answers UPDATE/DELETE ... RETURNING with [rows, count]; this gives the rows either way. */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

type PgClient = { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };

/** The pg client a statement goes to: the transaction's own connection, or the pool outside one. */
async function clientOf(db: DataSource | EntityManager | QueryRunner): Promise<PgClient> {
  const runner = 'connect' in db && 'isTransactionActive' in db ? (db as QueryRunner) : (db as EntityManager).queryRunner;
  if (runner && !runner.isReleased) return (await runner.connect()) as PgClient;
  const source = db instanceof DataSource ? db : (db as EntityManager).connection;
  return (source.driver as unknown as { master: PgClient }).master;
}

/**
 * A statement as a named prepared statement: PostgreSQL parses and plans it once per connection instead of on
 * every request (docs/architecture.md, 'Round trips and prepared statements'). For statements run on nearly
 * every request or on every write of a hot path (session lookup, a day's availability, a comanda's closing);
 * in a transaction it goes to the transaction's connection. The text must be fixed for its name (arrays via
 * unnest, never a VALUES list that grows with the rows).
 */
export async function preparedRows<T>(db: DataSource | EntityManager | QueryRunner, name: string, text: string, values: unknown[]): Promise<T[]> {
  return (await (await clientOf(db)).query({ name, text, values })).rows as T[];
}
