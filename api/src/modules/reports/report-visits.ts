import {
  instantCursorParts,
  REPORT_VISITS_PAGE_SIZE,
  type ReportVisitCursorPage,
  type ReportVisitDto,
  type ReportVisitPage,
  type ReportVisitsCursorQuery,
  type ReportVisitsQuery,
} from '@salao/contracts';
import { beforeInstantCursor, instantCursorOf } from '../../platform/database/instant-cursor';
import { closedItems } from '../checkouts/checkout-math';
import type { Db, ReportScope } from './report-types';

// The comandas of a page, to price their items as the closing did (the shared discount by the items' totals).
export const VISIT_CHECKOUTS_SQL = `
  SELECT c.id, c.discount_cents::float8 AS discount,
         coalesce((SELECT json_agg(json_build_object('id', i.id, 'total', i.quantity * i.unit_price_cents - i.discount_cents, 'quantity', i.quantity,
                                                     'unitPrice', i.unit_price_cents, 'discount', i.discount_cents) ORDER BY i.position, i.id)
                     FROM checkout_items i WHERE i.checkout_id = c.id), '[]') AS items
    FROM checkouts c WHERE c.establishment_id = $1 AND c.id = ANY($2::int[])`;

/**
 * The drill-down behind a report row (GET /api/reports/visits): each service or product item of the comandas closed in
 * the period, its discount with its share of the comanda's as the revenue report counts it, and each appointment
 * completed without a comanda at its income. Newest first, by (instant, item): a numbered page counts them all; a
 * cursor page starts after the (instant in µs, item) its `after` names, so rows written meanwhile never shift it.
 */
export function visitsSql(mode: 'page' | 'cursor'): string {
  return `
  WITH v AS (
    SELECT c.closed_at AS at, c.client_id, i.service_id, i.name AS service_name, i.staff_id, (i.quantity * i.unit_price_cents)::float8 AS gross,
           i.discount_cents::float8 AS discount, c.id AS checkout_id, NULL::int AS appointment_id, i.id AS tie
      FROM checkouts c JOIN checkout_items i ON i.checkout_id = c.id
     WHERE c.establishment_id = $1 AND c.closed_at >= $2 AND c.closed_at < $3 AND c.status IN ('closed', 'refunded')
       AND ($5::int IS NULL OR i.staff_id = $5) AND ($6::int IS NULL OR i.service_id = $6) AND ($7::int IS NULL OR c.client_id = $7)
    UNION ALL
    SELECT t.transaction_date, a.client_id, a.service_id, s.name, a.staff_id, round(t.amount * 100)::float8, 0, NULL, a.id, -a.id
      FROM transactions t JOIN appointments a ON a.id = t.appointment_id JOIN services s ON s.id = a.service_id
     WHERE t.establishment_id = $1 AND t.type = 'income' AND t.appointment_id IS NOT NULL AND t.transaction_date >= $2 AND t.transaction_date < $3
       AND ($5::int IS NULL OR a.staff_id = $5) AND ($6::int IS NULL OR a.service_id = $6) AND ($7::int IS NULL OR a.client_id = $7)
  )
  SELECT to_char(v.at AT TIME ZONE $4, 'YYYY-MM-DD') AS date, v.client_id AS "clientId", cl.name AS "clientName", v.service_id AS "serviceId",
         v.service_name AS "serviceName", v.staff_id AS "staffId", st.name AS "staffName", v.gross, v.discount, v.gross - v.discount AS net,
         v.checkout_id AS "checkoutId", v.appointment_id AS "appointmentId", v.tie AS "itemId",
         ${mode === 'page' ? 'count(*) OVER ()::int' : instantCursorOf('v.at', 'v.tie')} AS mark
    FROM v LEFT JOIN clients cl ON cl.id = v.client_id LEFT JOIN staff st ON st.id = v.staff_id
   ${mode === 'page' ? '' : `WHERE $10::bigint IS NULL OR ${beforeInstantCursor('v.at', 'v.tie', '$10', '$11')}`}
   ORDER BY v.at DESC, v.tie DESC LIMIT $8 OFFSET $9`;
}

type VisitRow = ReportVisitDto & { mark: number | string; itemId: number };

/** The numbered page (the report screens' drill-down). */
export async function reportVisits(db: Db, s: ReportScope, q: ReportVisitsQuery): Promise<ReportVisitPage> {
  const size = REPORT_VISITS_PAGE_SIZE;
  const rows: VisitRow[] = await db.query(visitsSql('page'), [...filterParams(s, q), size, (q.page - 1) * size]);
  return { visits: await withSharedDiscounts(db, s, rows), total: Number(rows[0]?.mark ?? 0), page: q.page, pageSize: size };
}

/** The cursor page (integrations, docs/product/api.md 'Cursor pages'); one more row read tells whether a next page exists. */
export async function reportVisitsCursor(db: Db, s: ReportScope, q: ReportVisitsCursorQuery): Promise<ReportVisitCursorPage> {
  const [micros, tie] = instantCursorParts(q.after);
  const rows: VisitRow[] = await db.query(visitsSql('cursor'), [...filterParams(s, q), q.limit + 1, 0, micros, tie]);
  const page = rows.slice(0, q.limit);
  return { visits: await withSharedDiscounts(db, s, page), next: rows.length > q.limit ? String(page[page.length - 1]!.mark) : null };
}

function filterParams(s: ReportScope, q: Pick<ReportVisitsQuery, 'staffId' | 'serviceId' | 'clientId'>) {
  return [s.establishmentId, s.start, s.end, s.zone, q.staffId ?? null, q.serviceId ?? null, q.clientId ?? null];
}

/** Each comanda item's discount with its share of the comanda's, priced as the closing did. */
async function withSharedDiscounts(db: Db, s: ReportScope, rows: VisitRow[]): Promise<ReportVisitDto[]> {
  const ids = [...new Set(rows.map((r) => r.checkoutId).filter((id): id is number => id !== null))];
  const shared = new Map<number, number>();
  if (ids.length) {
    const checkouts: { id: number; discount: number; items: { id: number; total: number; quantity: number; unitPrice: number; discount: number }[] }[] =
      await db.query(VISIT_CHECKOUTS_SQL, [s.establishmentId, ids]);
    for (const c of checkouts) {
      const priced = closedItems({ items: c.items, discount: c.discount, payments: [] } as unknown as Parameters<typeof closedItems>[0]);
      for (const i of priced) shared.set(i.id, i.sharedDiscount);
    }
  }
  return rows.map(({ mark: _mark, itemId, ...v }) => {
    const discount = v.discount + (v.checkoutId !== null ? (shared.get(itemId) ?? 0) : 0);
    return { ...v, discount, net: v.gross - discount };
  });
}
