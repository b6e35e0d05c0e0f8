/**
 * Tables ordered so that every table comes after the tables it references (Kahn's algorithm; ties by name, so
 * the order is stable). A table referencing itself is fine: COPY checks foreign keys at the end of the
 * statement. Tables in a reference cycle, which the schema has none of, come last by name.
 */
export function dependencyOrder(tables: string[], references: [child: string, parent: string][]): string[] {
  const known = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const [child, parent] of references) {
    if (child !== parent && known.has(child) && known.has(parent)) parents.get(child)!.add(parent);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  for (;;) {
    const ready = [...parents.keys()].filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p))).sort();
    if (!ready.length) break;
    for (const t of ready) placed.add(t);
    order.push(...ready);
  }
  return [...order, ...tables.filter((t) => !placed.has(t)).sort()];
}
