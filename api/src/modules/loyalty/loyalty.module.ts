import { Module } from '@nestjs/common';
import { LoyaltyController, LoyaltyEarningsController } from './loyalty.controller';
import { LoyaltyPointsService } from './loyalty-points.service';
import { LoyaltyProgramsService } from './loyalty-programs.service';
import { LoyaltyPointsRepository } from './loyalty-points.repository';
import { LoyaltyRepository } from './loyalty.repository';

@Module({
  controllers: [LoyaltyEarningsController, LoyaltyController],
  providers: [LoyaltyRepository, LoyaltyPointsRepository, LoyaltyProgramsService, LoyaltyPointsService],
})
export class LoyaltyModule {}
