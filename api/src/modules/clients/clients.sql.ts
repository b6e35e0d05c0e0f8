import { inClientScope } from '../../platform/database/client-scope';
import { CLIENT_INACTIVE_DAYS, CLIENT_RECENT_DAYS, phoneSearchDigits, type ClientFilter } from '@salao/contracts';

export const CLIENT_COLUMNS = `c.id, c.name, c.phone, c.email, c.address, c.notes, c.birthday::text AS birthday, c.allergies, c.hair_notes AS "hairNotes",
  c.skin_notes AS "skinNotes", c.anamnesis, c.last_visit AS "lastVisit", c.version`;
/** Same expression as clients_search_idx (trigram, with establishment_id in the same GIN index), so the search uses it. */
const SEARCH_TEXT = `(lower(c.name) || ' ' || coalesce(lower(c.email), '') || ' ' || regexp_replace(c.phone, '\\D', '', 'g'))`;

export interface ClientQuery {
  search?: string;
  filter?: ClientFilter;
  /** A cursor page (docs/product/api.md 'Cursor pages'): ids above `after`, in id order, `limit` of them. */
  cursor?: { after: number; limit: number };
}

/** Like-pattern for a substring search, with the user's % and _ taken literally. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * The clients page (GET /api/clients): live clients the establishment sees (its network's when shared), by name, optionally searched by name,
 * e-mail or phone digits and filtered by last visit. The bench's bare endpoint and the index test run it too.
 */
export function clientListQuery(establishmentId: number, query: ClientQuery): { text: string; values: unknown[] } {
  const values: unknown[] = [establishmentId];
  // The filters, apart from the scope: the cursor page applies them per unit.
  const where = ['c.deleted_at IS NULL'];
  const term = query.search?.trim().toLowerCase();
  if (term) {
    values.push(contains(term));
    const digits = phoneSearchDigits(term);
    if (digits) {
      values.push(contains(digits));
      where.push(`(${SEARCH_TEXT} LIKE $${values.length - 1} OR ${SEARCH_TEXT} LIKE $${values.length})`);
    } else {
      where.push(`${SEARCH_TEXT} LIKE $${values.length}`);
    }
  }
  if (query.filter === 'recent') where.push(`c.last_visit >= now() - interval '${CLIENT_RECENT_DAYS} days'`);
  if (query.filter === 'inactive') where.push(`(c.last_visit IS NULL OR c.last_visit < now() - interval '${CLIENT_INACTIVE_DAYS} days')`);
  if (query.cursor) {
    values.push(query.cursor.after, query.cursor.limit);
    const limit = `$${values.length}`;
    // One walk of clients_establishment_id_idx per unit of the scope, each stopping at the limit: only those few rows
    // (limit × units) are merged in id order, never the scope's whole list.
    const unitWhere = [`c.establishment_id = scope.unit`, ...where, `c.id > $${values.length - 1}`];
    return {
      text: `SELECT c.* FROM client_scope($1::int) scope(unit)
        CROSS JOIN LATERAL (SELECT ${CLIENT_COLUMNS} FROM clients c WHERE ${unitWhere.join(' AND ')} ORDER BY c.id LIMIT ${limit}) c
        ORDER BY c.id LIMIT ${limit}`,
      values,
    };
  }
  return { text: `SELECT ${CLIENT_COLUMNS} FROM clients c WHERE ${[inClientScope(1), ...where].join(' AND ')} ORDER BY lower(c.name), c.id`, values };
}
