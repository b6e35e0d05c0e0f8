import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';
import { foreignWrites, TABLE_OWNERS } from './table-owners';
import { writtenTables } from './table-writes';

const SRC = join(__dirname, '../..');
const MIGRATIONS = join(__dirname, 'migrations');

/** Every checked source under api/src/modules and api/src/platform, as a path relative to api/src. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === MIGRATIONS ? [] : sources(path);
    return e.name.endsWith('.ts') && !/\.(spec|demo)\.ts$/.test(e.name) ? [relative(SRC, path)] : [];
  });
}

/** The tables the migrations leave: created, renamed and dropped by each `up` in order. */
function schemaTables(): Set<string> {
  const tables = new Set<string>();
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => /^\d+-.*\.ts$/.test(f))
    .sort()) {
    const up = readFileSync(join(MIGRATIONS, file), 'utf8').split(/async down\(/)[0]!;
    for (const m of up.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)|ALTER TABLE ([a-z_]+) RENAME TO ([a-z_]+)|DROP TABLE (?:IF EXISTS )?([a-z_]+)/g)) {
      if (m[1]) tables.add(m[1]);
      if (m[2] && tables.delete(m[2])) tables.add(m[3]!);
      if (m[4]) tables.delete(m[4]);
    }
  }
  return tables;
}

describe('one owner per table', () => {
  it('every table of the migrations has an owner', () => {
    const tables = [...schemaTables()];
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((t) => !TABLE_OWNERS[t])).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('no module writes a table it does not own', () => {
    const files = [...sources(join(SRC, 'modules')), ...sources(join(SRC, 'platform'))];
    const foreign = files.flatMap((path) => foreignWrites(path, writtenTables(readFileSync(join(SRC, path), 'utf8'))));
    expect(foreign).toEqual([]);
  });

  it('catches a planted cross-module write', () => {
    const planted = `
      // UPDATE clients in a comment is no write
      await tx.query(\`INSERT INTO clients AS c (establishment_id, name)
         VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = excluded.name\`);
      await tx.query(\`SELECT id FROM online_bookings FOR UPDATE\`);
      await tx.query(\`DELETE FROM online_bookings WHERE id = $1\`);`;
    expect(writtenTables(planted)).toEqual([
      { table: 'clients', line: 3 },
      { table: 'online_bookings', line: 6 },
    ]);
    expect(foreignWrites('modules/online-booking/planted.ts', writtenTables(planted))).toEqual([
      'modules/online-booking/planted.ts:3 writes clients, owned by modules/clients',
    ]);
    expect(foreignWrites('modules/online-booking/planted.ts', writtenTables('UPDATE nonesuch SET a = 1'))).toEqual([
      'modules/online-booking/planted.ts:1 writes nonesuch, owned by nobody (not in TABLE_OWNERS)',
    ]);
  });
});
