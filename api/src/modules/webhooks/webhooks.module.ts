import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { DeliveriesRepository } from './deliveries.repository';
import { WebhookTestDeliveryService } from './test-delivery.service';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { HttpWebhookSender, WEBHOOK_SENDER } from './webhook-sender';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

@Module({
  imports: [JobsModule, NotificationsModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksService,
    WebhooksRepository,
    DeliveriesRepository,
    WebhookDeliveryService,
    WebhookTestDeliveryService,
    {
      provide: WEBHOOK_SENDER,
      useFactory: (config: AppConfig) => new HttpWebhookSender(config.webhooks.allowedHosts, config.webhooks.dnsServers),
      inject: [APP_CONFIG],
    },
  ],
})
export class WebhooksModule {}
