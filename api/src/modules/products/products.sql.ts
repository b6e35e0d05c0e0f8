/** 'Produtos em Falta': live products of $1 at or below their minimum (products_restock_idx). Plain SQL: the bench runs it too. */
export const RESTOCK_COUNT_SQL = `SELECT count(*)::int AS n FROM products WHERE establishment_id = $1 AND deleted_at IS NULL AND current_stock <= min_stock`;
