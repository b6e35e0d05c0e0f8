import { Injectable, type OnModuleInit } from '@nestjs/common';
import { updatedOrConflict } from '../../platform/http/versioned';
import { SERVICE_MSG, type ServiceDto, type ServiceWriteInput } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { ServicesRepository, type ServiceRow } from './services.repository';

/** The answer of a write, from the written rows: SPEC's staffIds string, ids ascending. */
function written(row: ServiceRow, category: string, staffIds: number[]): ServiceDto {
  return { ...row, category, staffIds: JSON.stringify([...staffIds].sort((a, b) => a - b).map(String)) };
}

@Injectable()
export class ServicesService implements OnModuleInit {
  constructor(
    private readonly repository: ServicesRepository,
    private readonly audit: AuditService,
    private readonly hooks: DomainHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('staff.removed', (tx, e) => this.repository.removeStaff(tx, e.staffId));
    this.hooks.subscribe('unit.created', async (tx, e) => {
      if (e.copyFrom !== null) await this.repository.copyCatalogue(tx, e.copyFrom, e.establishmentId);
    });
  }

  list(auth: AuthContext): Promise<ServiceDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  create(auth: AuthContext, input: ServiceWriteInput): Promise<ServiceDto> {
    return this.repository.db.transaction(async (tx) => {
      const category = await this.repository.categoryNamed(tx, auth.establishmentId, input.category);
      const row = await this.repository.insert(tx, auth.establishmentId, { ...input, categoryId: category.id, description: input.description ?? null });
      const staffIds = await this.setStaff(tx, auth.establishmentId, row.id, input.staffIds);
      const after = written(row, category.name, staffIds);
      await this.audit.record(tx, auth, { entity: 'service', entityId: row.id, action: 'create', after });
      return after;
    });
  }

  update(auth: AuthContext, serviceId: number, input: ServiceWriteInput): Promise<ServiceDto> {
    return this.repository.db.transaction(async (tx) => {
      const before = await this.locked(tx, auth, serviceId);
      const category = await this.repository.categoryNamed(tx, auth.establishmentId, input.category);
      const row = await updatedOrConflict(
        await this.repository.update(tx, auth.establishmentId, serviceId, { ...input, categoryId: category.id, description: input.description ?? null }),
        () => this.repository.exists(tx, auth.establishmentId, serviceId),
        SERVICE_MSG.serviceNotFound,
      );
      const staffIds = await this.setStaff(tx, auth.establishmentId, serviceId, input.staffIds);
      const after = written(row, category.name, staffIds);
      await this.audit.record(tx, auth, { entity: 'service', entityId: serviceId, action: 'update', before, after });
      return after;
    });
  }

  /** Soft delete: past appointments keep naming the service. */
  async remove(auth: AuthContext, serviceId: number): Promise<{ message: string }> {
    await this.audit.transaction(async (tx) => {
      const before = await this.locked(tx, auth, serviceId);
      if (!before || !(await onTransaction(this.repository, tx).softDelete(auth.establishmentId, serviceId))) throw fail(404, SERVICE_MSG.serviceNotFound);
      await this.audit.record(tx, auth, { entity: 'service', entityId: serviceId, action: 'delete', before });
    });
    return { message: SERVICE_MSG.serviceRemoved };
  }

  /** The live service as the list shows it (category name, staffIds), locked for the change; undefined when there is none. */
  private async locked(tx: EntityManager, auth: AuthContext, serviceId: number): Promise<ServiceDto | undefined> {
    if (!(await this.audit.lock(tx, 'services', auth.establishmentId, serviceId))) return undefined;
    return (await onTransaction(this.repository, tx).list(auth.establishmentId)).find((s) => s.id === serviceId);
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
