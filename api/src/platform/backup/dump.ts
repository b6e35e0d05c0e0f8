import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations, listSequences, listTables } from './catalog';
import { BACKUP_FORMAT, BACKUP_MSG, BACKUP_VERSION, BackupError, END_OF_TABLE, ident, type BackupFooter, type BackupHeader } from './format';
import { countRows, write } from './streams';

export interface BackupSummary {
  file: string;
  rows: Record<string, number>;
  migrations: string[];
}

/**
 * A logical backup of the application's data over the pg driver: every table's rows by COPY, read in one
 * REPEATABLE READ transaction (one consistent snapshot, as pg_dump takes, without blocking writers), gzipped
 * into `file`. Written to `<file>.part` and renamed when complete, so a file under the final name is whole.
 * Backups hold personal data and password hashes: the folder is 0700 and the file 0600.
 */
export async function writeBackup(url: string, file: string): Promise<BackupSummary> {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.part`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => undefined); // awaited below; a failure must not surface as an unhandled rejection first
  const client = new Client({ connectionString: url, application_name: 'salao-backup' });
  try {
    await client.connect();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await appliedMigrations(client);
    if (!migrations) throw new BackupError(BACKUP_MSG.noSchema);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      server: (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version,
      migrations,
      sequences: await listSequences(client),
    };
    await write(gzip, `${JSON.stringify(header)}\n`);
    const rows: Record<string, number> = {};
    for (const section of await listTables(client)) {
      await write(gzip, `${JSON.stringify(section)}\n`);
      rows[section.table] = 0;
      const copy = client.query(copyTo(`COPY public.${ident(section.table)} (${section.columns.map(ident).join(', ')}) TO STDOUT`));
      for await (const chunk of copy) {
        rows[section.table] += countRows(chunk as Buffer);
        await write(gzip, chunk as Buffer);
      }
      await write(gzip, `${END_OF_TABLE}\n`);
    }
    await write(gzip, `${JSON.stringify({ end: true, rows } satisfies BackupFooter)}\n`);
    await client.query('COMMIT');
    gzip.end();
    await written;
    renameSync(partial, file);
    return { file, rows, migrations };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
