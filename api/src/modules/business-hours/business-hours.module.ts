import { Module } from '@nestjs/common';
import { BusinessHoursController } from './business-hours.controller';
import { BusinessHoursService } from './business-hours.service';

@Module({ controllers: [BusinessHoursController], providers: [BusinessHoursService], exports: [BusinessHoursService] })
export class BusinessHoursModule {}
