import { Module } from '@nestjs/common';
import { FinancesModule } from '../finances/finances.module';
import { CommissionsController } from './commissions.controller';
import { CommissionsRepository } from './commissions.repository';
import { CommissionsService } from './commissions.service';

/** Owns commission rules, entries and payouts (docs/product/api.md, 'Comissões'). */
@Module({
  imports: [FinancesModule],
  controllers: [CommissionsController],
  providers: [CommissionsService, CommissionsRepository],
})
export class CommissionsModule {}
