import { isAbsolute, join, resolve } from 'node:path';
import { loadConfig } from '../config/config';
import { resolveDatabase } from '../database/resolve';
import { writeBackup } from './dump';
import { restoreBackup } from './restore';

export const BACKUP_USAGE = `  backup [arquivo]                        grava um backup compactado (padrão: DATA_DIR/backups/salao-manual-<data>.backup.gz)
  restore <arquivo> [--force]             restaura um backup num banco vazio (--force apaga o que houver)`;

/** A relative path is taken from where the operator typed the command (npm runs scripts from the package folder). */
function operatorPath(file: string): string {
  return isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** `backup [file]` and `restore <file> [--force]`, against DATABASE_URL or the embedded database. */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  if (command === 'restore' && files.length !== 1) {
    console.error('Uso: restore <arquivo> [--force]');
    return 1;
  }
  const config = loadConfig();
  const database = await resolveDatabase(config);
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
      const file = files[0] ? operatorPath(files[0]) : join(config.dataDir, 'backups', `salao-manual-${stamp}.backup.gz`);
      const done = await writeBackup(database.url, file);
      console.log(`Backup gravado em ${done.file}: ${Object.keys(done.rows).length} tabelas, ${total(done.rows)} linhas, ${done.migrations.length} migrações.`);
      return 0;
    }
    const done = await restoreBackup(database.url, operatorPath(files[0]!), { force: args.includes('--force') });
    console.log(`Backup restaurado: ${Object.keys(done.rows).length} tabelas, ${total(done.rows)} linhas.`);
    if (done.migrated.length) console.log(`Migrações aplicadas depois dos dados: ${done.migrated.join(', ')}`);
    return 0;
  } finally {
    await database.stop();
  }
}
