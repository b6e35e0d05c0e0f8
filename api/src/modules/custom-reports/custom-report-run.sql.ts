/**
 * The SQL of a custom report's run (docs/product/reports.md, 'Relatórios personalizados'): the metric picks a
 * set of facts, the groupings pick key and label expressions, both from fixed whitelists (nothing the user typed
 * reaches the SQL text). Parameters: $1 establishment, $2/$3 the period as instants [from, to), $4 the zone,
 * $5 staff ids, $6 service ids, $7 categories, $8 payment methods (each null: no filter). Import-free, so the
 * bench can run it too.
 */

/** A comanda's payment method: its only one, 'misto' with several, null when nothing was paid (all fiado; 'Não informada'). */
const COMANDA_METHOD = `(SELECT CASE WHEN count(DISTINCT p.method) > 1 THEN 'misto' ELSE min(p.method) END FROM checkout_payments p WHERE p.checkout_id = c.id)`;

/**
 * Comanda items priced as the closing priced them: item total less its share of the comanda's discount, shared
 * by the items' totals in whole cents with the cents left to the largest remainders (checkout-math's shareOut).
 * A comanda is read when it closed in the period or had an item refunded in it.
 */
const PRICED_ITEMS = `
  items AS (
    SELECT c.id AS checkout_id, c.closed_at, c.client_id, ${COMANDA_METHOD} AS method, i.id AS item_id, i.position,
           i.type, i.service_id, i.product_id, i.staff_id, i.quantity, i.refunded_at, c.discount_cents AS cd,
           i.quantity * i.unit_price_cents - i.discount_cents AS total,
           sum(i.quantity * i.unit_price_cents - i.discount_cents) OVER (PARTITION BY c.id) AS sub
      FROM checkouts c
      JOIN checkout_items i ON i.checkout_id = c.id
     -- Two index ranges (comandas by closing, refunds by date), never the establishment's whole history.
     WHERE c.id IN (SELECT x.id FROM checkouts x WHERE x.establishment_id = $1 AND x.closed_at >= $2::timestamptz AND x.closed_at < $3::timestamptz
                    UNION SELECT r.checkout_id FROM checkout_refunds r
                           WHERE r.establishment_id = $1 AND r.created_at >= $2::timestamptz AND r.created_at < $3::timestamptz)
       AND c.establishment_id = $1 AND c.status IN ('closed', 'refunded')
  ),
  shared AS (
    SELECT *, CASE WHEN sub > 0 THEN (cd * total) / sub ELSE 0 END AS base, CASE WHEN sub > 0 THEN (cd * total) % sub ELSE 0 END AS rem FROM items
  ),
  priced AS (
    SELECT *, total - base - CASE WHEN row_number() OVER (PARTITION BY checkout_id ORDER BY rem DESC, position, item_id)
                                       <= cd - sum(base) OVER (PARTITION BY checkout_id) THEN 1 ELSE 0 END AS net
      FROM shared
  )`;

/** Sales: comanda items at their closing, refunded items back at their refund, and completed appointments' incomes outside comandas. */
const SALES = `${PRICED_ITEMS},
  facts AS (
    SELECT closed_at AS at, staff_id, service_id, product_id, client_id, method, 'c' || checkout_id AS visit,
           net AS value, CASE WHEN type = 'product' THEN quantity ELSE 0 END AS units
      FROM priced WHERE closed_at >= $2::timestamptz AND closed_at < $3::timestamptz
    UNION ALL
    SELECT refunded_at, staff_id, service_id, product_id, client_id, method, NULL, -net, CASE WHEN type = 'product' THEN -quantity ELSE 0 END
      FROM priced WHERE refunded_at >= $2::timestamptz AND refunded_at < $3::timestamptz
    UNION ALL
    SELECT t.transaction_date, a.staff_id, a.service_id, NULL, a.client_id, t.payment_method, 'a' || a.id, round(t.amount * 100)::bigint, 0
      FROM transactions t JOIN appointments a ON a.id = t.appointment_id
     WHERE t.establishment_id = $1 AND t.type = 'income' AND t.appointment_id IS NOT NULL AND t.transaction_date >= $2::timestamptz AND t.transaction_date < $3::timestamptz
  )`;

/**
 * Booked minutes: appointments that happened or are still on the agenda, at their start, with the method of the
 * comanda that closed them. Those comandas are read by closing time from a week before the period to a month after
 * it (one index range, hash-joined), not looked up once per appointment.
 */
const MINUTES = `
  held AS (
    SELECT DISTINCT ON (h.appointment_id) h.appointment_id, ${COMANDA_METHOD} AS method
      FROM checkouts c CROSS JOIN LATERAL unnest(c.appointment_ids) AS h(appointment_id)
     WHERE c.establishment_id = $1 AND c.status = 'closed'
       AND c.closed_at >= $2::timestamptz - interval '7 days' AND c.closed_at < $3::timestamptz + interval '31 days'
     ORDER BY h.appointment_id, c.closed_at
  ),
  facts AS (
    SELECT a.starts_at AS at, a.staff_id, a.service_id, NULL::int AS product_id, a.client_id, h.method, 'a' || a.id AS visit,
           a.duration_minutes::bigint AS value, 0 AS units
      FROM appointments a
      LEFT JOIN held h ON h.appointment_id = a.id
     WHERE a.establishment_id = $1 AND a.starts_at >= $2::timestamptz AND a.starts_at < $3::timestamptz
       AND a.status IN ('pending', 'scheduled', 'confirmed', 'in_progress', 'completed')
  )`;

/** Commission entries (reversals negative) when they occurred, with their item's service or product and their comanda's client and method. */
const COMMISSIONS = `
  facts AS (
    SELECT e.occurred_at AS at, e.staff_id, i.service_id, i.product_id, c.client_id, ${COMANDA_METHOD} AS method, 'c' || c.id AS visit,
           e.amount AS value, 0 AS units
      FROM commission_entries e
      JOIN checkouts c ON c.id = e.checkout_id
      LEFT JOIN checkout_items i ON i.id = e.checkout_item_id
     WHERE e.establishment_id = $1 AND e.occurred_at >= $2::timestamptz AND e.occurred_at < $3::timestamptz
  )`;

export const CUSTOM_REPORT_FACTS = {
  revenue: { facts: SALES, value: 'sum(f.value)' },
  visits: { facts: SALES, value: 'count(DISTINCT f.visit)' },
  clients: { facts: SALES, value: 'count(DISTINCT f.client_id) FILTER (WHERE f.visit IS NOT NULL)' },
  units: { facts: SALES, value: 'sum(f.units)' },
  minutes: { facts: MINUTES, value: 'sum(f.value)' },
  commission: { facts: COMMISSIONS, value: 'sum(f.value)' },
} as const;

/** Each grouping's key and label; a product item's 'service' is the product, its category the product's. */
export const CUSTOM_REPORT_GROUP_SQL = {
  day: { key: `to_char(f.at AT TIME ZONE $4::text, 'YYYY-MM-DD')`, label: `to_char(f.at AT TIME ZONE $4::text, 'DD/MM/YYYY')` },
  week: {
    key: `to_char(date_trunc('week', f.at AT TIME ZONE $4::text), 'YYYY-MM-DD')`,
    label: `to_char(date_trunc('week', f.at AT TIME ZONE $4::text), 'DD/MM/YYYY')`,
  },
  month: { key: `to_char(f.at AT TIME ZONE $4::text, 'YYYY-MM')`, label: `to_char(f.at AT TIME ZONE $4::text, 'MM/YYYY')` },
  professional: { key: `f.staff_id::text`, label: `st.name` },
  service: { key: `coalesce('s' || f.service_id, 'p' || f.product_id)`, label: `coalesce(sv.name, pr.name)` },
  category: { key: `coalesce(sc.name, pr.category)`, label: `coalesce(sc.name, pr.category)` },
  payment_method: { key: `f.method`, label: `f.method` },
  client: { key: `f.client_id::text`, label: `cl.name` },
} as const;

export type CustomReportMetricSql = keyof typeof CUSTOM_REPORT_FACTS;
export type CustomReportGroupSql = keyof typeof CUSTOM_REPORT_GROUP_SQL;

/**
 * The run: one row per group pair and, by GROUPING SETS, the grand total (`total` true), computed by the same
 * aggregate so distinct counts are not summed. Names come from the establishment's own rows only.
 */
export function customReportRunSql(metric: CustomReportMetricSql, groups: CustomReportGroupSql[]): string {
  const { facts, value } = CUSTOM_REPORT_FACTS[metric];
  const parts = groups.map((g) => CUSTOM_REPORT_GROUP_SQL[g]);
  const columns = parts.map((p, n) => `${p.key} AS k${n}, ${p.label} AS l${n}`).join(', ');
  const keys = parts.map((p) => `${p.key}, ${p.label}`).join(', ');
  return `
    WITH ${facts}
    SELECT ${columns}, GROUPING(${parts[0]!.key}) = 1 AS total, coalesce(${value}, 0)::bigint AS value
      FROM facts f
      LEFT JOIN staff st ON st.id = f.staff_id AND st.establishment_id = $1
      LEFT JOIN services sv ON sv.id = f.service_id AND sv.establishment_id = $1
      LEFT JOIN service_categories sc ON sc.id = sv.category_id AND sc.establishment_id = $1
      LEFT JOIN products pr ON pr.id = f.product_id AND pr.establishment_id = $1
      LEFT JOIN clients cl ON cl.id = f.client_id AND cl.establishment_id IN (SELECT u FROM client_scope($1::int) u)
     -- The zone is typed here too: a run grouped by no period would leave $4 untyped.
     WHERE $4::text IS NOT NULL
       AND ($5::int[] IS NULL OR f.staff_id = ANY($5::int[]))
       AND ($6::int[] IS NULL OR f.service_id = ANY($6::int[]))
       AND ($7::text[] IS NULL OR coalesce(sc.name, pr.category) = ANY($7::text[]))
       AND ($8::text[] IS NULL OR f.method = ANY($8::text[]))
     GROUP BY GROUPING SETS ((${keys}), ())`;
}
