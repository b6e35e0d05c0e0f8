import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { BackupJob } from './backup.job';

@Module({ imports: [JobsModule], providers: [BackupJob] })
export class BackupModule {}
