import { Injectable } from '@nestjs/common';
import { SERVICE_MSG, type ServiceCategoryDto } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { ServicesRepository } from './services.repository';

@Injectable()
export class CategoriesService {
  constructor(
    private readonly repository: ServicesRepository,
    private readonly audit: AuditService,
  ) {}

  list(auth: AuthContext): Promise<ServiceCategoryDto[]> {
    return this.repository.categories(auth.establishmentId);
  }

  async create(auth: AuthContext, input: { name: string; description?: string | null }): Promise<ServiceCategoryDto> {
    try {
      return await this.audit.create(auth, 'category', (tx) =>
        onTransaction(this.repository, tx).insertCategory(auth.establishmentId, input.name, input.description ?? null),
      );
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, SERVICE_MSG.categoryTaken);
      throw error;
    }
  }

  /** Its services stay, shown under 'Sem categoria'. */
  async remove(auth: AuthContext, categoryId: number): Promise<{ message: string }> {
    await this.audit.transaction(async (tx) => {
      const before = await this.audit.lock(tx, 'service_categories', auth.establishmentId, categoryId);
      if (!before || !(await onTransaction(this.repository, tx).deleteCategory(auth.establishmentId, categoryId)))
        throw fail(404, SERVICE_MSG.categoryNotFound);
      await this.audit.record(tx, auth, { entity: 'category', entityId: categoryId, action: 'delete', before });
    });
    return { message: SERVICE_MSG.categoryRemoved };
  }
}
