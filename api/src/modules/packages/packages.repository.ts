import { Injectable } from '@nestjs/common';
import type { PackageDto, PackageInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';

type Db = Pick<EntityManager, 'query'>;

const SELECT = `
  SELECT p.id, p.name, p.price_cents::float8 AS price, p.validity_days AS "validityDays", p.version,
         coalesce((SELECT json_agg(json_build_object('serviceId', i.service_id, 'serviceName', s.name, 'sessions', i.sessions) ORDER BY i.position)
                     FROM package_items i JOIN services s ON s.id = i.service_id WHERE i.package_id = p.id), '[]') AS items
    FROM packages p`;

/** The package catalogue (docs/product/packages.md); a removed package keeps its rows for the credits it sold. */
@Injectable()
export class PackagesRepository {
  constructor(readonly db: DataSource) {}

  list(establishmentId: number): Promise<PackageDto[]> {
    return this.db.query(`${SELECT} WHERE p.establishment_id = $1 AND p.deleted_at IS NULL ORDER BY lower(p.name), p.id`, [establishmentId]);
  }

  /** With `includeRemoved`, one deleted since (a comanda still holding it closes with what it was). */
  async find(db: Db, establishmentId: number, id: number, lock = false, includeRemoved = false): Promise<PackageDto | null> {
    const [row] = await db.query(
      `${SELECT} WHERE p.id = $1 AND p.establishment_id = $2 ${includeRemoved ? '' : 'AND p.deleted_at IS NULL'} ${lock ? 'FOR UPDATE OF p' : ''}`,
      [id, establishmentId],
    );
    return row ?? null;
  }

  async countServices(tx: Db, establishmentId: number, ids: number[]): Promise<number> {
    const [row] = await tx.query(`SELECT count(*)::int AS n FROM services WHERE id = ANY($1::int[]) AND establishment_id = $2 AND deleted_at IS NULL`, [
      ids,
      establishmentId,
    ]);
    return row.n;
  }

  async insert(tx: Db, establishmentId: number, input: PackageInput): Promise<number> {
    const [row] = await tx.query(`INSERT INTO packages (establishment_id, name, price_cents, validity_days) VALUES ($1, $2, $3, $4) RETURNING id`, [
      establishmentId,
      input.name,
      input.price,
      input.validityDays,
    ]);
    await this.replaceItems(tx, row.id, input);
    return row.id;
  }

  /** false: the version sent is stale. */
  async update(tx: Db, establishmentId: number, id: number, input: PackageInput): Promise<boolean> {
    const rows = returnedRows(
      await tx.query(
        `UPDATE packages SET name = $3, price_cents = $4, validity_days = $5, version = version + 1, updated_at = now()
        WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL AND ${versionMatches(6)} RETURNING id`,
        [id, establishmentId, input.name, input.price, input.validityDays, input.version ?? null],
      ),
    );
    if (rows.length === 0) return false;
    await this.replaceItems(tx, id, input);
    return true;
  }

  async remove(tx: Db, establishmentId: number, id: number): Promise<void> {
    await tx.query(`UPDATE packages SET deleted_at = now(), version = version + 1 WHERE id = $1 AND establishment_id = $2`, [id, establishmentId]);
  }

  private async replaceItems(tx: Db, id: number, input: PackageInput): Promise<void> {
    await tx.query(`DELETE FROM package_items WHERE package_id = $1`, [id]);
    await tx.query(
      `INSERT INTO package_items (package_id, service_id, position, sessions)
       SELECT $1, x.service_id, x.ord, x.sessions FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS x(service_id, sessions, ord)`,
      [id, input.items.map((i) => i.serviceId), input.items.map((i) => i.sessions)],
    );
  }
}
