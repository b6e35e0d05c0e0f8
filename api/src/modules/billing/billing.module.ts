import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { PAYMENT_PROVIDER } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox.provider';

/** The Stripe provider plugs in here behind the same interface (its own issue); until then, the sandbox. */
@Module({
  imports: [IdentityModule],
  controllers: [BillingController],
  providers: [BillingService, { provide: PAYMENT_PROVIDER, useClass: SandboxPaymentProvider }],
})
export class BillingModule {}
