import type { Db, ReportScope } from './report-types';

/** What the revenue report groups by besides time: a professional, a service (a product by its name) or a category. */
export type RevenueGrain = 'professional' | 'service' | 'category' | 'day';

/** One group's sums, in cents; `total` marks the row that sums the whole period. */
export interface RevenueSum {
  total: boolean;
  staffId: number | null;
  staffName: string | null;
  serviceId: number | null;
  /** a product's or the tip's name (no service) */
  itemName: string | null;
  serviceName: string | null;
  type: 'service' | 'product' | 'tip' | null;
  categoryId: number | null;
  categoryName: string | null;
  day: string | null;
  gross: number;
  discount: number;
  tip: number;
  fee: number;
  visits: number;
}

const KEY_COLUMNS: Record<RevenueGrain, string[]> = {
  professional: ['staff_id'],
  service: ['service_id', 'item_name'],
  category: ['type', 'category_id'],
  day: ['day'],
};
const ALL_KEYS = ['staff_id', 'service_id', 'item_name', 'type', 'category_id', 'day'];
const KEY_TYPES: Record<string, string> = { staff_id: 'int', service_id: 'int', item_name: 'text', type: 'text', category_id: 'int', day: 'date' };

/**
 * Which visit flag counts each visit once in a group of `grain` under the scope's filters (revenue-ledger.sql.ts): a
 * professional's filter with a service grouping counts the visits she did that service in, and so on.
 */
function visitFlag(s: ReportScope, grain: RevenueGrain | 'total'): string {
  const staff = s.staffId !== null;
  const service = s.serviceId !== null;
  if (staff && service) return 'v_staff_service';
  if (staff) return ({ service: 'v_staff_service', category: 'v_staff_category' } as Record<string, string>)[grain] ?? 'v_staff';
  if (service) return grain === 'professional' ? 'v_staff_service' : 'v_service';
  return ({ professional: 'v_staff', service: 'v_service', category: 'v_category' } as Record<string, string>)[grain] ?? 'v_total';
}

/**
 * A statement's group columns: those `keys` names group by (their expressions), the rest NULL or a constant, so both
 * sources answer the same shape; `grouping` tells the total row (GROUPING SETS' empty set) from the groups.
 */
function groupParts(keys: string[], expr: Record<string, string>, constants: Record<string, string> = {}) {
  const select = ALL_KEYS.map((k) => `${keys.includes(k) ? expr[k] : (constants[k] ?? `NULL::${KEY_TYPES[k]}`)} AS ${k}`).join(', ');
  const list = keys.map((k) => expr[k]).join(', ');
  return { select, grouping: `GROUPING(${list}) <> 0`, groupBy: `GROUPING SETS ((${list}), ())` };
}

/** The comandas' lines of the period, from the ledger (its covering index: one index-only scan). */
export function ledgerSumsStatement(s: ReportScope, grain: RevenueGrain): { sql: string; values: unknown[] } {
  const expr: Record<string, string> = {
    staff_id: 'staff_id',
    service_id: 'service_id',
    item_name: `CASE WHEN service_id IS NULL THEN name END`,
    type: 'type',
    category_id: 'category_id',
    day: 'day',
  };
  const values: unknown[] = [s.establishmentId, s.from, s.to];
  let where = `establishment_id = $1 AND day >= $2::date AND day <= $3::date`;
  if (s.staffId !== null) where += ` AND staff_id = $${values.push(s.staffId)}`;
  if (s.serviceId !== null) where += ` AND service_id = $${values.push(s.serviceId)}`;
  const g = groupParts(KEY_COLUMNS[grain], expr);
  const sql = `
    SELECT ${g.select}, ${g.grouping} AS total,
           coalesce(sum(gross), 0)::float8 AS gross, coalesce(sum(discount), 0)::float8 AS discount, coalesce(sum(tip), 0)::float8 AS tip,
           coalesce(sum(fee), 0)::float8 AS fee,
           coalesce(CASE WHEN ${g.grouping} THEN sum(${visitFlag(s, 'total')}) ELSE sum(${visitFlag(s, grain)}) END, 0)::int AS visits
      FROM revenue_entries WHERE ${where}
     GROUP BY ${g.groupBy}`;
  return { sql, values };
}

/**
 * The appointments completed without a comanda: their list-price income, on the income's day (docs/product/reports.md).
 * Each is one visit of one professional and one service.
 */
export function completionSumsStatement(s: ReportScope, grain: RevenueGrain): { sql: string; values: unknown[] } {
  const values: unknown[] = [s.establishmentId, s.start, s.end];
  const expr: Record<string, string> = {
    staff_id: 'a.staff_id',
    service_id: 'a.service_id',
    category_id: 'sv.category_id',
  };
  // The zone only where a day is asked for: a statement may not carry a parameter it does not use.
  if (grain === 'day') expr.day = `(t.transaction_date AT TIME ZONE $${values.push(s.zone)})::date`;
  let where = `t.establishment_id = $1 AND t.type = 'income' AND t.appointment_id IS NOT NULL AND t.transaction_date >= $2 AND t.transaction_date < $3`;
  if (s.staffId !== null) where += ` AND a.staff_id = $${values.push(s.staffId)}`;
  if (s.serviceId !== null) where += ` AND a.service_id = $${values.push(s.serviceId)}`;
  // Each completion is one service of one professional: no item name; its type a constant, not a group.
  const g = groupParts(
    KEY_COLUMNS[grain].filter((k) => k !== 'item_name' && k !== 'type'),
    expr,
    grain === 'category' ? { type: `'service'::text` } : {},
  );
  const sql = `
    SELECT ${g.select}, ${g.grouping} AS total,
           coalesce(sum(round(t.amount * 100)), 0)::float8 AS gross, 0::float8 AS discount, 0::float8 AS tip, 0::float8 AS fee,
           count(DISTINCT t.appointment_id)::int AS visits
      FROM transactions t JOIN appointments a ON a.id = t.appointment_id AND a.establishment_id = $1 JOIN services sv ON sv.id = a.service_id
     WHERE ${where}
     GROUP BY ${g.groupBy}`;
  return { sql, values };
}

/** Both sources' groups of the period with their names (the professional's, the service's and the category's of today). */
export async function revenueSums(db: Db, s: ReportScope, grain: RevenueGrain): Promise<RevenueSum[]> {
  const named = (q: { sql: string; values: unknown[] }) =>
    db.query(
      `SELECT g.total, g.staff_id AS "staffId", st.name AS "staffName", g.service_id AS "serviceId", g.item_name AS "itemName", sv.name AS "serviceName",
              g.type, g.category_id AS "categoryId", sc.name AS "categoryName", to_char(g.day, 'YYYY-MM-DD') AS day,
              g.gross, g.discount, g.tip, g.fee, g.visits
         FROM (${q.sql}) g
         LEFT JOIN staff st ON st.id = g.staff_id LEFT JOIN services sv ON sv.id = g.service_id LEFT JOIN service_categories sc ON sc.id = g.category_id`,
      q.values,
    ) as Promise<RevenueSum[]>;
  const [ledger, completions] = await Promise.all([named(ledgerSumsStatement(s, grain)), named(completionSumsStatement(s, grain))]);
  return [...ledger, ...completions];
}

/** Money per payment method: received at closings, given back at refunds, 'Fiado' left as debt (revenue-entries.ts). */
export const METHOD_SUMS = `
  SELECT method, GROUPING(method) <> 0 AS total, coalesce(sum(amount), 0)::float8 AS amount, coalesce(sum(fee), 0)::float8 AS fee,
         coalesce(CASE WHEN GROUPING(method) <> 0 THEN sum(v_total) ELSE sum(v_method) END, 0)::int AS visits
    FROM revenue_method_entries WHERE establishment_id = $1 AND day >= $2::date AND day <= $3::date
   GROUP BY GROUPING SETS ((method), ())`;

export interface MethodSum {
  /** null: the appointments completed without a comanda */
  method: string | null;
  amount: number;
  fee: number;
  visits: number;
}

/** Each method's sums and the period's total (its visits each counted once), the completions as a method of their own. */
export async function methodSums(db: Db, s: ReportScope): Promise<{ rows: MethodSum[]; total: MethodSum }> {
  const completions = completionSumsStatement({ ...s, staffId: null, serviceId: null }, 'professional');
  const [methods, done]: [(MethodSum & { total: boolean })[], RevenueSum[]] = await Promise.all([
    db.query(METHOD_SUMS, [s.establishmentId, s.from, s.to]),
    db.query(completions.sql, completions.values),
  ]);
  const rows: MethodSum[] = methods.filter((m) => !m.total);
  const total = { ...methods.find((m) => m.total)!, method: null };
  const all = done.find((d) => d.total)!;
  if (all.visits > 0) {
    rows.push({ method: null, amount: all.gross, fee: 0, visits: all.visits });
    total.amount += all.gross;
    total.visits += all.visits;
  }
  return { rows, total };
}
