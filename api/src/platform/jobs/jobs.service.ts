import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PoolConfig } from 'pg';
import PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/config';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * pg-boss hands its whole configuration to pg's pool (its types list only some of pg's options): a connection that
 * cannot be had fails the poll (the worker polls again) instead of waiting for ever after an outage
 * (docs/architecture.md, 'Runtime topology').
 */
const QUEUE_POOL: Pick<PoolConfig, 'connectionTimeoutMillis'> = { connectionTimeoutMillis: 10_000 };

/** How often a name's second and later slots look for work on their own; a started job wakes them sooner. */
const SLEEPING_SLOT_POLL_SECONDS = 30;

export interface JobOptions {
  /** Retries after the first failure (pg-boss default 2). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * Jobs of this name one instance runs side by side (default 1: sweeps and daily runs go one after another).
   * Per-item jobs (one delivery, one e-mail) raise it so a burst does not wait a polling interval per job.
   */
  concurrency?: number;
}

/**
 * The job queue: pg-boss on the API's own PostgreSQL (schema pgboss). A job runs once across all
 * instances and survives restarts. Handlers are registered with work() (usually from a constructor) and
 * start polling when the module starts; enqueue() also wakes this instance's worker, so a job enqueued
 * here usually runs within milliseconds instead of waiting for the next poll. Each of a name's `concurrency` workers runs one
 * job at a time and polls again at once after one: a burst drains without waiting one polling interval per job (docs/architecture.md, 'Runtime topology').
 */
@Injectable()
export class JobsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: JobHandler<never>; options: JobOptions }>();
  private readonly workers = new Map<string, string[]>();
  private readonly queues = new Set<string>();
  private readonly schedules = new Map<string, { cron: string; tz: string }>();
  private started = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl!,
      application_name: 'salao-jobs',
      max: 4,
      ...QUEUE_POOL,
      // pg-boss's cron: one job per tick across every instance (it takes a lock on its schedule table).
      schedule: true,
      pollingIntervalSeconds: 2,
    });
    this.boss.on('error', (error) => this.logger.error(`pg-boss: ${error.message}`));
  }

  /** Registers the handler of a job name; one handler per name. */
  work<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} já tem um handler`);
    this.handlers.set(name, { handler: handler as JobHandler<never>, options });
    if (this.started) void this.startWorker(name);
  }

  /**
   * Not before `startAfter` (a deadline's job) or `startAfterSeconds` from now (a retry on one's own schedule); the
   * handler still reads "now" from the injected clock.
   */
  async enqueue<T extends object>(name: string, data: T, options: { startAfter?: Date; startAfterSeconds?: number } = {}): Promise<void> {
    await this.ensureQueue(name, this.handlers.get(name)?.options ?? {});
    const startAfter = options.startAfter ?? options.startAfterSeconds;
    await this.boss.send(name, data, startAfter ? { startAfter } : {});
    for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
  }

  /** Runs the job `name` on a cron (in `tz`), once per tick whatever the number of instances. */
  schedule(name: string, cron: string, tz = 'UTC'): void {
    this.schedules.set(name, { cron, tz });
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const name of this.handlers.keys()) await this.startWorker(name);
    for (const [name, { cron, tz }] of this.schedules) {
      await this.ensureQueue(name, this.handlers.get(name)?.options ?? {});
      await this.boss.schedule(name, cron, {}, { tz });
    }
  }

  async onModuleDestroy(): Promise<void> {
    // Lets running jobs finish; an unfinished one is retried by whichever instance polls next.
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  private async ensureQueue(name: string, options: JobOptions): Promise<void> {
    if (this.queues.has(name)) return;
    // pg-boss asserts on keys present with undefined values: only the given ones are passed.
    const retry = {
      ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
      ...(options.retryDelaySeconds !== undefined && { retryDelay: options.retryDelaySeconds }),
    };
    // Creating a queue attaches a partition to pg-boss's job table: instances starting together on a fresh
    // database can deadlock there. The call is one transaction, rolled back whole, so it is simply tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, { name, retryBackoff: true, ...retry });
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 100 * attempt));
      }
    }
    this.queues.add(name);
  }

  private async startWorker(name: string): Promise<void> {
    const { handler, options } = this.handlers.get(name)!;
    await this.ensureQueue(name, options);
    // `concurrency` workers of one job each, rather than batches: a slow job (a receiver taking its 10 s) holds
    // only its own slot, never the jobs fetched beside it. Only the first polls on the short interval; the others
    // sleep long and are woken when a job starts (there may be more) or is enqueued here, so an idle instance
    // asks PostgreSQL once per name per interval instead of once per slot (docs/architecture.md, 'Runtime topology').
    const ids: string[] = [];
    const wakeOthers = (self: string) => {
      for (const other of ids) if (other !== self) this.boss.notifyWorker(other);
    };
    for (let slot = 0; slot < (options.concurrency ?? 1); slot++) {
      let id = '';
      const polling = slot === 0 ? {} : { pollingIntervalSeconds: SLEEPING_SLOT_POLL_SECONDS };
      id = await this.boss.work<never>(name, polling, async ([job]) => {
        wakeOthers(id);
        try {
          await handler(job!.data);
        } catch (error) {
          this.logger.warn(`job ${name} ${job!.id} falhou: ${(error as Error).message}`);
          throw error;
        } finally {
          // One was waiting, so more may be: poll again without the pause.
          if (id) this.boss.notifyWorker(id);
        }
      });
      ids.push(id);
    }
    this.workers.set(name, ids);
  }
}
