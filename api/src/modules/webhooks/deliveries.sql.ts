// The delivery log's reads (docs/product/webhooks.md), here so the index test explains the same text.
const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A delivery as the log shows it (WebhookDeliveryDto). */
export const COLUMNS = `d.id::int AS id, d.message_id AS "messageId", d.event, d.status, d.http_status AS "httpStatus", d.response_ms AS "responseTimeMs",
  d.attempts, CASE WHEN d.status = 'pending' THEN ${ISO('d.next_attempt_at')} END AS "nextAttemptAt", ${ISO('d.created_at')} AS "createdAt"`;

/** The log's screen: the 100 newest. */
export const DELIVERIES_NEWEST_SQL = `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.webhook_id = $1 ORDER BY d.id DESC LIMIT 100`;

/** The whole log by cursor, oldest first, on the (webhook_id, id) index (docs/product/api.md 'Cursor pages'). */
export const DELIVERIES_AFTER_SQL = `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.webhook_id = $1 AND d.id > $2 ORDER BY d.id LIMIT $3`;

/**
 * A webhook's deliveries that an attempt may claim, due for at least `$grace` seconds: pending, not claimed, and not
 * waiting behind an earlier pending one of the same resource (they go out in order, docs/product/webhooks.md).
 */
const claimable = (grace: string) => `d.status = 'pending' AND d.next_attempt_at <= now() - make_interval(secs => ${grace})
  AND (d.claimed_until IS NULL OR d.claimed_until < now())
  AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.webhook_id = d.webhook_id AND e.resource = d.resource AND e.status = 'pending' AND e.id < d.id)`;

/**
 * The sweep's pass (docs/product/webhooks.md, 'Fair between establishments'): at most `$3` due deliveries of each
 * active webhook (on webhook_deliveries_due_idx), then the establishments take turns: every establishment's first,
 * then every one's second, … so one establishment's backlog never fills the `$1` before another's lost delivery.
 */
export const DUE_SWEEP_SQL = `SELECT id FROM (
    SELECT d.id::int AS id, d.next_attempt_at, row_number() OVER (PARTITION BY w.establishment_id ORDER BY d.next_attempt_at, d.id) AS turn
      FROM webhooks w
     CROSS JOIN LATERAL (SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
                          WHERE d.webhook_id = w.id AND ${claimable('$2')}
                          ORDER BY d.next_attempt_at, d.id LIMIT $3) d
     WHERE w.active) due
  ORDER BY turn, next_attempt_at, id LIMIT $1`;

/** One webhook's next `$2` claimable deliveries, oldest due first: what a finished attempt queues. */
export const NEXT_DUE_SQL = `SELECT d.id::int AS id FROM webhook_deliveries d
  WHERE d.webhook_id = $1 AND ${claimable('0')}
  ORDER BY d.next_attempt_at, d.id LIMIT $2`;

/**
 * Claims one attempt, under the webhook's lock (taken by the statement before it in the same transaction): due,
 * pending, of an active webhook, not claimed, not behind an earlier one of its resource, and fewer than `$2` attempts
 * of the webhook in flight (webhook_deliveries_claimed_idx).
 */
export const CLAIM_SQL = `UPDATE webhook_deliveries d SET claimed_until = now() + interval '60 seconds'
    FROM webhooks w
   WHERE d.id = $1 AND w.id = d.webhook_id AND w.active AND ${claimable('0')}
     AND (SELECT count(*) FROM webhook_deliveries f WHERE f.webhook_id = d.webhook_id AND f.claimed_until >= now()) < $2
  RETURNING d.id::int AS id, d.webhook_id AS "webhookId", d.message_id AS "messageId", d.resource, d.body, w.url, w.secret,
            d.first_failure_at AS "firstFailureAt", d.attempts`;
