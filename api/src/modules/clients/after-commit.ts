import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type QueryRunner } from 'typeorm';

/**
 * Work to run once a transaction has committed (a live event must not announce rows a rollback then
 * removes, nor reach a screen before its refetch can see them). Outside a transaction it runs at once.
 */
@Injectable()
export class AfterCommit implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger('AfterCommit');
  private readonly pending = new WeakMap<QueryRunner, (() => void)[]>();

  constructor(private readonly db: DataSource) {}

  onModuleInit(): void {
    this.db.subscribers.push(this);
  }

  run(tx: EntityManager, work: () => void): void {
    const runner = tx.queryRunner;
    if (!runner?.isTransactionActive) return this.safely(work);
    const list = this.pending.get(runner) ?? [];
    list.push(work);
    this.pending.set(runner, list);
  }

  afterTransactionCommit(event: { queryRunner: QueryRunner }): void {
    if (event.queryRunner.isTransactionActive) return; // a savepoint was released; the outer transaction may still roll back
    const list = this.pending.get(event.queryRunner);
    this.pending.delete(event.queryRunner);
    for (const work of list ?? []) this.safely(work);
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }

  private safely(work: () => void): void {
    try {
      work();
    } catch (error) {
      this.logger.warn(`after-commit work failed: ${(error as Error).message}`);
    }
  }
}
