import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { confirmPaymentManualSchema, confirmPaymentSchema, createSubscriptionSchema } from '@salao/contracts';
import { Public } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { withErrorField } from '../../platform/http/errors';
import { BillingService } from './billing.service';

/** SPEC §7 'Auth and registration' payment calls; public because the account does not exist yet. */
@Controller('api')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Public()
  @Get('billing/config')
  config() {
    return this.billing.config();
  }

  @Public()
  @Post('create-subscription')
  @HttpCode(200)
  createSubscription(@Body() body: unknown) {
    return this.billing.createSubscription(validate(createSubscriptionSchema, body));
  }

  @Public()
  @Post('confirm-payment')
  @HttpCode(200)
  confirmPayment(@Body() body: unknown) {
    return this.billing.confirmPayment(validate(confirmPaymentSchema, body).paymentIntentId);
  }

  @Public()
  @Post('confirm-payment-manual')
  @HttpCode(200)
  async confirmManual(@Body() body: unknown) {
    try {
      return await this.billing.confirmManual(validate(confirmPaymentManualSchema, body).stripeCustomerId);
    } catch (error) {
      throw withErrorField(error);
    }
  }
}
