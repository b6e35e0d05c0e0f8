import { Injectable } from '@nestjs/common';
import { updatedOrConflict } from '../../platform/http/versioned';
import { SERVICE_MSG, type ServiceDto, type ServiceWriteInput } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { ServicesRepository, type ServiceRow } from './services.repository';

/** The answer of a write, from the written rows: SPEC's staffIds string, ids ascending. */
function written(row: ServiceRow, category: string, staffIds: number[]): ServiceDto {
  return { ...row, category, staffIds: JSON.stringify([...staffIds].sort((a, b) => a - b).map(String)) };
}

@Injectable()
export class ServicesService {
  constructor(private readonly repository: ServicesRepository) {}

  list(auth: AuthContext): Promise<ServiceDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  create(auth: AuthContext, input: ServiceWriteInput): Promise<ServiceDto> {
    return this.repository.db.transaction(async (tx) => {
      const category = await this.repository.categoryNamed(tx, auth.establishmentId, input.category);
      const row = await this.repository.insert(tx, auth.establishmentId, { ...input, categoryId: category.id, description: input.description ?? null });
      const staffIds = await this.setStaff(tx, auth.establishmentId, row.id, input.staffIds);
      return written(row, category.name, staffIds);
    });
  }

  update(auth: AuthContext, serviceId: number, input: ServiceWriteInput): Promise<ServiceDto> {
    return this.repository.db.transaction(async (tx) => {
      const category = await this.repository.categoryNamed(tx, auth.establishmentId, input.category);
      const row = await updatedOrConflict(
        await this.repository.update(tx, auth.establishmentId, serviceId, { ...input, categoryId: category.id, description: input.description ?? null }),
        () => this.repository.exists(tx, auth.establishmentId, serviceId),
        SERVICE_MSG.serviceNotFound,
      );
      const staffIds = await this.setStaff(tx, auth.establishmentId, serviceId, input.staffIds);
      return written(row, category.name, staffIds);
    });
  }

  /** Soft delete: past appointments keep naming the service. */
  async remove(auth: AuthContext, serviceId: number): Promise<{ message: string }> {
    if (!(await this.repository.softDelete(auth.establishmentId, serviceId))) throw fail(404, SERVICE_MSG.serviceNotFound);
    return { message: SERVICE_MSG.serviceRemoved };
  }

  /** Replaces who may perform the service; every id must be an active staff member of this establishment. */
  private async setStaff(tx: EntityManager, establishmentId: number, serviceId: number, staffIds: number[]): Promise<number[]> {
    const ids = [...new Set(staffIds)];
    const found = await this.repository.liveStaffIds(tx, establishmentId, ids);
    if (found.length !== ids.length) throw fail(400, SERVICE_MSG.staffNotFound);
    await this.repository.setStaff(tx, serviceId, ids);
    return ids;
  }
}
