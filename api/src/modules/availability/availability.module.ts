import { Module } from '@nestjs/common';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { DayContextLoader } from './day-context.loader';

@Module({ controllers: [AvailabilityController], providers: [AvailabilityService, DayContextLoader], exports: [DayContextLoader] })
export class AvailabilityModule {}
