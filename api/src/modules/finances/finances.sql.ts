/** The Transaction DTO's columns; $zone is the parameter holding the establishment's IANA zone. */
export const transactionColumns = (zone: string) => `t.id, t.type, t.amount::text AS amount, t.description, t.category, t.payment_method AS "paymentMethod",
  to_char(t.transaction_date AT TIME ZONE ${zone}::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "transactionDate", t.notes, t.establishment_id AS "establishmentId"`;

/** Newest first, id as the tie-break (transactions_establishment_date_covering_idx). */
export const NEWEST_FIRST = `ORDER BY t.transaction_date DESC, t.id DESC`;

const sum = (type: 'income' | 'expense', from: string, to: string) =>
  `coalesce(sum(amount) FILTER (WHERE type = '${type}' AND transaction_date >= ${from}::timestamptz AND transaction_date < ${to}::timestamptz), 0)::numeric(12,2)::text`;

/**
 * Income and expenses of a day and of a month in one pass. Parameters: $1 establishment, $2/$3 the day, $4/$5
 * the month, as instants. Index-only over transactions_establishment_date_covering_idx (type and amount ride in
 * the index). Plain SQL with no imports: the bench's bare endpoint and the index test run it too.
 */
export const FINANCE_STATS_SQL = `
  SELECT ${sum('income', '$2', '$3')} AS "todayIncome", ${sum('expense', '$2', '$3')} AS "todayExpenses",
         ${sum('income', '$4', '$5')} AS "monthIncome", ${sum('expense', '$4', '$5')} AS "monthExpenses"
    FROM transactions
   WHERE establishment_id = $1 AND transaction_date >= least($2::timestamptz, $4::timestamptz) AND transaction_date < greatest($3::timestamptz, $5::timestamptz)`;

/**
 * Optional bounds of instants ($from/$to null: no bound). As a plain range (not `IS NULL OR`), a generic
 * prepared plan still bounds the (establishment, date) index scan.
 */
const within = (from: string, to: string) =>
  `transaction_date >= coalesce(${from}::timestamptz, '-infinity') AND transaction_date < coalesce(${to}::timestamptz, 'infinity')`;

/**
 * One page of transactions, newest first. Parameters: $1 establishment, $2 zone, $3 limit, $4 offset, $5/$6 an
 * optional range (a month). The page's ids are cut from the covering index alone (a deep offset walks index
 * entries, not rows), then only they are read.
 */
export const TRANSACTIONS_PAGE_SQL = `
  SELECT ${transactionColumns('$2')}
    FROM (SELECT id FROM transactions WHERE establishment_id = $1 AND ${within('$5', '$6')}
           ORDER BY transaction_date DESC, id DESC LIMIT $3::int OFFSET $4::int) p
    JOIN transactions t ON t.id = p.id
   ${NEWEST_FIRST}`;

/**
 * The establishment's number of transactions ($1), within the optional range $2/$3, counted on the index alone, and
 * which rows they are: a sum of their ids' hashes. A transaction's date is never edited, so the same fingerprint
 * means the same rows in the same order and the positions measured for it still hold (TRANSACTION_ANCHORS_SQL).
 */
export const TRANSACTIONS_COUNT_SQL = `SELECT count(*)::int AS total, coalesce(sum(hashint4(id)), 0)::text AS fingerprint
  FROM transactions WHERE establishment_id = $1 AND ${within('$2', '$3')}`;

/**
 * Every $4-th transaction, newest first, from the first ($1 establishment, $2/$3 the optional range): the key (date
 * as exact text, id) a deep page starts from, newest first. Each step jumps $4 entries of the covering index from the
 * key before it, so the whole list is walked once in index order; only the few keys found are sorted
 * (docs/product/api.md 'Cursor pages').
 */
export const TRANSACTION_ANCHORS_SQL = `
  WITH RECURSIVE anchor (at, id, place) AS (
    (SELECT transaction_date, id, 1 FROM transactions WHERE establishment_id = $1 AND ${within('$2', '$3')}
      ORDER BY transaction_date DESC, id DESC LIMIT 1)
    UNION ALL
    SELECT next.transaction_date, next.id, a.place + $4::int FROM anchor a
     CROSS JOIN LATERAL (SELECT transaction_date, id FROM transactions
                          WHERE establishment_id = $1 AND ${within('$2', '$3')} AND (transaction_date, id) < (a.at, a.id)
                          ORDER BY transaction_date DESC, id DESC OFFSET $4::int - 1 LIMIT 1) next)
  SELECT at::text AS at, id FROM anchor ORDER BY place`;

/**
 * TRANSACTIONS_PAGE_SQL from an anchor: the rows at or after the key ($7 date, $8 id), skipping $4. A deep page walks
 * at most one anchor's spacing of index entries instead of every row before it.
 */
export const TRANSACTIONS_ANCHORED_PAGE_SQL = `
  SELECT ${transactionColumns('$2')}
    FROM (SELECT id FROM transactions WHERE establishment_id = $1 AND ${within('$5', '$6')} AND (transaction_date, id) <= ($7::timestamptz, $8::int)
           ORDER BY transaction_date DESC, id DESC LIMIT $3::int OFFSET $4::int) p
    JOIN transactions t ON t.id = p.id
   ${NEWEST_FIRST}`;

/**
 * A cursor page (docs/product/api.md 'Cursor pages'): ids above `after`, in id order. Parameters: $1
 * establishment, $2 zone, $3 after, $4 limit. The ids are read in order from transactions_establishment_id_idx
 * (establishment_id, id) and the walk stops after `limit` of them: never a sort of the establishment's rows.
 */
export const TRANSACTIONS_CURSOR_SQL = `
  SELECT ${transactionColumns('$2')}
    FROM (SELECT id FROM transactions WHERE establishment_id = $1 AND id > $3::int ORDER BY id LIMIT $4::int) p
    JOIN transactions t ON t.id = p.id
   ORDER BY t.id`;

/**
 * The same within a month ($5/$6, instants). A separate statement: with optional bounds one generic plan would
 * serve both and could pick the date index for the unbounded walk. At most a month's rows are sorted here.
 */
export const TRANSACTIONS_MONTH_CURSOR_SQL = `
  SELECT ${transactionColumns('$2')}
    FROM (SELECT id FROM transactions WHERE establishment_id = $1 AND id > $3::int AND transaction_date >= $5::timestamptz AND transaction_date < $6::timestamptz
           ORDER BY id LIMIT $4::int) p
    JOIN transactions t ON t.id = p.id
   ORDER BY t.id`;
