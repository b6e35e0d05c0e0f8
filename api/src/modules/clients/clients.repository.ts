import { Injectable } from '@nestjs/common';
import type { ClientDto, ClientWrite } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { versionMatches } from '../../platform/http/versioned';
import { returnedRows } from '../../platform/database/data-source';
import { clientScopeUnits, inClientScope } from '../../platform/database/client-scope';
import { CLIENT_COLUMNS as COLUMNS, clientListQuery, type ClientQuery } from './clients.sql';

export type { ClientQuery } from './clients.sql';

export type ClientRow = Omit<ClientDto, 'lastVisit'> & { lastVisit: Date | null };

export function toDto(row: ClientRow): ClientDto {
  return { ...row, lastVisit: row.lastVisit ? row.lastVisit.toISOString() : null };
}

const values = (input: ClientWrite) => [input.name, input.phone, input.email ?? null, input.address ?? null, input.notes ?? null];
/** The profile fields as written: each value, or undefined when the request left it out (an update keeps it). */
const profileValues = (input: ClientWrite) => [
  input.birthday,
  input.allergies,
  input.hairNotes,
  input.skinNotes,
  input.anamnesis === undefined ? undefined : JSON.stringify(input.anamnesis),
];
/** `column = $n` that keeps the column when the request left the field out ($n+1 says whether it was sent). */
const kept = (column: string, n: number, cast = '') => `${column} = CASE WHEN $${n + 1}::boolean THEN $${n}${cast} ELSE c.${column} END`;

/**
 * Every SQL statement on clients. Reads and writes skip soft-deleted rows; null means no such live client. A client
 * is found by id or phone among those the session's unit sees (`inClientScope`); a new one belongs to that unit.
 */
@Injectable()
export class ClientsRepository {
  constructor(readonly db: DataSource) {}

  async list(establishmentId: number, query: ClientQuery): Promise<ClientDto[]> {
    const { text, values: params } = clientListQuery(establishmentId, query);
    const rows: ClientRow[] = await this.db.query(text, params);
    return rows.map(toDto);
  }

  async get(establishmentId: number, id: number): Promise<ClientDto | null> {
    const rows: ClientRow[] = await this.db.query(`SELECT ${COLUMNS} FROM clients c WHERE c.id = $1 AND ${inClientScope(2)} AND c.deleted_at IS NULL`, [
      id,
      establishmentId,
    ]);
    return rows[0] ? toDto(rows[0]) : null;
  }

  /** The live client, locked for a change (an update, a delete): what the audit row's 'before' shows. */
  async lockLive(tx: EntityManager, establishmentId: number, id: number): Promise<ClientDto | null> {
    const rows: ClientRow[] = await tx.query(`SELECT ${COLUMNS} FROM clients c WHERE c.id = $1 AND ${inClientScope(2)} AND c.deleted_at IS NULL FOR UPDATE`, [
      id,
      establishmentId,
    ]);
    return rows[0] ? toDto(rows[0]) : null;
  }

  /** The units whose screens show the establishment's clients (client_change reaches each). */
  scopeUnits(establishmentId: number): Promise<number[]> {
    return clientScopeUnits(this.db, establishmentId);
  }

  async insert(establishmentId: number, input: ClientWrite): Promise<ClientDto> {
    const rows = returnedRows<ClientRow>(
      await this.db.query(
        `INSERT INTO clients AS c (establishment_id, name, phone, email, address, notes, birthday, allergies, hair_notes, skin_notes, anamnesis)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, coalesce($11::jsonb, '[]'::jsonb)) RETURNING ${COLUMNS}`,
        [establishmentId, ...values(input), ...profileValues(input).map((v) => v ?? null)],
      ),
    );
    return toDto(rows[0]!);
  }

  /**
   * The live client whose phone has these national digits (stored with or without 55). Run on a transaction: it
   * first takes the phone's advisory lock until the commit, so concurrent lookups of one new client create it once.
   */
  async lockedByPhone(establishmentId: number, digits: string): Promise<{ id: number; name: string } | null> {
    // One lock per phone in the whole scope (its first unit names it), so two units of a sharing network queue too.
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('client-phone:' || (SELECT min(u) FROM client_scope($1::int) u)::text || ':' || $2::text))`, [
      establishmentId,
      digits,
    ]);
    const found: { id: number; name: string }[] = await this.db.query(
      `SELECT id, name FROM clients c WHERE ${inClientScope(1)} AND deleted_at IS NULL AND regexp_replace(phone, '\\D', '', 'g') IN ($2, '55' || $2) ORDER BY id LIMIT 1`,
      [establishmentId, digits],
    );
    return found[0] ?? null;
  }

  async update(establishmentId: number, id: number, input: ClientWrite): Promise<ClientDto | null> {
    const rows = returnedRows<ClientRow>(
      await this.db.query(
        `UPDATE clients c SET name = $3, phone = $4, email = $5, address = $6, notes = $7, ${kept('birthday', 9, '::date')}, ${kept('allergies', 11)},
                ${kept('hair_notes', 13)}, ${kept('skin_notes', 15)}, ${kept('anamnesis', 17, '::jsonb')}, version = c.version + 1
         WHERE c.id = $1 AND ${inClientScope(2)} AND c.deleted_at IS NULL AND ${versionMatches(8, 'c.version')} RETURNING ${COLUMNS}`,
        [id, establishmentId, ...values(input), input.version ?? null, ...profileValues(input).flatMap((v) => [v ?? null, v !== undefined])],
      ),
    );
    return rows[0] ? toDto(rows[0]) : null;
  }

  /** Soft delete; whether there was such a client. */
  async softDelete(establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(`UPDATE clients c SET deleted_at = now() WHERE id = $1 AND ${inClientScope(2)} AND deleted_at IS NULL RETURNING id`, [
        id,
        establishmentId,
      ]),
    );
    return rows.length > 0;
  }

  /** The client for an erasure, locked until the transaction ends; soft-deleted ones too (their data is still held). */
  async lockForAnonymize(tx: EntityManager, establishmentId: number, id: number): Promise<{ client: ClientDto; anonymized: boolean } | null> {
    const rows: (ClientRow & { anonymized: boolean })[] = await tx.query(
      `SELECT ${COLUMNS}, c.anonymized_at IS NOT NULL AS anonymized FROM clients c WHERE c.id = $1 AND ${inClientScope(2)} FOR UPDATE`,
      [id, establishmentId],
    );
    if (!rows[0]) return null;
    const { anonymized, ...client } = rows[0];
    return { client: toDto(client), anonymized };
  }

  /** Personal fields erased (phone is required, so blank); the last visit stays, as the visits do. */
  async anonymize(tx: EntityManager, establishmentId: number, id: number, name: string): Promise<ClientDto> {
    const rows = returnedRows<ClientRow>(
      await tx.query(
        `UPDATE clients c SET name = $3, phone = '', email = NULL, address = NULL, notes = NULL, birthday = NULL, allergies = NULL, hair_notes = NULL,
                skin_notes = NULL, anamnesis = '[]'::jsonb, anonymized_at = now()
          WHERE c.id = $1 AND ${inClientScope(2)} RETURNING ${COLUMNS}`,
        [id, establishmentId, name],
      ),
    );
    return toDto(rows[0]!);
  }

  /** Live clients the establishment sees, for a merge, locked in id order (two merges of one pair never deadlock). */
  async lockForMerge(establishmentId: number, ids: number[]): Promise<Map<number, { client: ClientDto; anonymized: boolean }>> {
    const rows: (ClientRow & { anonymized: boolean })[] = await this.db.query(
      `SELECT ${COLUMNS}, c.anonymized_at IS NOT NULL AS anonymized FROM clients c
        WHERE c.id = ANY($1::int[]) AND ${inClientScope(2)} AND c.deleted_at IS NULL ORDER BY c.id FOR UPDATE`,
      [ids, establishmentId],
    );
    return new Map(rows.map(({ anonymized, ...client }) => [client.id, { client: toDto(client), anonymized }]));
  }

  /**
   * The target of a merge takes the source's notes, allergies, hair and skin notes (each after its own) and free
   * questions (after its own), her birthday when it has none, and the later of both last visits.
   */
  async absorb(establishmentId: number, targetId: number, sourceId: number): Promise<ClientDto> {
    const rows = returnedRows<ClientRow>(
      await this.db.query(
        `UPDATE clients c SET notes = nullif(concat_ws(E'\n', nullif(c.notes, ''), nullif(s.notes, '')), ''),
                allergies = nullif(concat_ws(E'\n', nullif(c.allergies, ''), nullif(s.allergies, '')), ''),
                hair_notes = nullif(concat_ws(E'\n', nullif(c.hair_notes, ''), nullif(s.hair_notes, '')), ''),
                skin_notes = nullif(concat_ws(E'\n', nullif(c.skin_notes, ''), nullif(s.skin_notes, '')), ''),
                anamnesis = c.anamnesis || s.anamnesis, birthday = coalesce(c.birthday, s.birthday),
                last_visit = greatest(c.last_visit, s.last_visit), version = c.version + 1
           FROM clients s WHERE c.id = $1 AND ${inClientScope(3)} AND s.id = $2 AND ${inClientScope(3, 's')} RETURNING ${COLUMNS}`,
        [targetId, sourceId, establishmentId],
      ),
    );
    return toDto(rows[0]!);
  }

  /** The source of a merge leaves every list (soft delete) and remembers where it went. */
  async markMerged(establishmentId: number, sourceId: number, targetId: number): Promise<void> {
    await this.db.query(`UPDATE clients c SET deleted_at = now(), merged_into_id = $3 WHERE id = $1 AND ${inClientScope(2)}`, [
      sourceId,
      establishmentId,
      targetId,
    ]);
  }

  /** The visit is the appointment's time, never later than its completion; a later visit already recorded stays. */
  async recordVisit(tx: EntityManager, clientId: number, startsAt: Date, completedAt: Date): Promise<void> {
    await tx.query(`UPDATE clients SET last_visit = greatest(last_visit, least($2::timestamptz, $3::timestamptz)) WHERE id = $1`, [
      clientId,
      startsAt,
      completedAt,
    ]);
  }
}
