import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PUSH_CLIENT, WebPushClient } from './push.client';
import { PushController } from './push.controller';
import { PushRepository } from './push.repository';
import { PushService } from './push.service';

@Module({
  imports: [JobsModule],
  controllers: [PushController],
  providers: [PushService, PushRepository, { provide: PUSH_CLIENT, useFactory: (config: AppConfig) => new WebPushClient(config.push), inject: [APP_CONFIG] }],
})
export class PushModule {}
