/**
 * What sessions are worth (docs/product/packages.md), in cents: a package of N sessions paid P is N sessions of
 * P / N, the cents left going one each to the first sessions used, so all N add up to P exactly. `from` is how
 * many were used before; the value of the next `count`.
 */
export function sessionsValue(price: number, total: number, from: number, count: number): number {
  const base = Math.floor(price / total);
  const extra = price % total;
  let value = 0;
  for (let j = from; j < from + count && j < total; j++) value += base + (j < extra ? 1 : 0);
  return value;
}

/** `total` cents split in `n` parts differing by at most a cent, the larger first (the units of one comanda item). */
export function evenParts(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, j) => Math.floor(total / n) + (j < total % n ? 1 : 0));
}
