import { Global, Inject, Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { JobsModule } from '../jobs/jobs.module';
import { JobsService } from '../jobs/jobs.service';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

const CLEANUP_JOB = 'audit.cleanup';

/** The audit log every domain writes to (global), its listing, and the daily job that keeps it bounded. */
@Global()
@Module({
  imports: [JobsModule],
  controllers: [AuditController],
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {
  private readonly logger = new Logger('Audit');

  constructor(jobs: JobsService, rows: AuditRepository, @Inject(APP_CONFIG) config: AppConfig) {
    jobs.work(CLEANUP_JOB, async () => {
      let removed = 0;
      for (let n = await rows.purgeOlderThan(config.auditRetentionDays); n > 0; n = await rows.purgeOlderThan(config.auditRetentionDays)) removed += n;
      if (removed) this.logger.log(`${removed} registros do histórico de alterações além de ${config.auditRetentionDays} dias removidos`);
    });
    jobs.schedule(CLEANUP_JOB, '47 3 * * *');
  }
}
