import { inClientScope } from '../../../platform/database/client-scope';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returnedRows } from '../../../platform/database/data-source';
import { DomainHooks } from '../../../platform/hooks/hooks';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { closingEntries } from './revenue-entries';
import { LedgerBatch, rebuildRevenueLedger, recordRefund } from './revenue-ledger';

export const REBUILD_JOB = 'reports.revenue-ledger-rebuild';

/**
 * Keeps the revenue ledger in step with the comandas, in their own transactions: a closing's lines from what the
 * closing priced (no read: written with its commit), a refund's from the refund just recorded. Establishments
 * listed in revenue_ledger_rebuilds (comandas from before the ledger) get theirs written by a job.
 */
@Injectable()
export class RevenueLedgerService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('RevenueLedger');

  constructor(
    private readonly hooks: DomainHooks,
    private readonly jobs: JobsService,
    private readonly db: DataSource,
  ) {
    jobs.work(REBUILD_JOB, async () => void (await this.rebuildRequested()), { retryLimit: 5, retryDelaySeconds: 30 });
  }

  onModuleInit(): void {
    this.hooks.subscribe('checkout.closed', async (tx, e) => {
      const batch = new LedgerBatch();
      batch.add(
        { checkoutId: e.checkoutId, clientId: e.clientId, refundId: null, at: e.closedAt },
        closingEntries({ items: e.items, tip: e.tip, payments: e.payments }),
      );
      await batch.writeAtCommit(tx, e.establishmentId);
    });
    this.hooks.subscribe('checkout.refunded', (tx, e) => recordRefund(tx, e.establishmentId, e.checkoutId, e.itemIds === null));
    // The merged client's spend is the surviving one's, as her comandas are.
    this.hooks.subscribe('client.merged', async (tx, e) => {
      await tx.query(`UPDATE revenue_entries r SET client_id = $3 WHERE ${inClientScope(1, 'r')} AND client_id = $2`, [
        e.establishmentId,
        e.sourceId,
        e.targetId,
      ]);
    });
  }

  /** Anything left to rebuild (a deploy's migration, an interrupted run) is taken up at every start. */
  async onApplicationBootstrap(): Promise<void> {
    const [pending] = await this.db.query(`SELECT 1 FROM revenue_ledger_rebuilds LIMIT 1`);
    if (pending) await this.jobs.enqueue(REBUILD_JOB, {});
  }

  /**
   * Each listed establishment in its own transaction, the row taken with SKIP LOCKED (once across instances) and
   * deleted with the lines written. Repeatable read: the comandas are read on one snapshot, so one closed meanwhile
   * is written once, by its own closing.
   */
  async rebuildRequested(): Promise<number> {
    let done = 0;
    for (;;) {
      const id = await this.db.transaction('REPEATABLE READ', async (tx) => {
        const [row] = returnedRows<{ id: number }>(
          await tx.query(
            `DELETE FROM revenue_ledger_rebuilds WHERE establishment_id = (SELECT establishment_id FROM revenue_ledger_rebuilds LIMIT 1 FOR UPDATE SKIP LOCKED)
             RETURNING establishment_id AS id`,
          ),
        );
        if (row) await rebuildRevenueLedger(tx, row.id);
        return row?.id;
      });
      if (id === undefined) return done;
      this.logger.log(`razão de faturamento reescrito: estabelecimento #${id}`);
      done += 1;
    }
  }
}
