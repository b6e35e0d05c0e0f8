import { Module } from '@nestjs/common';
import { ClientCreditRepository } from './client-credit.repository';
import { GiftCardTenderService } from './gift-card-tender.service';
import { GiftCardsController } from './gift-cards.controller';
import { GiftCardsMergeService } from './gift-cards-merge.service';
import { GiftCardsRepository } from './gift-cards.repository';
import { GiftCardsService } from './gift-cards.service';

/** Owns gift cards and the clients' credit (docs/product/gift-cards.md); the comandas call GiftCardTenderService. */
@Module({
  controllers: [GiftCardsController],
  providers: [GiftCardsRepository, ClientCreditRepository, GiftCardsService, GiftCardTenderService, GiftCardsMergeService],
  exports: [GiftCardTenderService],
})
export class GiftCardsModule {}
