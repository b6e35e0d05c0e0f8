import { Injectable } from '@nestjs/common';
import { SERVICE_MSG, type ServiceCategoryDto } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { ServicesRepository } from './services.repository';

@Injectable()
export class CategoriesService {
  constructor(private readonly repository: ServicesRepository) {}

  list(auth: AuthContext): Promise<ServiceCategoryDto[]> {
    return this.repository.categories(auth.establishmentId);
  }

  async create(auth: AuthContext, input: { name: string; description?: string | null }): Promise<ServiceCategoryDto> {
    try {
      return await this.repository.insertCategory(auth.establishmentId, input.name, input.description ?? null);
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, SERVICE_MSG.categoryTaken);
      throw error;
    }
  }

  /** Its services stay, shown under 'Sem categoria'. */
  async remove(auth: AuthContext, categoryId: number): Promise<{ message: string }> {
    if (!(await this.repository.deleteCategory(auth.establishmentId, categoryId))) throw fail(404, SERVICE_MSG.categoryNotFound);
    return { message: SERVICE_MSG.categoryRemoved };
  }
}
