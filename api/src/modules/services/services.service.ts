import { Injectable } from '@nestjs/common';
import type { ServiceDto, ServiceWriteInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';

export const SERVICE_NOT_FOUND = 'Serviço não encontrado.';
export const STAFF_NOT_FOUND = 'Profissional não encontrado.';

/** One query for the list: staffIds aggregated per service (no query per row), SPEC's JSON-encoded string form. */
const SELECT_SERVICES = `
  SELECT s.id, s.name, s.duration_minutes AS duration, s.price::text AS price, c.name AS category, s.description,
         array_to_json(coalesce(array_agg(ss.staff_id::text ORDER BY ss.staff_id) FILTER (WHERE ss.staff_id IS NOT NULL), '{}'))::text AS "staffIds"
    FROM services s
    LEFT JOIN service_categories c ON c.id = s.category_id
    LEFT JOIN service_staff ss ON ss.service_id = s.id
   WHERE s.establishment_id = $1 AND s.deleted_at IS NULL`;

@Injectable()
export class ServicesService {
  constructor(private readonly db: DataSource) {}

  /** Grouped for the page: by category name ('Sem categoria' last), then by name. */
  list(auth: AuthContext): Promise<ServiceDto[]> {
    return this.db.query(`${SELECT_SERVICES} GROUP BY s.id, c.name ORDER BY lower(c.name) NULLS LAST, lower(s.name), s.id`, [auth.establishmentId]);
  }

  async create(auth: AuthContext, input: ServiceWriteInput): Promise<ServiceDto> {
    const id = await this.db.transaction(async (tx) => {
      const categoryId = await this.categoryId(tx, auth.establishmentId, input.category);
      const [row] = await tx.query(
        `INSERT INTO services (establishment_id, category_id, name, duration_minutes, price, description) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [auth.establishmentId, categoryId, input.name, input.duration, input.price, input.description ?? null],
      );
      await this.setStaff(tx, auth.establishmentId, row.id, input.staffIds);
      return row.id as number;
    });
    return this.get(auth, id);
  }

  async update(auth: AuthContext, serviceId: number, input: ServiceWriteInput): Promise<ServiceDto> {
    await this.db.transaction(async (tx) => {
      const categoryId = await this.categoryId(tx, auth.establishmentId, input.category);
      const updated = returnedRows<{ id: number }>(
        await tx.query(
          `UPDATE services SET category_id = $3, name = $4, duration_minutes = $5, price = $6, description = $7
            WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`,
          [serviceId, auth.establishmentId, categoryId, input.name, input.duration, input.price, input.description ?? null],
        ),
      );
      if (!updated.length) throw fail(404, SERVICE_NOT_FOUND);
      await this.setStaff(tx, auth.establishmentId, serviceId, input.staffIds);
    });
    return this.get(auth, serviceId);
  }

  /** Soft delete: past appointments keep naming the service. */
  async remove(auth: AuthContext, serviceId: number): Promise<{ message: string }> {
    const rows = returnedRows(
      await this.db.query(`UPDATE services SET deleted_at = now() WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`, [serviceId, auth.establishmentId]),
    );
    if (!rows.length) throw fail(404, SERVICE_NOT_FOUND);
    return { message: 'Serviço removido.' };
  }

  async get(auth: AuthContext, serviceId: number): Promise<ServiceDto> {
    const rows: ServiceDto[] = await this.db.query(`${SELECT_SERVICES} AND s.id = $2 GROUP BY s.id, c.name`, [auth.establishmentId, serviceId]);
    if (!rows[0]) throw fail(404, SERVICE_NOT_FOUND);
    return rows[0];
  }

  /** A service names its category; a new name creates the category (SPEC §3: category is a name). */
  private async categoryId(tx: EntityManager, establishmentId: number, name: string): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO service_categories (establishment_id, name) VALUES ($1, $2)
       ON CONFLICT (establishment_id, lower(name)) DO UPDATE SET name = service_categories.name RETURNING id`,
      [establishmentId, name],
    );
    return row.id;
  }

  /** Replaces who may perform the service; every id must be an active staff member of this establishment. */
  private async setStaff(tx: EntityManager, establishmentId: number, serviceId: number, staffIds: number[]): Promise<void> {
    const ids = [...new Set(staffIds)];
    const found: { id: number }[] = await tx.query(`SELECT id FROM staff WHERE establishment_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL`, [establishmentId, ids]);
    if (found.length !== ids.length) throw fail(400, STAFF_NOT_FOUND);
    await tx.query(`DELETE FROM service_staff WHERE service_id = $1`, [serviceId]);
    await tx.query(`INSERT INTO service_staff (service_id, staff_id) SELECT $1, unnest($2::int[])`, [serviceId, ids]);
  }
}
