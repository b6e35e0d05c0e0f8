import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { BusinessHoursController } from './business-hours.controller';
import { BusinessHoursRepository } from './business-hours.repository';
import { BusinessHoursService } from './business-hours.service';

@Module({
  imports: [EstablishmentsModule],
  controllers: [BusinessHoursController],
  providers: [BusinessHoursService, BusinessHoursRepository],
  exports: [BusinessHoursService],
})
export class BusinessHoursModule {}
