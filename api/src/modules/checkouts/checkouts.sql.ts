import { checkoutColumns } from './checkout-rows';

/** The list's filters: $1 establishment, $2/$3 the day's instants, $4 status, $5 client, $6 appointment, $7 own staff. */
export const checkoutWhere = `c.establishment_id = $1 AND ($2::timestamptz IS NULL OR c.created_at >= $2) AND ($3::timestamptz IS NULL OR c.created_at < $3)
      AND ($4::text IS NULL OR c.status = $4) AND ($5::int IS NULL OR c.client_id = $5) AND ($6::int IS NULL OR c.appointment_ids @> ARRAY[$6::int])
      AND ($7::int IS NULL OR ((c.tip_staff_id IS NULL OR c.tip_staff_id = $7)
        AND NOT EXISTS (SELECT 1 FROM checkout_items i WHERE i.checkout_id = c.id AND i.staff_id IS DISTINCT FROM $7)))`;

/**
 * A cursor page (docs/product/api.md 'Cursor pages') with the list's filters, only those given in the WHERE: the
 * unfiltered walk is then a plain range of checkouts_establishment_id_idx (establishment_id, id), read in order
 * and stopped after `limit` rows, never a sort of every comanda. Values: establishment, the filters given, zone,
 * after, limit.
 */
export function checkoutCursorQuery(
  establishmentId: number,
  zone: string,
  filter: { from: Date | null; to: Date | null; status: string | null; clientId: number | null; appointmentId: number | null; ownStaffId: number | null },
  after: number,
  limit: number,
): { text: string; values: unknown[] } {
  const values: unknown[] = [establishmentId];
  const where = ['c.establishment_id = $1'];
  const add = (value: unknown, sql: (n: string) => string) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  if (filter.from) add(filter.from, (n) => `c.created_at >= ${n}::timestamptz`);
  if (filter.to) add(filter.to, (n) => `c.created_at < ${n}::timestamptz`);
  if (filter.status) add(filter.status, (n) => `c.status = ${n}::text`);
  if (filter.clientId !== null) add(filter.clientId, (n) => `c.client_id = ${n}::int`);
  if (filter.appointmentId !== null) add(filter.appointmentId, (n) => `c.appointment_ids @> ARRAY[${n}::int]`);
  if (filter.ownStaffId !== null) {
    add(
      filter.ownStaffId,
      (n) => `(c.tip_staff_id IS NULL OR c.tip_staff_id = ${n}::int)
      AND NOT EXISTS (SELECT 1 FROM checkout_items i WHERE i.checkout_id = c.id AND i.staff_id IS DISTINCT FROM ${n}::int)`,
    );
  }
  add(after, (n) => `c.id > ${n}::int`);
  values.push(zone, limit);
  return {
    text: `SELECT ${checkoutColumns(`$${values.length - 1}`)} FROM checkouts c WHERE ${where.join(' AND ')} ORDER BY c.id LIMIT $${values.length}::int`,
    values,
  };
}
