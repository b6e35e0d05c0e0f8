import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { LoyaltyController } from './loyalty.controller';
import { LoyaltyPointsHook } from './loyalty-points.hook';
import { LoyaltyPointsService } from './loyalty-points.service';
import { LoyaltyProgramsService } from './loyalty-programs.service';

@Module({
  imports: [ClientsModule],
  controllers: [LoyaltyController],
  providers: [LoyaltyProgramsService, LoyaltyPointsService, LoyaltyPointsHook],
})
export class LoyaltyModule {}
