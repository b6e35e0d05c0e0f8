import { Injectable } from '@nestjs/common';
import type { ClientCreditKind, ClientCreditMovementDto } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { inClientScope } from '../../platform/database/client-scope';

type Db = Pick<EntityManager, 'query'>;

/** Every SQL statement on client_credit_entries: the client's credit, one row per movement (docs/product/gift-cards.md). */
@Injectable()
export class ClientCreditRepository {
  /** The client, locked when `lock` (two uses of one credit queue on her row), or null when out of scope. */
  async client(db: Db, establishmentId: number, clientId: number, lock = false): Promise<{ id: number } | null> {
    const [row] = await db.query(`SELECT id FROM clients c WHERE id = $1 AND ${inClientScope(2)}${lock ? ' FOR UPDATE' : ''}`, [clientId, establishmentId]);
    return row ?? null;
  }

  async credit(db: Db, establishmentId: number, clientId: number): Promise<number> {
    const [row] = await db.query(
      `SELECT coalesce(sum(amount_cents), 0)::float8 AS n FROM client_credit_entries WHERE establishment_id = $1 AND client_id = $2`,
      [establishmentId, clientId],
    );
    return row.n;
  }

  /** Her credit and debt movements, newest first: the profile's 'Crédito' card shows both. */
  movements(db: Db, establishmentId: number, clientId: number, zone: string): Promise<Omit<ClientCreditMovementDto, 'label'>[]> {
    return db.query(
      `SELECT id, source, kind, amount, "checkoutId", "checkoutNumber", to_char(at AT TIME ZONE $3::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt" FROM (
         SELECT 'credit-' || e.id AS id, 'credit' AS source, e.kind, e.amount_cents::float8 AS amount, e.checkout_id AS "checkoutId", c.number AS "checkoutNumber", e.created_at AS at, e.id AS n
           FROM client_credit_entries e LEFT JOIN checkouts c ON c.id = e.checkout_id WHERE e.establishment_id = $1 AND e.client_id = $2
         UNION ALL
         SELECT 'fiado-' || b.id, 'fiado', b.kind, b.amount_cents::float8, b.checkout_id, c.number, b.created_at, b.id
           FROM client_balance_entries b LEFT JOIN checkouts c ON c.id = b.checkout_id WHERE b.establishment_id = $1 AND b.client_id = $2
       ) m ORDER BY at DESC, n DESC LIMIT 200`,
      [establishmentId, clientId, zone],
    );
  }

  async debt(db: Db, establishmentId: number, clientId: number): Promise<number> {
    const [row] = await db.query(
      `SELECT (-coalesce(sum(amount_cents), 0))::float8 AS n FROM client_balance_entries WHERE establishment_id = $1 AND client_id = $2`,
      [establishmentId, clientId],
    );
    return Math.max(0, row.n);
  }

  async insert(
    tx: EntityManager,
    e: { establishmentId: number; clientId: number; kind: ClientCreditKind; amount: number; checkoutId: number | null; userId: number | null },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO client_credit_entries (establishment_id, client_id, kind, amount_cents, checkout_id, created_by_user_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.establishmentId, e.clientId, e.kind, e.amount, e.checkoutId, e.userId],
    );
  }
}
