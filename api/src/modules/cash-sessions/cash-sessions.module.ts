import { Module } from '@nestjs/common';
import { CashSessionsController } from './cash-sessions.controller';
import { CashSessionsRepository } from './cash-sessions.repository';
import { CashSessionsService } from './cash-sessions.service';

/** Owns the cash drawers, their movements and the cash setting (docs/product/api.md, 'Caixa'). */
@Module({
  controllers: [CashSessionsController],
  providers: [CashSessionsService, CashSessionsRepository],
})
export class CashSessionsModule {}
