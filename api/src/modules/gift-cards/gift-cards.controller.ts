import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { CLIENT_BALANCE_MSG, giftCardListSchema } from '@salao/contracts';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { GiftCardsService } from './gift-cards.service';

/**
 * Gift cards and the client's credit, read here; they are sold, spent and refunded through the comandas
 * (docs/product/gift-cards.md). The counter (owner and staff who open comandas) looks a card up by its code.
 */
@ApiArea('Pré-pagos')
@Controller('api')
export class GiftCardsController {
  constructor(private readonly giftCards: GiftCardsService) {}

  @RequirePermission('checkouts.open')
  @ApiDoc({ summary: 'Lista os vales-presente vendidos numa comanda', query: giftCardListSchema, response: 'GiftCardDto[]' })
  @Get('gift-cards')
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.giftCards.ofCheckout(auth, validate(giftCardListSchema, query ?? {}).checkoutId);
  }

  @RequirePermission('checkouts.open')
  @ApiDoc({ summary: 'Lê um vale-presente pelo código', response: 'GiftCardDto', errors: [404] })
  @Get('gift-cards/:code')
  get(@Auth() auth: AuthContext, @Param('code') code: string) {
    return this.giftCards.get(auth, code);
  }

  @RequirePermission('checkouts.open')
  @ApiDoc({ summary: 'Baixa o vale-presente em PDF', response: null, file: 'application/pdf', errors: [404] })
  @Get('gift-cards/:code/pdf')
  async pdf(@Auth() auth: AuthContext, @Param('code') code: string, @Res() reply: FastifyReply) {
    const { card, bytes } = await this.giftCards.pdf(auth, code);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="vale-presente-${card.code}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  }

  @RequirePermission('transactions.viewAll')
  @ApiDoc({ summary: 'Lê o crédito do cliente', response: 'ClientCreditDto' })
  @Get('clients/:id/credit')
  credit(@Auth() auth: AuthContext, @IdParam('id', CLIENT_BALANCE_MSG.clientNotFound) id: number) {
    return this.giftCards.clientCredit(auth, id);
  }
}
