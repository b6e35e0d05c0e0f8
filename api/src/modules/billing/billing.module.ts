import { Module } from '@nestjs/common';
import { DepositsModule } from '../deposits/deposits.module';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { IdentityModule } from '../identity/identity.module';
import { BillingController } from './billing.controller';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { PAYMENT_PROVIDER } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox.provider';
import { StripeWebhookController, SubscriptionController } from './subscription.controller';
import { SubscriptionRepository } from './subscription.repository';
import { SubscriptionService } from './subscription.service';
import { WebhookService } from './webhook.service';
import { NetworkCustomerRepository } from './network-customer.repository';
import { UnitSubscriptionService } from './unit-subscription.service';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the sandbox (test mode, nothing is charged). */
@Module({
  imports: [EstablishmentsModule, IdentityModule, DepositsModule],
  controllers: [BillingController, SubscriptionController, StripeWebhookController],
  providers: [
    BillingService,
    BillingRepository,
    SubscriptionRepository,
    SubscriptionService,
    WebhookService,
    NetworkCustomerRepository,
    UnitSubscriptionService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, BillingRepository],
      // The Stripe SDK loads only where Stripe is configured (docs/architecture.md, 'Start-up cost').
      useFactory: async (config: AppConfig, repository: BillingRepository) =>
        config.stripe.secretKey ? new (await import('./stripe.provider')).StripePaymentProvider(config, repository) : new SandboxPaymentProvider(config.appUrl),
    },
  ],
})
export class BillingModule {}
