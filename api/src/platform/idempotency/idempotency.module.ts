import { Global, Logger, Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { JobsService } from '../jobs/jobs.service';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyRepository } from './idempotency.repository';

const PURGE_JOB = 'idempotency.purge';

/** Idempotency keys for every keyed POST/PATCH (keyed-routes.ts), and the hourly job that forgets keys past 24 hours. */
@Global()
@Module({
  imports: [JobsModule],
  providers: [IdempotencyRepository, IdempotencyInterceptor],
  exports: [IdempotencyRepository, IdempotencyInterceptor],
})
export class IdempotencyModule {
  private readonly logger = new Logger('Idempotency');

  constructor(jobs: JobsService, keys: IdempotencyRepository) {
    jobs.work(PURGE_JOB, async () => {
      let purged = 0;
      for (let n = await keys.purgeExpired(); n > 0; n = await keys.purgeExpired()) purged += n;
      if (purged) this.logger.log(`${purged} chaves de idempotência expiradas removidas`);
    });
    jobs.schedule(PURGE_JOB, '23 * * * *');
  }
}
