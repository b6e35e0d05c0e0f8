import { backupsToDelete, dailyBackupName } from './retention';

/** One file per day for `count` days ending on `last` (yyyy-MM-dd), newest first. */
function days(last: string, count: number): string[] {
  const end = new Date(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end.getTime() - i * 86400000).toISOString().slice(0, 10));
}

const kept = (all: string[], deleted: string[]) => all.filter((d) => !deleted.includes(dailyBackupName(d)));

describe('backup retention: 7 daily, 4 weekly', () => {
  it('keeps everything while there are 7 backups or fewer', () => {
    expect(backupsToDelete(days('2026-03-15', 7).map(dailyBackupName))).toEqual([]);
  });

  it('after 60 days keeps the last 7 days and the newest backup of each of the last 4 weeks', () => {
    const all = days('2026-03-15', 60); // 2026-03-15 is a Sunday
    const deleted = backupsToDelete(all.map(dailyBackupName));
    // Weeks (Monday first): 03-09..03-15 (its Sunday is among the dailies), 03-02..03-08, 02-23..03-01, 02-16..02-22.
    expect(kept(all, deleted)).toEqual([
      '2026-03-15',
      '2026-03-14',
      '2026-03-13',
      '2026-03-12',
      '2026-03-11',
      '2026-03-10',
      '2026-03-09',
      '2026-03-08',
      '2026-03-01',
      '2026-02-22',
    ]);
    expect(deleted).toHaveLength(50);
  });

  it('counts days that have a backup, not calendar days: a month switched off loses nothing recent', () => {
    const all = ['2026-03-15', '2026-02-10', '2026-02-09', '2026-02-08', '2026-02-07', '2026-02-06', '2026-02-05', '2026-02-04', '2026-01-20'];
    const deleted = backupsToDelete(all.map(dailyBackupName));
    // The 7 newest days, plus the newest of the 4th week with a backup (week of 01-19).
    expect(kept(all, deleted)).toEqual(['2026-03-15', '2026-02-10', '2026-02-09', '2026-02-08', '2026-02-07', '2026-02-06', '2026-02-05', '2026-01-20']);
    expect(deleted).toEqual([dailyBackupName('2026-02-04')]);
  });

  it("never touches files that are not the daily job's", () => {
    const names = [
      ...days('2026-03-15', 30).map(dailyBackupName),
      'salao-manual-2020-01-01T10-00-00.backup.gz',
      'notas.txt',
      'salao-2020-01-01.backup.gz.part',
    ];
    const deleted = backupsToDelete(names);
    expect(deleted).not.toContain('salao-manual-2020-01-01T10-00-00.backup.gz');
    expect(deleted).not.toContain('salao-2020-01-01.backup.gz.part');
    expect(deleted.every((n) => /^salao-\d{4}-\d{2}-\d{2}\.backup\.gz$/.test(n))).toBe(true);
  });
});
