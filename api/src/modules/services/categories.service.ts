import { Injectable } from '@nestjs/common';
import type { ServiceCategoryDto } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { PG, pgCode, returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';

const COLUMNS = `id, name, description`;

@Injectable()
export class CategoriesService {
  constructor(private readonly db: DataSource) {}

  list(auth: AuthContext): Promise<ServiceCategoryDto[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM service_categories WHERE establishment_id = $1 ORDER BY lower(name)`, [auth.establishmentId]);
  }

  async create(auth: AuthContext, input: { name: string; description?: string | null }): Promise<ServiceCategoryDto> {
    try {
      const [row] = await this.db.query(`INSERT INTO service_categories (establishment_id, name, description) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
        auth.establishmentId,
        input.name,
        input.description ?? null,
      ]);
      return row;
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, 'Já existe uma categoria com este nome.');
      throw error;
    }
  }

  /** Its services stay, shown under 'Sem categoria' (category_id ON DELETE SET NULL). */
  async remove(auth: AuthContext, categoryId: number): Promise<{ message: string }> {
    const rows = returnedRows(await this.db.query(`DELETE FROM service_categories WHERE id = $1 AND establishment_id = $2 RETURNING id`, [categoryId, auth.establishmentId]));
    if (!rows.length) throw fail(404, 'Categoria não encontrada.');
    return { message: 'Categoria removida.' };
  }
}
