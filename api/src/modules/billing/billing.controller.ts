import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { confirmPaymentManualSchema, confirmPaymentSchema, createSubscriptionSchema } from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { withErrorField } from '../../platform/http/errors';
import { RegistrationService } from '../identity/registration.service';
import { BillingService } from './billing.service';

/**
 * docs/product/api.md 'Auth and registration' payment calls; public because the account does not exist yet. Each call that
 * can create an account counts as a sign-up attempt of its address, as registration does.
 */
@Controller('api')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly registration: RegistrationService,
  ) {}

  @Public()
  @Get('billing/config')
  config() {
    return this.billing.config();
  }

  @Public()
  @Post('create-subscription')
  @HttpCode(200)
  async createSubscription(@Body() body: unknown, @Req() req: FastifyRequest) {
    const input = validate(createSubscriptionSchema, body);
    await this.registration.countAttempt(req.ip);
    return this.billing.createSubscription(input);
  }

  @Public()
  @Post('confirm-payment')
  @HttpCode(200)
  async confirmPayment(@Body() body: unknown, @Req() req: FastifyRequest) {
    const { paymentIntentId } = validate(confirmPaymentSchema, body);
    await this.registration.countAttempt(req.ip);
    return this.billing.confirmPayment(paymentIntentId);
  }

  @Public()
  @Post('confirm-payment-manual')
  @HttpCode(200)
  async confirmManual(@Body() body: unknown, @Req() req: FastifyRequest) {
    try {
      const { stripeCustomerId } = validate(confirmPaymentManualSchema, body);
      await this.registration.countAttempt(req.ip);
      return await this.billing.confirmManual(stripeCustomerId);
    } catch (error) {
      throw withErrorField(error);
    }
  }
}
