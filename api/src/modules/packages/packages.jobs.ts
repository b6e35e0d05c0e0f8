import { Injectable } from '@nestjs/common';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PackageCreditsService } from './package-credits.service';

export const EXPIRE_JOB = 'packages.expire';

/** The expiry of clients' packages (pg-boss): every 10 minutes, once per tick across instances; a run twice expires nothing twice. */
@Injectable()
export class PackagesJobs {
  constructor(jobs: JobsService, credits: PackageCreditsService) {
    jobs.work(EXPIRE_JOB, async () => void (await credits.expireDue()), { retryLimit: 3, retryDelaySeconds: 60 });
    jobs.schedule(EXPIRE_JOB, '*/10 * * * *');
  }
}
