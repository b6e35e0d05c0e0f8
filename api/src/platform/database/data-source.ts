import { DataSource, type DataSourceOptions } from 'typeorm';
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

export { preparedRows } from './prepared';
