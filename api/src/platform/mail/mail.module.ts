import { Global, Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MailService } from './mail.service';

@Global()
@Module({ imports: [JobsModule], providers: [MailService], exports: [MailService] })
export class MailModule {}
