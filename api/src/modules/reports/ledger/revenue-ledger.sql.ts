/**
 * The revenue ledger's inserts (docs/product/reports.md, 'Revenue ledger'): lines of any number of comandas of one
 * establishment as parallel arrays. The day is the establishment's calendar day of the instant; each visit flag is 1
 * on the first counting line of its comanda within its grain (the whole comanda, a professional, a service, a
 * category, or a professional with a service or a category), so summing a flag over any rows counts each visit
 * once per group, exactly, from daily sums as well as from lines.
 */
const first = (window: string) => `CASE WHEN x.counts AND row_number() OVER ${window} = 1 THEN 1 ELSE 0 END`;
// A product is its own 'service' by name, as the report groups it.
const SERVICE_KEY = `x.service_id, CASE WHEN x.service_id IS NULL THEN x.name END`;

export const INSERT_ENTRIES = `
  INSERT INTO revenue_entries (establishment_id, checkout_id, refund_id, client_id, day, type, staff_id, service_id, category_id, name, gross, discount, tip, fee,
                               v_total, v_staff, v_service, v_category, v_staff_service, v_staff_category)
  SELECT $1, x.checkout_id, x.refund_id, x.client_id, (x.at AT TIME ZONE e.timezone)::date, x.type, x.staff_id, x.service_id, s.category_id, x.name,
         x.gross, x.discount, x.tip, x.fee,
         ${first('w_total')}, ${first('w_staff')}, ${first('w_service')}, ${first('w_category')}, ${first('w_staff_service')}, ${first('w_staff_category')}
    FROM unnest($2::int[], $3::int[], $4::timestamptz[], $5::text[], $6::int[], $7::int[], $8::text[], $9::bigint[], $10::bigint[], $11::bigint[],
                $12::bigint[], $13::bool[], $14::int[])
         WITH ORDINALITY AS x(checkout_id, refund_id, at, type, staff_id, service_id, name, gross, discount, tip, fee, counts, client_id, ord)
    JOIN establishments e ON e.id = $1
    LEFT JOIN services s ON s.id = x.service_id AND x.type = 'service'
  WINDOW w_total AS (PARTITION BY x.checkout_id, x.counts ORDER BY x.ord),
         w_staff AS (PARTITION BY x.checkout_id, x.counts, x.staff_id ORDER BY x.ord),
         w_service AS (PARTITION BY x.checkout_id, x.counts, ${SERVICE_KEY} ORDER BY x.ord),
         w_category AS (PARTITION BY x.checkout_id, x.counts, x.type, s.category_id ORDER BY x.ord),
         w_staff_service AS (PARTITION BY x.checkout_id, x.counts, x.staff_id, ${SERVICE_KEY} ORDER BY x.ord),
         w_staff_category AS (PARTITION BY x.checkout_id, x.counts, x.staff_id, x.type, s.category_id ORDER BY x.ord)`;

export const INSERT_METHODS = `
  INSERT INTO revenue_method_entries (establishment_id, checkout_id, refund_id, day, method, amount, fee, v_total, v_method)
  SELECT $1, x.checkout_id, x.refund_id, (x.at AT TIME ZONE e.timezone)::date, x.method, x.amount, x.fee, ${first('w_total')}, ${first('w_method')}
    FROM unnest($2::int[], $3::int[], $4::timestamptz[], $5::text[], $6::bigint[], $7::bigint[], $8::bool[])
         WITH ORDINALITY AS x(checkout_id, refund_id, at, method, amount, fee, counts, ord)
    JOIN establishments e ON e.id = $1
  WINDOW w_total AS (PARTITION BY x.checkout_id, x.counts ORDER BY x.ord),
         w_method AS (PARTITION BY x.checkout_id, x.counts, x.method ORDER BY x.ord)`;

/** The comandas to write the ledger of: closed or refunded ones of an establishment, after `afterId`, in id order. */
export const LEDGER_CHECKOUTS = `
  SELECT id, status, client_id AS "clientId", discount_cents::float8 AS discount, tip_cents::float8 AS tip, tip_staff_id AS "tipStaffId", closed_at AS "closedAt"
    FROM checkouts
   WHERE establishment_id = $1 AND status IN ('closed', 'refunded') AND id > $2 AND ($4::int[] IS NULL OR id = ANY($4::int[]))
   ORDER BY id LIMIT $3`;

export const LEDGER_ITEMS = `
  SELECT checkout_id AS "checkoutId", id, type, service_id AS "serviceId", product_id AS "productId", staff_id AS "staffId", name, quantity,
         unit_price_cents::float8 AS "unitPrice", discount_cents::float8 AS discount, refund_id AS "refundId",
         refund_kept_cents::float8 AS kept
    FROM checkout_items WHERE checkout_id = ANY($1::int[]) ORDER BY checkout_id, position, id`;

export const LEDGER_PAYMENTS = `
  SELECT checkout_id AS "checkoutId", method, amount_cents::float8 AS amount, fee_cents::float8 AS fee
    FROM checkout_payments WHERE checkout_id = ANY($1::int[]) ORDER BY checkout_id, id`;

export const LEDGER_REFUNDS = `
  SELECT id, checkout_id AS "checkoutId", fee_cents::float8 AS fee, debt_cents::float8 AS debt, methods, created_at AS "at"
    FROM checkout_refunds WHERE checkout_id = ANY($1::int[]) ORDER BY checkout_id, id`;
