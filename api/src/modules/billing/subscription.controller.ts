import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { changePlanSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Public, RequirePermission } from '../../platform/auth/decorators';
import type { WithRawBody } from '../../platform/http/raw-body';
import { validate } from '../../platform/validation/validate';
import { SubscriptionService } from './subscription.service';
import { UnitSubscriptionService } from './unit-subscription.service';
import { WebhookService } from './webhook.service';
import { NoIdempotency } from '../../platform/idempotency/idempotency.interceptor';

/** The Plano card's calls (docs/product/roles.md ('Billing')): management only, they change what the establishment pays. */
@Controller('api/billing')
export class SubscriptionController {
  constructor(
    private readonly subscriptions: SubscriptionService,
    private readonly units: UnitSubscriptionService,
  ) {}

  @RequirePermission('settings.editBusiness')
  @Get('subscription')
  view(@Auth() auth: AuthContext) {
    return this.subscriptions.view(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Post('change-plan')
  @HttpCode(200)
  changePlan(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.subscriptions.changePlan(auth, validate(changePlanSchema, body).planId);
  }

  @RequirePermission('settings.editBusiness')
  @Post('cancel')
  @HttpCode(200)
  cancel(@Auth() auth: AuthContext) {
    return this.subscriptions.cancel(auth);
  }

  /** A unit without a subscription subscribes under its network's customer (docs/product/units.md, 'Plans and billing'). */
  @RequirePermission('settings.editBusiness')
  @Post('subscribe')
  @HttpCode(200)
  subscribe(@Auth() auth: AuthContext) {
    return this.units.subscribe(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Post('portal')
  @HttpCode(200)
  portal(@Auth() auth: AuthContext) {
    return this.subscriptions.portal(auth);
  }
}

/** Stripe calls this from its servers: no session, no Origin; the signature on the raw body is the check. */
@NoIdempotency()
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  receive(@Req() request: WithRawBody, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
