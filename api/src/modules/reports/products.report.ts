import { percentOf, type Db, type ReportBody, type ReportScope } from './report-types';

// Units and money of products sold in comandas (closed in the period, less refunds in it) and direct sales.
export const PRODUCTS_SQL = `
  WITH sold AS (
    SELECT i.product_id, i.quantity AS units, (i.quantity * i.unit_price_cents - i.discount_cents) AS cents
      FROM checkout_items i JOIN checkouts c ON c.id = i.checkout_id
     WHERE c.establishment_id = $1 AND c.closed_at >= $2 AND c.closed_at < $3 AND i.type = 'product'
    UNION ALL
    SELECT i.product_id, -i.quantity, -(i.quantity * i.unit_price_cents - i.discount_cents)
      FROM checkout_refunds r JOIN checkout_items i ON i.refund_id = r.id
     WHERE r.establishment_id = $1 AND r.created_at >= $2 AND r.created_at < $3 AND i.type = 'product'
    UNION ALL
    SELECT ps.product_id, ps.quantity, round(ps.total * 100)
      FROM product_sales ps WHERE ps.establishment_id = $1 AND ps.sold_at >= $2 AND ps.sold_at < $3
  )
  SELECT p.id, p.name, p.current_stock AS stock, round(p.cost * 100)::float8 AS cost,
         coalesce(sum(sold.units), 0)::int AS units, coalesce(sum(sold.cents), 0)::float8 AS revenue
    FROM products p LEFT JOIN sold ON sold.product_id = p.id
   WHERE p.establishment_id = $1 AND (p.deleted_at IS NULL OR sold.product_id IS NOT NULL)
   GROUP BY p.id ORDER BY revenue DESC, p.name`;

/** Produtos: units and revenue sold, margin (revenue − units × cost), stock value at cost and turnover (units ÷ stock, as a percent). */
export async function productsReport(db: Db, s: ReportScope): Promise<ReportBody> {
  const rows: { id: number; name: string; stock: number; cost: number; units: number; revenue: number }[] = await db.query(PRODUCTS_SQL, [
    s.establishmentId,
    s.start,
    s.end,
  ]);
  const out = rows.map((r) => {
    const margin = r.revenue - r.units * r.cost;
    return {
      key: `p${r.id}`,
      label: r.name,
      values: {
        units: r.units,
        revenue: r.revenue,
        cost: r.units * r.cost,
        margin,
        marginPercent: percentOf(margin, r.revenue),
        stock: r.stock,
        stockValue: r.stock * r.cost,
        turnover: r.stock > 0 ? percentOf(r.units, r.stock) : null,
      },
    };
  });
  const sum = (k: 'units' | 'revenue' | 'cost' | 'margin' | 'stockValue' | 'stock') => out.reduce((a, r) => a + Number(r.values[k]), 0);
  return {
    columns: [
      { key: 'units', label: 'Unidades vendidas', type: 'int' },
      { key: 'revenue', label: 'Receita', type: 'money' },
      { key: 'cost', label: 'Custo', type: 'money' },
      { key: 'margin', label: 'Margem', type: 'money' },
      { key: 'marginPercent', label: 'Margem %', type: 'percent' },
      { key: 'stock', label: 'Estoque', type: 'int' },
      { key: 'stockValue', label: 'Valor em estoque (custo)', type: 'money' },
      { key: 'turnover', label: 'Giro (vendidas ÷ estoque)', type: 'percent' },
    ],
    rows: out,
    totals: {
      units: sum('units'),
      revenue: sum('revenue'),
      cost: sum('cost'),
      margin: sum('margin'),
      marginPercent: percentOf(sum('margin'), sum('revenue')),
      stock: sum('stock'),
      stockValue: sum('stockValue'),
      turnover: sum('stock') > 0 ? percentOf(sum('units'), sum('stock')) : null,
    },
    cards: [
      { key: 'units', label: 'Unidades vendidas', type: 'int' },
      { key: 'revenue', label: 'Receita', type: 'money' },
      { key: 'margin', label: 'Margem', type: 'money' },
      { key: 'stockValue', label: 'Valor em estoque', type: 'money' },
    ],
    chart: { type: 'bar', x: 'label', series: ['revenue', 'margin'] },
  };
}
