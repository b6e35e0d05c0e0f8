import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeBackup } from './dump';
import { backupsToDelete, dailyBackupName } from './retention';

/**
 * Today's backup (UTC day) unless it exists, then the retention rule. Safe to run as often as wanted: the job
 * runs hourly and at every start, so a machine switched off at the usual hour still gets its day's backup.
 */
export async function dailyBackup(url: string, dir: string, now: Date): Promise<{ written: string | null; deleted: string[] }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, dailyBackupName(now.toISOString().slice(0, 10)));
  const written = existsSync(file) ? null : (await writeBackup(url, file)).file;
  const deleted = backupsToDelete(readdirSync(dir));
  for (const name of deleted) rmSync(join(dir, name), { force: true });
  return { written, deleted };
}
