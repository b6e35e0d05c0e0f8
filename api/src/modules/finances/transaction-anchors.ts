/** A transaction's place in the newest-first order: its date as PostgreSQL's exact text (microseconds) and its id. */
export interface AnchorKey {
  at: string;
  id: number;
}

/** Where every ANCHOR_EVERY-th row of one list stood when its fingerprint was `fingerprint`. */
interface Anchors {
  fingerprint: string;
  keys: AnchorKey[];
}

/** Rows between two anchors: the most a deep page walks past its anchor. */
export const ANCHOR_EVERY = 1000;

/** Lists remembered (an establishment, or one of its months): the oldest read is forgotten first. */
const REMEMBERED = 500;

/**
 * The anchors of the transactions' numbered pages (docs/product/api.md 'Cursor pages'), per list, in this process.
 * They are used only while the list's fingerprint (count and ids, measured with each page) is the one they were
 * measured for, so another instance's writes, or SQL's, never make a page wrong: at worst one page reads as before.
 */
export class TransactionAnchors {
  private readonly lists = new Map<string, Anchors>();
  private readonly measuring = new Map<string, Promise<void>>();

  /** The anchor at or before `offset` and the rows to skip after it; null when the list has none remembered. */
  startOf(list: string, offset: number): { key: AnchorKey; skip: number; fingerprint: string } | null {
    const anchors = this.lists.get(list);
    if (!anchors || offset < ANCHOR_EVERY) return null;
    const index = Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.keys.length - 1);
    const key = anchors.keys[index];
    if (!key) return null;
    // Read again: the list stays among the remembered ones while it is paged.
    this.lists.delete(list);
    this.lists.set(list, anchors);
    return { key, skip: offset - index * ANCHOR_EVERY, fingerprint: anchors.fingerprint };
  }

  /** Measures a list's anchors (newest first) for `fingerprint` with `read`; deep pages asked at the same time share one walk. */
  measure(list: string, fingerprint: string, read: () => Promise<AnchorKey[]>): Promise<void> {
    const pending = this.measuring.get(list);
    if (pending) return pending;
    const run = read()
      .then((keys) => this.remember(list, fingerprint, keys))
      .finally(() => this.measuring.delete(list));
    this.measuring.set(list, run);
    return run;
  }

  private remember(list: string, fingerprint: string, keys: AnchorKey[]): void {
    this.lists.delete(list);
    this.lists.set(list, { fingerprint, keys });
    if (this.lists.size > REMEMBERED) this.lists.delete(this.lists.keys().next().value!);
  }
}
