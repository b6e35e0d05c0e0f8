import { Injectable } from '@nestjs/common';
import { versionMatches } from '../../platform/http/versioned';
import type { ServiceCategoryDto, ServiceDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';

/** The pause and the cleanup (docs/architecture.md, 'The time a professional is busy'), as the DTO names them. */
const TIMING = `processing_start_minutes AS "processingStartMinutes", processing_minutes AS "processingMinutes", cleanup_minutes AS "cleanupMinutes",
  deposit_type AS "depositType", deposit_value AS "depositValue", deposit_keep_hours AS "depositKeepHours"`;

/** One query for the list: staffIds aggregated per service (no query per row), SPEC's JSON-encoded string form. */
const SELECT_SERVICES = `
  SELECT s.id, s.name, s.duration_minutes AS duration, s.price::text AS price, c.name AS category, s.description, s.version,
         s.processing_start_minutes AS "processingStartMinutes", s.processing_minutes AS "processingMinutes", s.cleanup_minutes AS "cleanupMinutes",
         s.deposit_type AS "depositType", s.deposit_value AS "depositValue", s.deposit_keep_hours AS "depositKeepHours",
         array_to_json(coalesce(array_agg(ss.staff_id::text ORDER BY ss.staff_id) FILTER (WHERE ss.staff_id IS NOT NULL), '{}'))::text AS "staffIds"
    FROM services s
    LEFT JOIN service_categories c ON c.id = s.category_id
    LEFT JOIN service_staff ss ON ss.service_id = s.id
   WHERE s.establishment_id = $1 AND s.deleted_at IS NULL`;

/** The service columns a write answers with (category and staff come from the same transaction's writes). */
const WRITTEN = `id, name, duration_minutes AS duration, price::text AS price, description, version, ${TIMING}`;
const CATEGORY_COLUMNS = `id, name, description`;

export type ServiceRow = Omit<ServiceDto, 'category' | 'staffIds'>;

export interface ServiceValues {
  categoryId: number;
  name: string;
  duration: number;
  price: string;
  description: string | null;
  processingStartMinutes: number;
  processingMinutes: number;
  cleanupMinutes: number;
  /** docs/product/deposits.md. */
  depositType?: string | null;
  depositValue?: number | null;
  depositKeepHours?: number;
  version?: number;
}

const values = (v: ServiceValues) => [
  v.categoryId,
  v.name,
  v.duration,
  v.price,
  v.description,
  v.processingStartMinutes,
  v.processingMinutes,
  v.cleanupMinutes,
  v.depositType ?? null,
  v.depositType ? (v.depositValue ?? null) : null,
  v.depositKeepHours ?? 24,
];

/** Every SQL statement on services, their staff and their categories. */
@Injectable()
export class ServicesRepository {
  constructor(readonly db: DataSource) {}

  /** Grouped for the page: by category name ('Sem categoria' last), then by name. */
  list(establishmentId: number): Promise<ServiceDto[]> {
    return this.db.query(`${SELECT_SERVICES} GROUP BY s.id, c.name ORDER BY lower(c.name) NULLS LAST, lower(s.name), s.id`, [establishmentId]);
  }

  async insert(tx: EntityManager, establishmentId: number, v: ServiceValues): Promise<ServiceRow> {
    const [row] = await tx.query(
      `INSERT INTO services (establishment_id, category_id, name, duration_minutes, price, description, processing_start_minutes, processing_minutes, cleanup_minutes,
                             deposit_type, deposit_value, deposit_keep_hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${WRITTEN}`,
      [establishmentId, ...values(v)],
    );
    return row;
  }

  async update(tx: EntityManager, establishmentId: number, id: number, v: ServiceValues): Promise<ServiceRow | null> {
    const rows = returnedRows<ServiceRow>(
      await tx.query(
        `UPDATE services SET category_id = $3, name = $4, duration_minutes = $5, price = $6, description = $7,
                processing_start_minutes = $8, processing_minutes = $9, cleanup_minutes = $10,
                deposit_type = $11, deposit_value = $12, deposit_keep_hours = $13, version = version + 1
          WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL AND ${versionMatches(14)} RETURNING ${WRITTEN}`,
        [id, establishmentId, ...values(v), v.version ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  async exists(tx: EntityManager, establishmentId: number, id: number): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT 1 FROM services WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL`, [id, establishmentId]);
    return rows.length > 0;
  }

  /** Soft delete (past appointments keep naming the service); whether there was one. */
  async softDelete(establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(`UPDATE services SET deleted_at = now() WHERE id = $1 AND establishment_id = $2 AND deleted_at IS NULL RETURNING id`, [
        id,
        establishmentId,
      ]),
    );
    return rows.length > 0;
  }

  /** The category of that name (case-insensitive), created when new: its id and stored name. */
  async categoryNamed(tx: EntityManager, establishmentId: number, name: string): Promise<{ id: number; name: string }> {
    const [row] = await tx.query(
      `INSERT INTO service_categories (establishment_id, name) VALUES ($1, $2)
       ON CONFLICT (establishment_id, lower(name)) DO UPDATE SET name = service_categories.name RETURNING id, name`,
      [establishmentId, name],
    );
    return row;
  }

  /** Which of the ids are active staff members of the establishment. */
  async liveStaffIds(tx: EntityManager, establishmentId: number, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await tx.query(`SELECT id FROM staff WHERE establishment_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL`, [
      establishmentId,
      ids,
    ]);
    return rows.map((r) => r.id);
  }

  async setStaff(tx: EntityManager, serviceId: number, staffIds: number[]): Promise<void> {
    await tx.query(`DELETE FROM service_staff WHERE service_id = $1`, [serviceId]);
    await tx.query(`INSERT INTO service_staff (service_id, staff_id) SELECT $1, unnest($2::int[])`, [serviceId, staffIds]);
  }

  /** A removed staff member performs no service any more. */
  async removeStaff(tx: EntityManager, staffId: number): Promise<void> {
    await tx.query(`DELETE FROM service_staff WHERE staff_id = $1`, [staffId]);
  }

  categories(establishmentId: number): Promise<ServiceCategoryDto[]> {
    return this.db.query(`SELECT ${CATEGORY_COLUMNS} FROM service_categories WHERE establishment_id = $1 ORDER BY lower(name)`, [establishmentId]);
  }

  async insertCategory(establishmentId: number, name: string, description: string | null): Promise<ServiceCategoryDto> {
    const [row] = await this.db.query(
      `INSERT INTO service_categories (establishment_id, name, description) VALUES ($1, $2, $3) RETURNING ${CATEGORY_COLUMNS}`,
      [establishmentId, name, description],
    );
    return row;
  }

  /** Its services stay, shown under 'Sem categoria' (category_id ON DELETE SET NULL); whether there was one. */
  async deleteCategory(establishmentId: number, id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(`DELETE FROM service_categories WHERE id = $1 AND establishment_id = $2 RETURNING id`, [id, establishmentId]),
    );
    return rows.length > 0;
  }

  /** A new unit starts with another's categories and services (prices may differ per unit later); no professionals. */
  async copyCatalogue(tx: EntityManager, from: number, to: number): Promise<void> {
    await tx.query(
      `INSERT INTO service_categories (establishment_id, name, description) SELECT $2, name, description FROM service_categories WHERE establishment_id = $1`,
      [from, to],
    );
    await tx.query(
      `INSERT INTO services (establishment_id, category_id, name, duration_minutes, price, description, processing_start_minutes, processing_minutes, cleanup_minutes,
                             deposit_type, deposit_value, deposit_keep_hours)
       SELECT $2, nc.id, s.name, s.duration_minutes, s.price, s.description, s.processing_start_minutes, s.processing_minutes, s.cleanup_minutes,
              s.deposit_type, s.deposit_value, s.deposit_keep_hours
         FROM services s
         LEFT JOIN service_categories oc ON oc.id = s.category_id
         LEFT JOIN service_categories nc ON nc.establishment_id = $2 AND lower(nc.name) = lower(oc.name)
        WHERE s.establishment_id = $1 AND s.deleted_at IS NULL
        ORDER BY s.id`,
      [from, to],
    );
  }
}
