import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { JobsService } from '../jobs/jobs.service';
import { dailyBackup } from './daily';

export const BACKUP_JOB = 'backup.daily';
const BACKUP_CRON = '17 * * * *';

/**
 * The embedded database's backups under DATA_DIR/backups (7 daily, 4 weekly). A PostgreSQL given by
 * DATABASE_URL is the operator's (or the provider's) to back up, so nothing runs then.
 */
@Injectable()
export class BackupJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('Backup');

  constructor(
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!config.embeddedDatabase) return;
    jobs.work(BACKUP_JOB, () => this.run(), { retryLimit: 2, retryDelaySeconds: 300 });
    jobs.schedule(BACKUP_JOB, BACKUP_CRON);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.embeddedDatabase) await this.jobs.enqueue(BACKUP_JOB, {});
  }

  private async run(): Promise<void> {
    const { written, deleted } = await dailyBackup(this.config.databaseUrl!, join(this.config.dataDir, 'backups'), new Date());
    if (written) this.logger.log(`backup gravado em ${written}${deleted.length ? `; removidos pela retenção: ${deleted.join(', ')}` : ''}`);
  }
}
