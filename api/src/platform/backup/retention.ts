/** How many daily and weekly backups the embedded database keeps. */
export const RETENTION = { daily: 7, weekly: 4 } as const;

const DAILY_NAME = /^salao-(\d{4}-\d{2}-\d{2})\.backup\.gz$/;

/** The daily job's file for a day (yyyy-MM-dd). */
export function dailyBackupName(day: string): string {
  return `salao-${day}.backup.gz`;
}

/** Monday of the ISO week of a yyyy-MM-dd day, as yyyy-MM-dd. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The daily files to delete, as restic's `forget --keep-daily 7 --keep-weekly 4` decides: keep the newest
 * backup of each of the 7 newest days that have one, and the newest of each of the 4 newest weeks that have
 * one; a file kept by either rule stays. Counting days that have a backup (not calendar days) means a machine
 * that was off for a month still keeps its last backups. Other files in the folder (manual backups) are not
 * the job's and are never deleted.
 */
export function backupsToDelete(names: string[], keep: { daily: number; weekly: number } = RETENTION): string[] {
  const days = names
    .flatMap((name) => DAILY_NAME.exec(name)?.[1] ?? [])
    .sort()
    .reverse();
  const kept = new Set(days.slice(0, keep.daily));
  const weeks = new Set<string>();
  for (const day of days) {
    const week = weekOf(day);
    if (weeks.has(week) || weeks.size >= keep.weekly) continue;
    weeks.add(week);
    kept.add(day);
  }
  return days.filter((day) => !kept.has(day)).map(dailyBackupName);
}
