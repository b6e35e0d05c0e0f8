import { Injectable } from '@nestjs/common';
import { CLIENT_MSG, type ClientDto } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { ClientsRepository } from './clients.repository';

/**
 * POST /api/clients/{id}/merge (docs/product/entities.md, 'Client merge'): two records of one person become the
 * target. One transaction: both rows locked, 'client.merged' published so each domain moves its own rows
 * (appointments, loyalty entries and balances, sales, transactions), then the target takes the source's notes and
 * latest visit and the source is removed (soft, `merged_into_id` kept). Audited as 'merge' on the target and
 * 'delete' on the source. An anonymized client is refused (409): its erasure must not be undone by a merge.
 */
@Injectable()
export class ClientMergeService {
  constructor(
    private readonly repository: ClientsRepository,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  async merge(auth: AuthContext, targetId: number, sourceId: number): Promise<ClientDto> {
    if (targetId === sourceId) throw fail(400, CLIENT_MSG.mergeSelf);
    const establishmentId = auth.establishmentId;
    const merged = await this.audit.transaction(async (tx) => {
      const repository = onTransaction(this.repository, tx);
      const locked = await repository.lockForMerge(establishmentId, [targetId, sourceId]);
      const target = locked.get(targetId);
      const source = locked.get(sourceId);
      if (!target || !source) throw fail(404, CLIENT_MSG.notFound);
      if (target.anonymized || source.anonymized) throw fail(409, CLIENT_MSG.mergeAnonymized);
      await this.hooks.publish(tx, 'client.merged', { establishmentId, targetId, sourceId });
      const after = await repository.absorb(establishmentId, targetId, sourceId);
      await repository.markMerged(establishmentId, sourceId, targetId);
      await this.audit.record(tx, auth, {
        entity: 'client',
        entityId: targetId,
        action: 'merge',
        before: target.client,
        after: { ...after, mergedClient: source.client.name },
      });
      await this.audit.record(tx, auth, { entity: 'client', entityId: sourceId, action: 'delete', before: source.client });
      return after;
    });
    const units = await this.repository.scopeUnits(establishmentId);
    for (const unit of units) for (const clientId of [targetId, sourceId]) this.realtime.emit(unit, 'client_change', { clientId });
    return merged;
  }
}
