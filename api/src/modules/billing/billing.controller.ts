import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { confirmPaymentManualSchema, confirmPaymentSchema, createSubscriptionSchema } from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { withErrorField } from '../../platform/http/errors';
import { RegistrationService } from '../identity/registration.service';
import { BillingService } from './billing.service';

/**
 * docs/product/api.md 'Auth and registration' payment calls; public because the account does not exist yet. Each call that
 * can create an account counts as a sign-up attempt of its address, as registration does.
 */
@ApiArea('Assinatura')
@Controller('api')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly registration: RegistrationService,
  ) {}

  @Public()
  @ApiDoc({ summary: 'Lê a configuração do pagamento (provedor e chave pública)', response: 'BillingConfig' })
  @Get('billing/config')
  config() {
    return this.billing.config();
  }

  @Public()
  @ApiDoc({
    summary: 'Inicia o cadastro com pagamento da assinatura',
    description: 'A conta só é criada quando o pagamento é confirmado. 409: o e-mail já está cadastrado; 429: cadastros demais do mesmo endereço.',
    body: createSubscriptionSchema,
    response: 'CreateSubscriptionResponse',
    errors: [409, 429],
  })
  @Post('create-subscription')
  @HttpCode(200)
  async createSubscription(@Body() body: unknown, @Req() req: FastifyRequest) {
    const input = validate(createSubscriptionSchema, body);
    await this.registration.countAttempt(req.ip);
    return this.billing.createSubscription(input);
  }

  @Public()
  @ApiDoc({
    summary: 'Confirma o pagamento e cria a conta',
    description: 'Idempotente: confirmar de novo responde a mesma conta. 402: o pagamento ainda não foi aprovado; 404: cadastro pendente não encontrado.',
    body: confirmPaymentSchema,
    response: 'PaymentConfirmation',
    errors: [402, 404, 429],
  })
  @Post('confirm-payment')
  @HttpCode(200)
  async confirmPayment(@Body() body: unknown, @Req() req: FastifyRequest) {
    const { paymentIntentId } = validate(confirmPaymentSchema, body);
    await this.registration.countAttempt(req.ip);
    return this.billing.confirmPayment(paymentIntentId);
  }

  @Public()
  @ApiDoc({
    summary: 'Confirma o pagamento pelo cliente do Stripe e cria a conta',
    description: 'Idempotente, como confirm-payment. 402: o pagamento ainda não foi aprovado; 404: cadastro pendente não encontrado.',
    body: confirmPaymentManualSchema,
    response: 'PaymentConfirmation',
    errors: [402, 404, 429],
  })
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
