import { Injectable } from '@nestjs/common';
import {
  CLIENT_INACTIVE_DAYS,
  CLIENT_MSG,
  CLIENT_RECENT_DAYS,
  phoneSearchDigits,
  type ClientDto,
  type ClientFilter,
  type ClientWrite,
} from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';

const COLUMNS = `c.id, c.name, c.phone, c.email, c.address, c.notes, c.last_visit AS "lastVisit"`;
/** Same expression as clients_search_idx (trigram), so the search uses the index. */
const SEARCH_TEXT = `(lower(c.name) || ' ' || coalesce(lower(c.email), '') || ' ' || regexp_replace(c.phone, '\\D', '', 'g'))`;

export interface ClientQuery {
  search?: string;
  filter?: ClientFilter;
}

type ClientRow = Omit<ClientDto, 'lastVisit'> & { lastVisit: Date | null };

function toDto(row: ClientRow): ClientDto {
  return { ...row, lastVisit: row.lastVisit ? row.lastVisit.toISOString() : null };
}

/** Like-pattern for a substring search, with the user's % and _ taken literally. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * Client records of the caller's establishment. Deleting is soft (deleted_at): the row stays so past
 * appointments, transactions and loyalty entries that name the client remain readable, while the client
 * leaves every list and answers 404 from then on.
 */
@Injectable()
export class ClientsService {
  constructor(
    private readonly db: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  async list(auth: AuthContext, query: ClientQuery = {}): Promise<ClientDto[]> {
    const params: unknown[] = [auth.establishmentId];
    const where = ['c.establishment_id = $1', 'c.deleted_at IS NULL'];
    const term = query.search?.trim().toLowerCase();
    if (term) {
      params.push(contains(term));
      const digits = phoneSearchDigits(term);
      if (digits) {
        params.push(contains(digits));
        where.push(`(${SEARCH_TEXT} LIKE $${params.length - 1} OR ${SEARCH_TEXT} LIKE $${params.length})`);
      } else {
        where.push(`${SEARCH_TEXT} LIKE $${params.length}`);
      }
    }
    if (query.filter === 'recent') where.push(`c.last_visit >= now() - interval '${CLIENT_RECENT_DAYS} days'`);
    if (query.filter === 'inactive') where.push(`(c.last_visit IS NULL OR c.last_visit < now() - interval '${CLIENT_INACTIVE_DAYS} days')`);
    const rows: ClientRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM clients c WHERE ${where.join(' AND ')} ORDER BY lower(c.name), c.id`,
      params,
    );
    return rows.map(toDto);
  }

  async get(auth: AuthContext, id: number): Promise<ClientDto> {
    const rows: ClientRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM clients c WHERE c.id = $1 AND c.establishment_id = $2 AND c.deleted_at IS NULL`,
      [id, auth.establishmentId],
    );
    if (!rows[0]) throw fail(404, CLIENT_MSG.notFound);
    return toDto(rows[0]);
  }

  async create(auth: AuthContext, input: ClientWrite): Promise<ClientDto> {
    const rows = returnedRows<ClientRow>(
      await this.db.query(
        `INSERT INTO clients AS c (establishment_id, name, phone, email, address, notes) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [auth.establishmentId, input.name, input.phone, input.email ?? null, input.address ?? null, input.notes ?? null],
      ),
    );
    const client = toDto(rows[0]!);
    this.realtime.emit(auth.establishmentId, 'client_change', { clientId: client.id });
    return client;
  }

  async update(auth: AuthContext, id: number, input: ClientWrite): Promise<ClientDto> {
    const rows = returnedRows<ClientRow>(
      await this.db.query(
        `UPDATE clients c SET name = $3, phone = $4, email = $5, address = $6, notes = $7
         WHERE c.id = $1 AND c.establishment_id = $2 AND c.deleted_at IS NULL RETURNING ${COLUMNS}`,
        [id, auth.establishmentId, input.name, input.phone, input.email ?? null, input.address ?? null, input.notes ?? null],
      ),
    );
    if (!rows[0]) throw fail(404, CLIENT_MSG.notFound);
    this.realtime.emit(auth.establishmentId, 'client_change', { clientId: id });
    return toDto(rows[0]);
  }

  async remove(auth: AuthContext, id: number): Promise<{ success: true }> {
    const rows = returnedRows<{ id: number }>(
      await this.db.query(
        `UPDATE clients SET deleted_at = now() WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`,
        [id, auth.establishmentId],
      ),
    );
    if (!rows[0]) throw fail(404, CLIENT_MSG.notFound);
    this.realtime.emit(auth.establishmentId, 'client_change', { clientId: id });
    return { success: true };
  }
}
