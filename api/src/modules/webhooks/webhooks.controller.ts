import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { WEBHOOK_MSG, webhookSchemaFor, webhookTestDeliverySchemaFor } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { WebhookTestDeliveryService } from './test-delivery.service';
import { WebhooksService } from './webhooks.service';

/** Outgoing webhooks (docs/product/webhooks.md): the owner's, on plan Expert ('API completa'). */
@RequirePermission('webhooks.manage')
@RequirePlan('webhooks')
// An integration key manages them with the 'webhooks:write' scope (docs/product/api.md, 'Integration keys').
@Scope('webhooks:write')
@Controller('api/webhooks')
export class WebhooksController {
  private readonly schema: ReturnType<typeof webhookSchemaFor>;
  private readonly testSchema: ReturnType<typeof webhookTestDeliverySchemaFor>;

  constructor(
    private readonly webhooks: WebhooksService,
    private readonly testDelivery: WebhookTestDeliveryService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.schema = webhookSchemaFor(config.webhooks.allowedHosts);
    this.testSchema = webhookTestDeliverySchemaFor(config.webhooks.allowedHosts);
  }

  @Get()
  list(@Auth() auth: AuthContext) {
    return this.webhooks.list(auth);
  }

  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.webhooks.create(auth, validate(this.schema, body));
  }

  /** One signed sample to any address: a 200 whatever the receiver did (docs/product/webhooks.md, 'Test delivery'). */
  @Post('test-delivery')
  @HttpCode(200)
  testDeliver(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.testDelivery.send(auth, validate(this.testSchema, body));
  }

  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number) {
    return this.webhooks.get(auth, id);
  }

  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number, @Body() body: unknown) {
    return this.webhooks.update(auth, id, validate(this.schema, body));
  }

  @Delete(':id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number) {
    return this.webhooks.remove(auth, id);
  }

  @Get(':id/deliveries')
  deliveries(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number) {
    return this.webhooks.deliveriesOf(auth, id);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(200)
  redeliver(
    @Auth() auth: AuthContext,
    @IdParam('id', WEBHOOK_MSG.notFound) id: number,
    @IdParam('deliveryId', WEBHOOK_MSG.deliveryNotFound) deliveryId: number,
  ) {
    return this.webhooks.redeliver(auth, id, deliveryId);
  }
}
