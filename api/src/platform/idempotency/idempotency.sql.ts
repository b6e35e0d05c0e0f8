/** A request running longer than this has lost its process (kill, crash): another may take its key over. */
const STALE_AFTER = `interval '30 seconds'`;
/** Keys answer again for 24 hours, then they are forgotten (the purge job deletes them). */
const KEY_LIFETIME = `interval '24 hours'`;

/** One caller's key (idempotency_keys_scope_key). */
export const FIND_KEY_SQL = `SELECT id, fingerprint, state, status_code AS "statusCode", response,
        updated_at < now() - ${STALE_AFTER} AS stale, created_at < now() - ${KEY_LIFETIME} AS expired
   FROM idempotency_keys WHERE scope = $1 AND key = $2`;

export const TAKE_OVER_SQL = `UPDATE idempotency_keys SET updated_at = now() WHERE id = $1 AND state = 'running' AND updated_at < now() - ${STALE_AFTER} RETURNING id`;

export const FORGET_SQL = `DELETE FROM idempotency_keys WHERE id = $1 AND created_at < now() - ${KEY_LIFETIME}`;

/**
 * The oldest expired keys, a batch at a time: found through idempotency_keys_created_idx and deleted by their
 * row addresses (a TID scan), so neither side reads the whole table.
 */
export const PURGE_SQL = `DELETE FROM idempotency_keys
  WHERE ctid = ANY(ARRAY(SELECT ctid FROM idempotency_keys WHERE created_at < now() - ${KEY_LIFETIME} ORDER BY created_at LIMIT $1)) RETURNING id`;
