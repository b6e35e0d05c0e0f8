import type { Client } from 'pg';
import { dependencyOrder } from './dependency-order';
import { ident, type SequenceState, type TableSection } from './format';

/** TypeORM's bookkeeping: restore rebuilds it by running the migrations, so it is not copied as data. */
const MIGRATIONS_TABLE = 'migrations';

/**
 * The application's tables (schema public, without the migrations table) with their stored columns (generated
 * columns are computed again on restore), parents before children, so a restore may COPY them in this order
 * with every foreign key checked.
 */
export async function listTables(client: Client): Promise<TableSection[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> $1
      ORDER BY c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid
       JOIN pg_class pa ON pa.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const order = dependencyOrder(
    [...byTable.keys()],
    references.map((r) => [r.child, r.parent]),
  );
  return order.map((table) => ({ table, columns: byTable.get(table)! }));
}

/** Names of the applied migrations, in the order they ran; null without the migrations table. */
export async function appliedMigrations(client: Client): Promise<string[] | null> {
  const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('public.${MIGRATIONS_TABLE}') IS NOT NULL AS exists`);
  if (!rows[0]!.exists) return null;
  return (await client.query<{ name: string }>(`SELECT name FROM ${ident(MIGRATIONS_TABLE)} ORDER BY id`)).rows.map((r) => r.name);
}

export async function listSequences(client: Client): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string; lastValue: string | null }>(
    `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows;
}

/** Whether schema public has any table at all (a database just created has none). */
export async function hasTables(client: Client): Promise<boolean> {
  const { rows } = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1`);
  return rows.length > 0;
}

/** Whether any application table holds a row: a database with only the schema (migrated, unused) counts as empty. */
export async function hasData(client: Client): Promise<boolean> {
  for (const { table } of await listTables(client)) {
    const { rows } = await client.query(`SELECT 1 FROM public.${ident(table)} LIMIT 1`);
    if (rows.length) return true;
  }
  return false;
}

/** Tables with triggers of their own (not the foreign-key ones), which a restore switches off while it copies. */
export async function tablesWithUserTriggers(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ table: string }>(
    `SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`,
  );
  return rows.map((r) => r.table);
}
