// The delivery log's reads (docs/product/webhooks.md), here so the index test explains the same text.
const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A delivery as the log shows it (WebhookDeliveryDto). */
export const COLUMNS = `d.id::int AS id, d.message_id AS "messageId", d.event, d.status, d.http_status AS "httpStatus", d.response_ms AS "responseTimeMs",
  d.attempts, CASE WHEN d.status = 'pending' THEN ${ISO('d.next_attempt_at')} END AS "nextAttemptAt", ${ISO('d.created_at')} AS "createdAt"`;

/** The log's screen: the 100 newest. */
export const DELIVERIES_NEWEST_SQL = `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.webhook_id = $1 ORDER BY d.id DESC LIMIT 100`;

/** The whole log by cursor, oldest first, on the (webhook_id, id) index (docs/product/api.md 'Cursor pages'). */
export const DELIVERIES_AFTER_SQL = `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.webhook_id = $1 AND d.id > $2 ORDER BY d.id LIMIT $3`;
