import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  CHECKOUT_MSG,
  CHECKOUT_STATUSES,
  checkoutCloseSchema,
  checkoutCursorSchema,
  checkoutPageSchema,
  checkoutPaymentSchema,
  checkoutReceiptSendSchema,
  checkoutRefundSchema,
  checkoutSchema,
  CLIENT_BALANCE_MSG,
  clientBalancePaymentSchema,
  paymentMethodsSchema,
} from '@salao/contracts';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { CheckoutClosingService } from './checkout-closing.service';
import { CheckoutEditingService } from './checkout-editing.service';
import { CheckoutPaymentsService } from './checkout-payments.service';
import { CheckoutReceiptService } from './checkout-receipt.service';
import { CheckoutRefundService } from './checkout-refund.service';
import { CheckoutsService } from './checkouts.service';
import { ClientBalanceService } from './client-balance.service';
import { PaymentMethodsService } from './payment-methods.service';

/** GET /api/checkouts: the filters, the numbered page and the cursor page (docs/product/api.md 'Cursor pages'). */
const CHECKOUT_LIST_QUERY = [
  { name: 'date', description: 'Só as abertas no dia (AAAA-MM-DD, no calendário do estabelecimento).' },
  { name: 'status', description: 'Só as da situação.', enum: CHECKOUT_STATUSES },
  { name: 'clientId', description: 'Só as do cliente.', type: 'integer' },
  { name: 'appointmentId', description: 'Só as que cobram o agendamento.', type: 'integer' },
  { name: 'page', description: 'Página numerada (sem `after`), a partir de 1, 20 por página.', type: 'integer' },
  { name: 'after', description: 'Página por cursor: o id da última comanda recebida (0 para começar).', type: 'integer' },
  { name: 'limit', description: 'Itens por página de cursor (1 a 200, padrão 50).', type: 'integer' },
] as const;

/**
 * Comandas and payment methods, on every plan. A professional opens, reads and edits her own comandas
 * ('checkouts.open'); payments, closing, refunds and receipts are management's (docs/product/roles.md). Amounts are integer cents.
 */
@ApiArea('Comandas')
@Controller('api')
export class CheckoutsController {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly editing: CheckoutEditingService,
    private readonly payments: CheckoutPaymentsService,
    private readonly closing: CheckoutClosingService,
    private readonly refunds: CheckoutRefundService,
    private readonly balances: ClientBalanceService,
    private readonly receipts: CheckoutReceiptService,
    private readonly paymentMethods: PaymentMethodsService,
  ) {}

  @RequirePermission('finances.view')
  @ApiDoc({ summary: 'Lê as formas de pagamento e suas taxas', response: 'PaymentMethodsDto' })
  @Get('payment-methods')
  methods(@Auth() auth: AuthContext) {
    return this.paymentMethods.get(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Altera as formas de pagamento e suas taxas',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado.',
    body: paymentMethodsSchema,
    response: 'PaymentMethodsDto',
    errors: [409],
  })
  @Put('payment-methods')
  updateMethods(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.paymentMethods.update(auth, validate(paymentMethodsSchema, body));
  }

  @RequirePermission('checkouts.open')
  @Scope('checkout:write')
  @ApiDoc({
    summary: 'Lista as comandas',
    description: 'Sem `after`, responde uma página numerada (`page`), das mais recentes; com `after`, uma página por cursor, em ordem de id.',
    query: CHECKOUT_LIST_QUERY,
    response: 'CheckoutPage | CheckoutCursorPage',
  })
  @Get('checkouts')
  list(@Auth() auth: AuthContext, @Query() query: Record<string, unknown> = {}) {
    if (query.after === undefined) return this.checkouts.list(auth, validate(checkoutPageSchema, query));
    return this.checkouts.cursorList(auth, validate(checkoutCursorSchema, query));
  }

  @RequirePermission('checkouts.open')
  @Scope('checkout:write')
  @ApiDoc({ summary: 'Lê uma comanda', response: 'CheckoutDto' })
  @Get('checkouts/:id')
  get(@Auth() auth: AuthContext, @IdParam('id', CHECKOUT_MSG.notFound) id: number) {
    return this.checkouts.getVisible(auth, id);
  }

  @RequirePermission('checkouts.open')
  @Scope('checkout:write')
  @ApiDoc({
    summary: 'Abre uma comanda',
    description: '409 quando um agendamento já está em outra comanda ou falta estoque.',
    body: checkoutSchema,
    response: 'CheckoutDto',
    errors: [404, 409],
  })
  @Post('checkouts')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.editing.create(auth, validate(checkoutSchema, body));
  }

  @RequirePermission('checkouts.open')
  @Scope('checkout:write')
  @ApiDoc({
    summary: 'Altera os itens de uma comanda aberta',
    description:
      'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado. Uma comanda fechada ou estornada também responde 409.',
    body: checkoutSchema,
    response: 'CheckoutDto',
    errors: [409],
  })
  @Put('checkouts/:id')
  update(@Auth() auth: AuthContext, @IdParam('id', CHECKOUT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.editing.update(auth, id, validate(checkoutSchema, body));
  }

  @RequirePermission('transactions.create')
  @Scope('checkout:write')
  @ApiDoc({
    summary: 'Registra um pagamento na comanda',
    description:
      '409 quando não há saldo a pagar, a forma está inativa, o vale-presente ou crédito não cobre o valor, ou o dinheiro exige um caixa aberto e não há.',
    body: checkoutPaymentSchema,
    response: 'CheckoutDto',
    errors: [409],
  })
  @Post('checkouts/:id/payments')
  @HttpCode(200)
  pay(@Auth() auth: AuthContext, @IdParam('id', CHECKOUT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.payments.pay(auth, id, validate(checkoutPaymentSchema, body));
  }

  @RequirePermission('transactions.create')
  @Scope('checkout:write')
  @ApiDoc({
    summary: 'Fecha a comanda',
    description: 'Com saldo em aberto, responde 409, a menos que `leaveBalanceAsDebt` deixe o saldo como fiado do cliente.',
    body: checkoutCloseSchema,
    response: 'CheckoutDto',
    errors: [409],
  })
  @Post('checkouts/:id/close')
  @HttpCode(200)
  close(@Auth() auth: AuthContext, @IdParam('id', CHECKOUT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.closing.close(auth, id, validate(checkoutCloseSchema, body ?? {}));
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Estorna a comanda ou alguns de seus itens',
    description: 'Só uma comanda fechada; um item já estornado responde 409.',
    body: checkoutRefundSchema,
    response: 'CheckoutDto',
    errors: [409],
  })
  @Post('checkouts/:id/refund')
  @HttpCode(200)
  refund(@Auth() auth: AuthContext, @IdParam('id', CHECKOUT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.refunds.refund(auth, id, validate(checkoutRefundSchema, body));
  }

  @RequirePermission('transactions.viewAll')
  @ApiDoc({ summary: 'Baixa o recibo da comanda em PDF', response: null, file: 'application/pdf' })
  @Get('checkouts/:id/receipt')
  async receipt(@Auth() auth: AuthContext, @IdParam('id', CHECKOUT_MSG.notFound) id: number, @Res() reply: FastifyReply) {
    const { checkout, bytes } = await this.receipts.pdf(auth, id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="recibo-comanda-${checkout.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Envia o recibo da comanda ao cliente por e-mail ou WhatsApp',
    description:
      '409 quando a comanda não tem cliente, o cliente não tem e-mail ou telefone, ou o WhatsApp do salão não está conectado; 502 quando o WhatsApp não responde.',
    body: checkoutReceiptSendSchema,
    response: 'ReceiptSentDto',
    errors: [409, 502],
  })
  @Post('checkouts/:id/receipt/send')
  @HttpCode(200)
  sendReceipt(@Auth() auth: AuthContext, @IdParam('id', CHECKOUT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.receipts.send(auth, id, validate(checkoutReceiptSendSchema, body));
  }

  /** The client's balance ledger lives with the comandas that write it (docs/product/api.md, 'Checkouts'). */
  @RequirePermission('transactions.viewAll')
  @ApiDoc({ summary: 'Lê o fiado do cliente: saldo devedor e lançamentos', response: 'ClientBalanceDto' })
  @Get('clients/:id/balance')
  balance(@Auth() auth: AuthContext, @IdParam('id', CLIENT_BALANCE_MSG.clientNotFound) id: number) {
    return this.balances.get(auth, id);
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Registra um pagamento do fiado do cliente',
    description: '409 quando o cliente não deve nada ou o valor passa do que deve.',
    body: clientBalancePaymentSchema,
    response: 'ClientBalanceDto',
    errors: [409],
  })
  @Post('clients/:id/balance/payments')
  payDebt(@Auth() auth: AuthContext, @IdParam('id', CLIENT_BALANCE_MSG.clientNotFound) id: number, @Body() body: unknown) {
    return this.balances.pay(auth, id, validate(clientBalancePaymentSchema, body));
  }
}
