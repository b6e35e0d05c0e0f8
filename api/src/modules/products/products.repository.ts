import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import type { ProductDto, ProductInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { preparedRows, returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';
import type { ClientMerged } from '../../platform/hooks/domain-events';
import { RESTOCK_COUNT_SQL } from './products.sql';

const COLUMNS = `p.id, p.name, p.category, p.brand, p.price::text AS price, p.cost::text AS cost, p.current_stock AS "currentStock",
  p.min_stock AS "minStock", p.description, p.version`;

const values = (input: ProductInput) => [
  input.name,
  input.category,
  input.brand ?? null,
  input.price,
  input.cost ?? '0',
  input.currentStock,
  input.minStock,
  input.description ?? null,
];

export interface SaleRow {
  productId: number;
  productName: string;
  quantity: number;
  unitPrice: string;
  total: string;
  transactionId: number | null;
  clientId: number | null;
  userId: number;
  at: Date;
}

/** A product a multi-move changed: its stock after, its minimum, the sum of its moves. */
export interface MovedStock {
  id: number;
  currentStock: number;
  minStock: number;
  delta: number;
}

/** Every SQL statement on products and their sales. Deleted products (deleted_at) leave every read and write. */
@Injectable()
export class ProductsRepository {
  constructor(readonly db: DataSource) {}

  list(establishmentId: number): Promise<ProductDto[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM products p WHERE p.establishment_id = $1 AND p.deleted_at IS NULL ORDER BY lower(p.name), p.id`, [
      establishmentId,
    ]);
  }

  async insert(tx: EntityManager, establishmentId: number, input: ProductInput): Promise<ProductDto> {
    const rows = returnedRows<ProductDto>(
      await tx.query(
        `INSERT INTO products AS p (establishment_id, name, category, brand, price, cost, current_stock, min_stock, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [establishmentId, ...values(input)],
      ),
    );
    return rows[0]!;
  }

  /** null when the product is gone or `input.version` is not the stored one (the caller has locked the row). */
  async update(tx: EntityManager, establishmentId: number, id: number, input: ProductInput): Promise<ProductDto | null> {
    const rows = returnedRows<ProductDto>(
      await tx.query(
        `UPDATE products p SET name = $3, category = $4, brand = $5, price = $6, cost = $7, current_stock = $8, min_stock = $9, description = $10,
                version = p.version + 1
          WHERE p.id = $1 AND p.establishment_id = $2 AND p.deleted_at IS NULL AND ${versionMatches(11, 'p.version')} RETURNING ${COLUMNS}`,
        [id, establishmentId, ...values(input), input.version ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  /** One live product, read in the caller's transaction (no lock). */
  async find(tx: EntityManager, establishmentId: number, id: number): Promise<ProductDto | null> {
    const rows: ProductDto[] = await tx.query(`SELECT ${COLUMNS} FROM products p WHERE p.id = $1 AND p.establishment_id = $2 AND p.deleted_at IS NULL`, [
      id,
      establishmentId,
    ]);
    return rows[0] ?? null;
  }

  async exists(establishmentId: number, id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM products WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [id, establishmentId]);
    return rows.length > 0;
  }

  /** Soft delete: the sales that name the product keep their row. */
  async softDelete(establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(`UPDATE products SET deleted_at = now() WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`, [
        id,
        establishmentId,
      ]),
    );
    return rows.length > 0;
  }

  /** The product row locked until the transaction ends: concurrent changes of its stock queue here. */
  async lockStock(tx: EntityManager, establishmentId: number, id: number): Promise<{ name: string; currentStock: number } | null> {
    const rows: { name: string; currentStock: number }[] = await tx.query(
      `SELECT name, current_stock AS "currentStock" FROM products WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL FOR UPDATE`,
      [id, establishmentId],
    );
    return rows[0] ?? null;
  }

  /** Several products locked in id order, so two writers listing them in different orders cannot deadlock. */
  lockStocks(tx: EntityManager, establishmentId: number, ids: number[]): Promise<{ id: number; name: string; currentStock: number }[]> {
    return tx.query(
      `SELECT id, name, current_stock AS "currentStock" FROM products WHERE id = ANY($1::int[]) AND establishment_id = $2 AND deleted_at IS NULL
        ORDER BY id FOR UPDATE`,
      [ids, establishmentId],
    );
  }

  /**
   * Moves of one direction in one statement: the products locked in id order (the scalar subquery runs before the
   * update, so two comandas never lock the same products in opposite orders), each stock changed by the sum of
   * its moves only if it stays within 0..max (one version per move), and one ledger row per move in the order
   * given with the stock it left. Answers the products changed; one that could not move is not among them (the
   * caller then refuses, and the rollback takes the ledger rows away).
   */
  async moveStocks(
    tx: EntityManager,
    establishmentId: number,
    moves: { productId: number; delta: number }[],
    kind: string,
    userId: number,
    max: number,
  ): Promise<MovedStock[]> {
    const rows = await preparedRows<MovedStock>(
      tx,
      'products_move_stocks',
      `WITH m AS (SELECT * FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS m(product_id, delta, ord)),
       l AS (SELECT id FROM products WHERE id IN (SELECT product_id FROM m) AND establishment_id = $1 AND deleted_at IS NULL ORDER BY id FOR UPDATE),
       s AS (SELECT product_id, sum(delta)::int AS delta, count(*)::int AS n FROM m GROUP BY product_id),
       u AS (UPDATE products p SET current_stock = p.current_stock + s.delta, version = p.version + s.n FROM s
              WHERE p.id = s.product_id AND p.establishment_id = $1 AND p.deleted_at IS NULL AND (SELECT count(*) FROM l) > 0
                AND p.current_stock + s.delta BETWEEN 0 AND $6
              RETURNING p.id, p.current_stock, p.min_stock, s.delta),
       ins AS (INSERT INTO stock_movements (establishment_id, product_id, kind, quantity, stock_after, reason, sale_id, user_id)
               SELECT $1, m.product_id, $4, m.delta,
                      u.current_stock - coalesce(sum(m.delta) OVER (PARTITION BY m.product_id ORDER BY m.ord ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
                      NULL, NULL, $5
                 FROM m JOIN u ON u.id = m.product_id ORDER BY m.ord)
       SELECT id, current_stock AS "currentStock", min_stock AS "minStock", delta FROM u`,
      [establishmentId, moves.map((m) => m.productId), moves.map((m) => m.delta), kind, userId, max],
    );
    return rows;
  }

  /** Adds `delta` (negative: takes) only if the stock stays at or above zero (the conditional update the CHECK backs). */
  async changeStock(tx: EntityManager, id: number, delta: number): Promise<ProductDto | null> {
    const rows = returnedRows<ProductDto>(
      await tx.query(
        `UPDATE products p SET current_stock = p.current_stock + $2, version = p.version + 1 WHERE p.id = $1 AND p.current_stock + $2 >= 0 RETURNING ${COLUMNS}`,
        [id, delta],
      ),
    );
    return rows[0] ?? null;
  }

  async insertSale(tx: EntityManager, establishmentId: number, sale: SaleRow): Promise<{ id: number; soldAt: Date }> {
    const [row] = await tx.query(
      `INSERT INTO product_sales (establishment_id, product_id, product_name, quantity, unit_price, total, transaction_id, sold_by_user_id, sold_at, client_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, sold_at AS "soldAt"`,
      [establishmentId, sale.productId, sale.productName, sale.quantity, sale.unitPrice, sale.total, sale.transactionId, sale.userId, sale.at, sale.clientId],
    );
    return row;
  }

  /** Whether the sale's client is a live client of the establishment. */
  async clientExists(tx: EntityManager, establishmentId: number, clientId: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM clients c WHERE id = $1 AND ${inClientScope(2)} AND deleted_at IS NULL`, [clientId, establishmentId]);
    return rows.length > 0;
  }

  /** A client merged into another: their purchases go with them (the 'client.merged' event). */
  async moveClient(tx: EntityManager, e: ClientMerged): Promise<void> {
    await tx.query(`UPDATE product_sales ps SET client_id = $3 WHERE ${inClientScope(1, 'ps')} AND client_id = $2`, [
      e.establishmentId,
      e.sourceId,
      e.targetId,
    ]);
  }

  /** 'Produtos em Falta': live products at or below their minimum (products_restock_idx). */
  async restockCount(establishmentId: number): Promise<number> {
    const [row] = await preparedRows<{ n: number }>(this.db, 'products_restock_count', RESTOCK_COUNT_SQL, [establishmentId]);
    return row!.n;
  }
}
