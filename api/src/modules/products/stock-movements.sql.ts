/**
 * The StockMovementDto's columns (kindLabel aside), from `m` (a movement), `u` (its user) and `t` (a transfer's
 * other unit); $zone the establishment's IANA zone.
 */
export const movementColumns = (zone: string) => `m.id::int AS id, m.kind, m.quantity, m.stock_after AS "stockAfter", m.reason, m.sale_id AS "saleId",
  t.name AS "transferUnit", u.name AS "userName", to_char(m.created_at AT TIME ZONE ${zone}::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"`;

/**
 * One page of a product's movements, newest first. Parameters: $1 establishment, $2 product, $3 zone, $4 limit,
 * $5 offset. The page is cut from stock_movements_product_idx, then its users are read. Plain SQL: the index test runs it.
 */
export const MOVEMENTS_PAGE_SQL = `
  SELECT ${movementColumns('$3')}
    FROM (SELECT * FROM stock_movements WHERE establishment_id = $1 AND product_id = $2
           ORDER BY created_at DESC, id DESC LIMIT $4::int OFFSET $5::int) m
    LEFT JOIN users u ON u.id = m.user_id
    LEFT JOIN establishments t ON t.id = m.transfer_unit_id
   ORDER BY m.created_at DESC, m.id DESC`;

/** How many movements the product has: $1 establishment, $2 product (stock_movements_product_idx). */
export const MOVEMENTS_COUNT_SQL = `SELECT count(*)::int AS n FROM stock_movements WHERE establishment_id = $1 AND product_id = $2`;
