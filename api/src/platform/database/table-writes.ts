/**
 * The tables a TypeScript source writes with SQL: `INSERT INTO t` (also `INSERT INTO t AS x`), `UPDATE t` and
 * `DELETE FROM t`, in any string (multi-line template strings too); comments are skipped. SQL keywords are
 * upper case and table names lower case, as this repository writes them, so `ON CONFLICT … DO UPDATE SET` (the
 * insert's own table) and `FOR UPDATE OF` are not writes of another table. `line` is 1-based.
 */
export function writtenTables(source: string): { table: string; line: number }[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const writes: { table: string; line: number }[] = [];
  for (const m of code.matchAll(/(?<![A-Za-z_])(?:INSERT\s+INTO|(?<!(?:DO|FOR)\s+)UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g)) {
    writes.push({ table: m[1]!, line: code.slice(0, m.index).split('\n').length });
  }
  return writes;
}
