import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { changePlanSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Public, RequirePermission } from '../../platform/auth/decorators';
import type { WithRawBody } from '../../platform/http/raw-body';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { SubscriptionService } from './subscription.service';
import { UnitSubscriptionService } from './unit-subscription.service';
import { WebhookService } from './webhook.service';
import { NoIdempotency } from '../../platform/idempotency/idempotency.interceptor';

/** The Plano card's calls (docs/product/roles.md ('Billing')): management only, they change what the establishment pays. */
@ApiArea('Assinatura')
@Controller('api/billing')
export class SubscriptionController {
  constructor(
    private readonly subscriptions: SubscriptionService,
    private readonly units: UnitSubscriptionService,
  ) {}

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lê a assinatura do estabelecimento', response: 'SubscriptionView' })
  @Get('subscription')
  view(@Auth() auth: AuthContext) {
    return this.subscriptions.view(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Troca o plano da assinatura',
    description: '409: já é o plano atual, a assinatura foi cancelada no Stripe, ou o plano não comporta a equipe ou os módulos em uso.',
    body: changePlanSchema,
    response: 'SubscriptionView',
    errors: [409],
  })
  @Post('change-plan')
  @HttpCode(200)
  changePlan(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.subscriptions.changePlan(auth, validate(changePlanSchema, body).planId);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Cancela a assinatura', description: '409: a assinatura já está cancelada.', response: 'SubscriptionView', errors: [409] })
  @Post('cancel')
  @HttpCode(200)
  cancel(@Auth() auth: AuthContext) {
    return this.subscriptions.cancel(auth);
  }

  /** A unit without a subscription subscribes under its network's customer (docs/product/units.md, 'Plans and billing'). */
  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Assina o plano da unidade pelo cliente da rede',
    description: '409: a unidade já tem assinatura.',
    response: 'UnitSubscriptionView',
    errors: [409],
  })
  @Post('subscribe')
  @HttpCode(200)
  subscribe(@Auth() auth: AuthContext) {
    return this.units.subscribe(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Abre o portal de pagamento do Stripe',
    description: '409: o estabelecimento não tem assinatura no Stripe.',
    response: 'BillingPortalResponse',
    errors: [409],
  })
  @Post('portal')
  @HttpCode(200)
  portal(@Auth() auth: AuthContext) {
    return this.subscriptions.portal(auth);
  }
}

/** Stripe calls this from its servers: no session, no Origin; the signature on the raw body is the check. */
@NoIdempotency()
@ApiArea('Assinatura')
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  @Public()
  @ApiDoc({
    summary: 'Recebe os eventos do Stripe',
    description: 'Chamado pelos servidores do Stripe; o corpo bruto é conferido pela assinatura no cabeçalho stripe-signature (400 se inválida).',
    response: 'StripeWebhookAck',
    errors: [400],
  })
  @Post('webhook')
  @HttpCode(200)
  receive(@Req() request: WithRawBody, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
