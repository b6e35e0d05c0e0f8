import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { envSettings } from '../config/config';

type PgClient = { query(q: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };

/** The pg client a statement goes to: the transaction's own connection, or the pool outside one. */
async function clientOf(db: DataSource | EntityManager | QueryRunner): Promise<PgClient> {
  const runner = 'connect' in db && 'isTransactionActive' in db ? (db as QueryRunner) : (db as EntityManager).queryRunner;
  if (runner && !runner.isReleased) return (await runner.connect()) as PgClient;
  const driver = (db as DataSource).driver ?? (db as EntityManager).connection.driver;
  return (driver as unknown as { master: PgClient }).master;
}

/**
 * A statement as a named prepared statement: PostgreSQL parses and plans it once per connection instead of on
 * every request (docs/architecture.md, 'Round trips and prepared statements'). For statements run on nearly
 * every request or on every write of a hot path (session lookup, a day's availability, a comanda's closing);
 * in a transaction it goes to the transaction's connection. The text must be fixed for its name (arrays via
 * unnest, never a VALUES list that grows with the rows). With DATABASE_PREPARED_STATEMENTS=false (behind a
 * transaction pooler) the same text goes unnamed: parsed and planned on every call, on whichever server connection.
 */
export async function preparedRows<T>(db: DataSource | EntityManager | QueryRunner, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = await clientOf(db);
  return (await client.query(envSettings.preparedStatements() ? { name, text, values } : { text, values })).rows as T[];
}
