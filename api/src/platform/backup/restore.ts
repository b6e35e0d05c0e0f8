import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { runMigrations } from '../database/data-source';
import { hasData, hasTables, listTables, tablesWithUserTriggers } from './catalog';
import { BACKUP_MSG, BackupError, END_OF_TABLE, ident, parseHeader, parseJsonLine, type BackupFooter, type BackupHeader, type TableSection } from './format';
import { dropSchema, migrateTo, migrationsOf } from './schema-level';
import { gzipLines } from './streams';

export interface RestoreSummary {
  rows: Record<string, number>;
  /** Migrations of this version that the backup predates, applied after the data. */
  migrated: string[];
}

type Lines = AsyncGenerator<string, void, undefined>;

/**
 * Restores a backup into an empty database (a non-empty one only with `force`, which drops what it has):
 * runs the migrations the backup's database had, copies every table back in one transaction (all or
 * nothing, a cut file included), moves the sequences to where they were, then applies this version's newer
 * migrations to the restored data.
 */
export async function restoreBackup(url: string, file: string, options: { force?: boolean } = {}): Promise<RestoreSummary> {
  const lines = gzipLines(file);
  try {
    const header = parseHeader((await lines.next()).value ?? undefined);
    const migrations = migrationsOf(header.migrations);
    await emptyDatabase(url, options.force === true);
    await migrateTo(url, migrations);
    const rows = await loadData(url, header, lines);
    return { rows, migrated: await runMigrations(url) };
  } finally {
    await lines.return(undefined);
  }
}

async function emptyDatabase(url: string, force: boolean): Promise<void> {
  const client = new Client({ connectionString: url, application_name: 'salao-restore' });
  await client.connect();
  try {
    if (!(await hasTables(client))) return;
    if (!force && (await hasData(client))) throw new BackupError(BACKUP_MSG.notEmpty);
    await dropSchema(client);
  } finally {
    await client.end();
  }
}

async function loadData(url: string, header: BackupHeader, lines: Lines): Promise<Record<string, number>> {
  const client = new Client({ connectionString: url, application_name: 'salao-restore' });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Migrations may write rows of their own; the backup's rows replace them.
    const tables = (await listTables(client)).map((t) => `public.${ident(t.table)}`);
    if (tables.length) await client.query(`TRUNCATE ${tables.join(', ')}`);
    // Triggers already did their work when the rows were first written (e.g. a slug filled in).
    const triggered = await tablesWithUserTriggers(client);
    for (const table of triggered) await client.query(`ALTER TABLE public.${ident(table)} DISABLE TRIGGER USER`);
    const rows = await copySections(client, lines);
    for (const s of header.sequences) {
      if (s.lastValue !== null) await client.query(`SELECT setval($1::regclass, $2::bigint, true)`, [`public.${ident(s.name)}`, s.lastValue]);
    }
    for (const table of triggered) await client.query(`ALTER TABLE public.${ident(table)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** COPYs each table section until the footer, then checks every count against it. */
async function copySections(client: Client, lines: Lines): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new BackupError(BACKUP_MSG.incomplete);
    const line = parseJsonLine<Partial<TableSection & BackupFooter>>(next.value);
    if (line.end) {
      for (const [table, expected] of Object.entries(line.rows ?? {})) {
        if ((rows[table] ?? 0) !== expected) throw new BackupError(BACKUP_MSG.countMismatch(table, expected, rows[table] ?? 0));
      }
      return rows;
    }
    if (typeof line.table !== 'string' || !Array.isArray(line.columns)) throw new BackupError(BACKUP_MSG.notBackup);
    const copy = client.query(copyFrom(`COPY public.${ident(line.table)} (${line.columns.map(ident).join(', ')}) FROM STDIN`));
    await pipeline(Readable.from(sectionRows(lines)), copy);
    rows[line.table] = copy.rowCount;
  }
}

/** One table's rows, batched into chunks of about 64 KB; ends at the end-of-data line. */
async function* sectionRows(lines: Lines): AsyncGenerator<string> {
  let batch = '';
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new BackupError(BACKUP_MSG.incomplete);
    if (next.value === END_OF_TABLE) break;
    batch += `${next.value}\n`;
    if (batch.length >= 65536) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}
