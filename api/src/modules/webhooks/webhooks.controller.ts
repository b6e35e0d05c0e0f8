import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, Query } from '@nestjs/common';
import { cursorQuerySchema, WEBHOOK_MSG, webhookSchema, webhookSchemaFor, webhookTestDeliverySchema, webhookTestDeliverySchemaFor } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { IdParam } from '../../platform/http/id-param';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { WebhookTestDeliveryService } from './test-delivery.service';
import { WebhooksService } from './webhooks.service';

/** Outgoing webhooks (docs/product/webhooks.md): the owner's, on plan Expert ('API completa'). */
@RequirePermission('webhooks.manage')
@RequirePlan('webhooks')
// An integration key manages them with the 'webhooks:write' scope (docs/product/api.md, 'Integration keys').
@Scope('webhooks:write')
@ApiArea('Integrações')
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

  @ApiDoc({ summary: 'Lista os webhooks', response: 'WebhookDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.webhooks.list(auth);
  }

  // The documented schemas are the handlers' without the server's allowlist (config): same fields and rules.
  @ApiDoc({
    summary: 'Cria um webhook',
    description: 'A resposta é a única que traz o secret (assinatura Standard Webhooks). 409: o limite de webhooks do estabelecimento foi atingido.',
    body: webhookSchema,
    response: 'WebhookCreatedDto',
    errors: [409],
  })
  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.webhooks.create(auth, validate(this.schema, body));
  }

  /** One signed sample to any address: a 200 whatever the receiver did (docs/product/webhooks.md, 'Test delivery'). */
  @ApiDoc({
    summary: 'Envia uma entrega de teste assinada a um endereço',
    description: 'Responde 200 seja qual for a resposta do destino: o resultado da tentativa vem em status e httpStatus.',
    body: webhookTestDeliverySchema,
    response: 'WebhookTestDeliveryDto',
  })
  @Post('test-delivery')
  @HttpCode(200)
  testDeliver(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.testDelivery.send(auth, validate(this.testSchema, body));
  }

  @ApiDoc({ summary: 'Lê um webhook', response: 'WebhookDto' })
  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number) {
    return this.webhooks.get(auth, id);
  }

  @ApiDoc({
    summary: 'Altera um webhook',
    description: 'Envie o version lido; 409 quando outra alteração veio antes (leia de novo). Reativado, envia o que esperava.',
    body: webhookSchema,
    response: 'WebhookDto',
    errors: [409],
  })
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number, @Body() body: unknown) {
    return this.webhooks.update(auth, id, validate(this.schema, body));
  }

  @ApiDoc({ summary: 'Exclui um webhook', response: 'Success' })
  @Delete(':id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number) {
    return this.webhooks.remove(auth, id);
  }

  @ApiDoc({
    summary: 'Lista as entregas do webhook',
    description:
      'Sem `after`, as 100 mais novas, das mais novas às mais antigas; com `after` (0 para começar, depois o `next` recebido), o registro inteiro por cursor, em ordem de id.',
    query: cursorQuerySchema,
    response: 'WebhookDeliveryDto[] | WebhookDeliveryCursorPage',
  })
  @Get(':id/deliveries')
  deliveries(@Auth() auth: AuthContext, @IdParam('id', WEBHOOK_MSG.notFound) id: number, @Query() query: Record<string, unknown> = {}) {
    if (query.after === undefined) return this.webhooks.deliveriesOf(auth, id);
    return this.webhooks.deliveriesAfter(auth, id, validate(cursorQuerySchema, query));
  }

  @ApiDoc({ summary: 'Reenvia uma entrega (mesmo webhook-id)', response: 'WebhookDeliveryDto' })
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
