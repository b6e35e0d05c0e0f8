import { Global, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type QueryRunner } from 'typeorm';
import type { DomainEventMap, DomainEventName } from './domain-events';

/** What runs once a transaction has committed; a returned promise's failure is logged like a thrown error. */
export type AfterCommitWork = () => unknown;

/** Runs inside the publisher's transaction: its writes commit or roll back with it. Must be idempotent. */
export type DomainHandler<K extends DomainEventName> = (tx: EntityManager, event: DomainEventMap[K]) => Promise<void>;

/**
 * The one seam between domains and the one after-commit queue:
 * - `publish(tx, name, event)` runs every subscriber of `name` in the publisher's transaction (a domain
 *   subscribes in its onModuleInit), so no domain writes another's tables;
 * - `afterCommit(tx, work)` runs work once the transaction has committed (a live event must not announce rows
 *   a rollback then removes, nor reach a screen before its refetch can see them); outside a transaction, at once.
 */
@Injectable()
export class DomainHooks implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger('DomainHooks');
  private readonly handlers = new Map<DomainEventName, DomainHandler<DomainEventName>[]>();
  private readonly pending = new WeakMap<QueryRunner, AfterCommitWork[]>();

  constructor(private readonly db: DataSource) {}

  onModuleInit(): void {
    this.db.subscribers.push(this);
  }

  subscribe<K extends DomainEventName>(name: K, handler: DomainHandler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as DomainHandler<DomainEventName>]);
  }

  async publish<K extends DomainEventName>(tx: EntityManager, name: K, event: DomainEventMap[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await handler(tx, event);
  }

  afterCommit(tx: EntityManager, work: AfterCommitWork): void {
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

  // Work that fails (its own query during a database outage, say) is logged, never left as an unhandled rejection,
  // which would end the process.
  private safely(work: AfterCommitWork): void {
    const failed = (error: unknown) => this.logger.warn(`after-commit work failed: ${(error as Error).message}`);
    try {
      const result = work();
      if (result instanceof Promise) result.catch(failed);
    } catch (error) {
      failed(error);
    }
  }
}

@Global()
@Module({ providers: [DomainHooks], exports: [DomainHooks] })
export class HooksModule {}
