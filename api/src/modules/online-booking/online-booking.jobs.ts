import { Inject, Injectable } from '@nestjs/common';
import { JobsService } from '../../platform/jobs/jobs.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { BookingMessagesService, DUE_JOB } from './booking-messages.service';
import { WaitlistService } from './waitlist.service';

/**
 * The due job (pg-boss): every minute, and at once after anything schedules a message. It reads "now" from
 * the injected clock, expires waitlist holds (passing each time on) and sends what is due.
 */
@Injectable()
export class OnlineBookingJobs {
  constructor(jobs: JobsService, messages: BookingMessagesService, waitlist: WaitlistService, @Inject(CLOCK) clock: Clock) {
    jobs.work(
      DUE_JOB,
      async () => {
        const now = clock.now();
        await waitlist.expire(now);
        await messages.runDue(now);
      },
      { retryLimit: 2, retryDelaySeconds: 30 },
    );
    jobs.schedule(DUE_JOB, '* * * * *');
  }
}
