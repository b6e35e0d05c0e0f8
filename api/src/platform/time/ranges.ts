/** Half-open instant ranges [start, end) in epoch milliseconds: the currency of the availability pipeline. */
export interface Range {
  start: number;
  end: number;
}

export function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Sorted, merged, without empty ranges. */
export function normalize(ranges: Range[]): Range[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The instants present in both lists. */
export function intersect(a: Range[], b: Range[]): Range[] {
  const out: Range[] = [];
  for (const x of normalize(a)) {
    for (const y of normalize(b)) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return normalize(out);
}

/** The instants of `from` not covered by any of `remove`. */
export function subtract(from: Range[], remove: Range[]): Range[] {
  let current = normalize(from);
  for (const cut of normalize(remove)) {
    const next: Range[] = [];
    for (const r of current) {
      if (!overlaps(r, cut)) {
        next.push(r);
        continue;
      }
      if (cut.start > r.start) next.push({ start: r.start, end: cut.start });
      if (cut.end < r.end) next.push({ start: cut.end, end: r.end });
    }
    current = next;
  }
  return current;
}

/** Whether `inner` lies entirely inside one of `ranges`. */
export function covers(ranges: Range[], inner: Range): boolean {
  return ranges.some((r) => r.start <= inner.start && inner.end <= r.end);
}
