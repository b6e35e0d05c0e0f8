import type { EntityManager } from 'typeorm';

/**
 * Copies one establishment's rows of `table` to another establishment (a new unit started from an existing one:
 * docs/product/units.md): every stored column but the id, the establishment and those named in `keep` (left to
 * their defaults), read from the catalogue so a column added later is copied too. Called by the table's owner.
 */
export async function copyEstablishmentRows(tx: EntityManager, table: string, from: number, to: number, keep: string[] = []): Promise<void> {
  const columns: { name: string }[] = await tx.query(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' AND a.attidentity = ''
        AND a.attname <> ALL($2::text[])
      ORDER BY a.attnum`,
    [table, ['establishment_id', ...keep]],
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  await tx.query(`INSERT INTO ${table} (establishment_id, ${list}) SELECT $2, ${list} FROM ${table} WHERE establishment_id = $1`, [from, to]);
}
