import { Injectable, type OnModuleInit } from '@nestjs/common';
import { inClientScope } from '../../platform/database/client-scope';
import { DomainHooks } from '../../platform/hooks/hooks';

/** A client merged into another ('client.merged'): her credit entries and the cards she bought name the survivor. */
@Injectable()
export class GiftCardsMergeService implements OnModuleInit {
  constructor(private readonly hooks: DomainHooks) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.merged', async (tx, e) => {
      const params = [e.establishmentId, e.sourceId, e.targetId];
      await tx.query(`UPDATE client_credit_entries x SET client_id = $3 WHERE ${inClientScope(1, 'x')} AND client_id = $2`, params);
      await tx.query(`UPDATE gift_cards x SET client_id = $3 WHERE ${inClientScope(1, 'x')} AND client_id = $2`, params);
    });
  }
}
