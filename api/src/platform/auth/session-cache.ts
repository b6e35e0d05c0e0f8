import type { AuthContext } from './auth-context';

interface Entry {
  auth: Readonly<AuthContext>;
  until: number;
}

/**
 * Sessions resolved a moment ago, so a burst of calls from one session (a screen's parallel queries, an
 * integration's loop, a booking page's availability) reads PostgreSQL once instead of once per call: that
 * second round trip was most of what a cheap GET cost beyond its own query. An entry is dropped:
 * - at once, on every instance, when its session ends (logout, password change or reset, access revoked):
 *   the same announcement that closes its sockets;
 * - at once, on this instance, when a write of its establishment answers, so a role, plan, time zone or name
 *   changed by that write is what the next call sees (a write from outside a session drops every entry);
 * - after `ttlMs` in any case (SESSION_CACHE_MS, default 1000; 0 turns the cache off): a change made through
 *   another instance or by a background job, and an idle expiry, take effect at most that much later.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byEstablishment = new Map<number, Set<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The session behind a token hash, if resolved less than ttlMs ago and not dropped since. */
  get(key: string, now = Date.now()): Readonly<AuthContext> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.auth;
    this.delete(key);
    return undefined;
  }

  set(key: string, auth: AuthContext, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.prune(now);
    this.entries.set(key, { auth: Object.freeze({ ...auth }), until: now + this.ttlMs });
    let keys = this.byEstablishment.get(auth.establishmentId);
    if (!keys) this.byEstablishment.set(auth.establishmentId, (keys = new Set()));
    keys.add(key);
  }

  forgetSessions(sessionIds: readonly string[]): void {
    if (!this.entries.size || !sessionIds.length) return;
    const ended = new Set(sessionIds);
    for (const [key, entry] of this.entries) if (ended.has(entry.auth.sessionId)) this.delete(key);
  }

  forgetEstablishment(establishmentId: number): void {
    const keys = this.byEstablishment.get(establishmentId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.byEstablishment.delete(establishmentId);
  }

  clear(): void {
    this.entries.clear();
    this.byEstablishment.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops one token hash (its session was deleted, whatever the DELETE found). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.byEstablishment.get(entry.auth.establishmentId);
    keys?.delete(key);
    if (keys?.size === 0) this.byEstablishment.delete(entry.auth.establishmentId);
  }

  /** Full: drop what expired; still full (a flood of distinct sessions), start over. */
  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.delete(key);
    if (this.entries.size >= this.maxEntries) this.clear();
  }
}
