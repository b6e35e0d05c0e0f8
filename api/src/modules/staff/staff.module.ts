import { Module } from '@nestjs/common';
import { BusinessHoursModule } from '../business-hours/business-hours.module';
import { AbsencesService } from './absences.service';
import { StaffScheduleController } from './staff-schedule.controller';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';
import { WorkingHoursService } from './working-hours.service';

@Module({
  imports: [BusinessHoursModule],
  controllers: [StaffController, StaffScheduleController],
  providers: [StaffService, WorkingHoursService, AbsencesService],
  exports: [StaffService],
})
export class StaffModule {}
