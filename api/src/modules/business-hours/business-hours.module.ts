import { Module } from '@nestjs/common';
import { BusinessHoursController } from './business-hours.controller';
import { BusinessHoursRepository } from './business-hours.repository';
import { BusinessHoursService } from './business-hours.service';

@Module({ controllers: [BusinessHoursController], providers: [BusinessHoursService, BusinessHoursRepository], exports: [BusinessHoursService] })
export class BusinessHoursModule {}
