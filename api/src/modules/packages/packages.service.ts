import { Injectable } from '@nestjs/common';
import { PACKAGE_MSG, type PackageDto, type PackageInput, type PackageRemovedDto } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { inTransaction } from '../../platform/database/transaction';
import { fail } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioned';
import { PackagesRepository } from './packages.repository';

const view = (p: PackageDto) => ({
  name: p.name,
  price: p.price,
  validityDays: p.validityDays,
  items: p.items.map((i) => `${i.sessions}× ${i.serviceName}`).join(', '),
});

/** The package catalogue (docs/product/packages.md): management writes, everyone at the counter reads. */
@Injectable()
export class PackagesService {
  constructor(
    readonly repository: PackagesRepository,
    private readonly audit: AuditService,
  ) {}

  list(auth: AuthContext): Promise<PackageDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  async get(auth: AuthContext, id: number): Promise<PackageDto> {
    const row = await this.repository.find(this.repository.db, auth.establishmentId, id);
    if (!row) throw fail(404, PACKAGE_MSG.notFound);
    return row;
  }

  create(auth: AuthContext, input: PackageInput): Promise<PackageDto> {
    return inTransaction(this.repository.db, async (tx) => {
      await this.checkServices(tx, auth, input);
      const id = await this.repository.insert(tx, auth.establishmentId, input);
      const dto = (await this.repository.find(tx, auth.establishmentId, id))!;
      await this.audit.record(tx, auth, { entity: 'package', entityId: id, action: 'create', after: view(dto) });
      return dto;
    });
  }

  /** PUT /api/packages/{id}: a stale `version` is 409. Credits already sold keep what they were sold with. */
  update(auth: AuthContext, id: number, input: PackageInput): Promise<PackageDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const before = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!before) throw fail(404, PACKAGE_MSG.notFound);
      await this.checkServices(tx, auth, input);
      if (!(await this.repository.update(tx, auth.establishmentId, id, input))) throw staleVersion();
      const dto = (await this.repository.find(tx, auth.establishmentId, id))!;
      await this.audit.record(tx, auth, { entity: 'package', entityId: id, action: 'update', before: view(before), after: view(dto) });
      return dto;
    });
  }

  /** DELETE: out of the catalogue; the credits sold stay usable until they expire. */
  remove(auth: AuthContext, id: number): Promise<PackageRemovedDto> {
    return inTransaction(this.repository.db, async (tx) => {
      const before = await this.repository.find(tx, auth.establishmentId, id, true);
      if (!before) throw fail(404, PACKAGE_MSG.notFound);
      await this.repository.remove(tx, auth.establishmentId, id);
      await this.audit.record(tx, auth, { entity: 'package', entityId: id, action: 'delete', before: view(before) });
      return { ok: true as const };
    });
  }

  private async checkServices(tx: EntityManager, auth: AuthContext, input: PackageInput): Promise<void> {
    const ids = input.items.map((i) => i.serviceId);
    if ((await this.repository.countServices(tx, auth.establishmentId, ids)) !== ids.length) throw fail(404, PACKAGE_MSG.serviceNotFound);
  }
}
