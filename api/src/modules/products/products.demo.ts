import { fromCents, ianaZone, INCOME_CATEGORY_PRODUCTS, toCents } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { localDate, localInstant } from '../../platform/time/wall-clock';

type Db = Pick<EntityManager, 'query'>;

/** [name, category, brand, price, cost, stock, minimum]: four at or below the minimum, one of them out of stock. */
const PRODUCTS = [
  ['Shampoo Hidratante 300 ml', 'Cabelo', 'Salão Pro', '49.90', '22.00', 18, 5],
  ['Condicionador Reparador 300 ml', 'Cabelo', 'Salão Pro', '54.90', '24.00', 4, 5],
  ['Máscara Capilar 500 g', 'Cabelo', 'Nutri Hair', '79.90', '35.00', 2, 4],
  ['Óleo Finalizador 60 ml', 'Cabelo', 'Nutri Hair', '39.90', '15.00', 0, 3],
  ['Esmalte Vermelho Paixão', 'Unhas', 'Cor & Brilho', '12.90', '4.50', 40, 10],
  ['Base Fortalecedora', 'Unhas', 'Cor & Brilho', '18.90', '7.00', 12, 5],
  ['Removedor sem Acetona', 'Unhas', 'Cor & Brilho', '14.90', '5.00', 3, 4],
  ['Sérum Facial Vitamina C', 'Estética', 'Dermabela', '89.90', '40.00', 9, 3],
  ['Protetor Solar FPS 50', 'Estética', 'Dermabela', '69.90', '30.00', 15, 4],
] as const;

const DAY = 86_400_000;

/**
 * Demo stock: the products above and a sale every few days over the last 60 days, each with its
 * 'Produtos Vendidos' income and its stock movement, as the sell route writes them. Runs inside the seeding transaction.
 */
export async function seedProductsDemo(db: Db, { establishmentId }: { establishmentId: number }): Promise<void> {
  const [est] = await db.query(`SELECT timezone FROM establishments WHERE id = $1`, [establishmentId]);
  const zone = ianaZone(est.timezone);
  const [admin] = await db.query(`SELECT id FROM users WHERE establishment_id = $1 AND role = 'admin' ORDER BY id LIMIT 1`, [establishmentId]);
  const products: { id: number; name: string; price: string }[] = await db.query(
    `INSERT INTO products (establishment_id, name, category, brand, price, cost, current_stock, min_stock)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::int[], $8::int[])
     RETURNING id, name, price::text AS price`,
    [establishmentId, ...[0, 1, 2, 3, 4, 5, 6].map((k) => PRODUCTS.map((p) => p[k]))],
  );
  const now = Date.now();
  const sales: DemoSale[] = [];
  for (let i = 59; i >= 1; i -= 3) {
    const product = products[i % products.length]!;
    const quantity = 1 + (i % 2);
    const at = new Date(Math.min(now, localInstant(localDate(now - i * DAY, zone), `${10 + (i % 8)}:15`, zone)));
    const total = fromCents(toCents(product.price) * quantity);
    const [tx] = await db.query(
      `INSERT INTO transactions (establishment_id, type, amount, description, category, payment_method, transaction_date, created_by_user_id)
       VALUES ($1, 'income', $2, $3, $4, $5, $6, $7) RETURNING id`,
      [establishmentId, total, `Venda: ${product.name} (${quantity} un.)`, INCOME_CATEGORY_PRODUCTS, i % 2 ? 'PIX' : 'Cartão de Débito', at, admin?.id ?? null],
    );
    const [sale] = await db.query(
      `INSERT INTO product_sales (establishment_id, product_id, product_name, quantity, unit_price, total, transaction_id, sold_by_user_id, sold_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [establishmentId, product.id, product.name, quantity, product.price, total, tx.id, admin?.id ?? null, at],
    );
    sales.push({ id: sale.id, productId: product.id, quantity, at });
  }
  await seedLedger(db, establishmentId, admin?.id ?? null, new Date(now - 61 * DAY), sales);
}

interface DemoSale {
  id: number;
  productId: number;
  quantity: number;
  at: Date;
}

type Line = { productId: number; kind: string; quantity: number; after: number; reason: string | null; saleId: number | null; at: Date };

/**
 * The demo's stock ledger: each product's 'Estoque inicial' entrada before the first sale (what it holds now plus
 * what was sold since), then each sale's 'venda', oldest first, so the movements sum to current_stock.
 */
async function seedLedger(db: Db, establishmentId: number, userId: number | null, start: Date, sales: DemoSale[]): Promise<void> {
  const stock: { id: number; current_stock: number }[] = await db.query(`SELECT id, current_stock FROM products WHERE establishment_id = $1`, [
    establishmentId,
  ]);
  const left = new Map(stock.map((p) => [p.id, p.current_stock + sales.filter((s) => s.productId === p.id).reduce((n, s) => n + s.quantity, 0)]));
  const rows: Line[] = [...left]
    .filter(([, initial]) => initial > 0)
    .map(([productId, initial]) => ({ productId, kind: 'entrada', quantity: initial, after: initial, reason: 'Estoque inicial', saleId: null, at: start }));
  for (const sale of sales) {
    const after = left.get(sale.productId)! - sale.quantity;
    left.set(sale.productId, after);
    rows.push({ productId: sale.productId, kind: 'venda', quantity: -sale.quantity, after, reason: null, saleId: sale.id, at: sale.at });
  }
  await db.query(
    `INSERT INTO stock_movements (establishment_id, user_id, product_id, kind, quantity, stock_after, reason, sale_id, created_at)
     SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::int[], $6::int[], $7::text[], $8::int[], $9::timestamptz[])`,
    [establishmentId, userId, ...(['productId', 'kind', 'quantity', 'after', 'reason', 'saleId', 'at'] as const).map((k) => rows.map((r) => r[k]))],
  );
}
