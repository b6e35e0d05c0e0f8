/** docs/product/limits.md toast numbers. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 3000;
export const TOAST_DEDUPE_WINDOW_MS = 2000;
export const TOAST_DEDUPE_CLEANUP_MS = 10_000;

/** Suppresses a toast identical (title + description) to one shown less than 2 s ago; forgets entries after 10 s. */
export class ToastDedupe {
  private readonly seen = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** True if the toast should be shown (and records it). */
  accept(title: string, description = ''): boolean {
    const at = this.now();
    for (const [key, time] of this.seen) if (at - time > TOAST_DEDUPE_CLEANUP_MS) this.seen.delete(key);
    const key = `${title}\u0000${description}`;
    const last = this.seen.get(key);
    if (last !== undefined && at - last < TOAST_DEDUPE_WINDOW_MS) return false;
    this.seen.set(key, at);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
