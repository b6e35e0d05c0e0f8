import { Module } from '@nestjs/common';
import { BusinessHoursModule } from '../business-hours/business-hours.module';
import { IdentityModule } from '../identity/identity.module';
import { AbsencesService } from './absences.service';
import { CommissionController } from './commission.controller';
import { CommissionRepository } from './commission.repository';
import { CommissionService } from './commission.service';
import { StaffScheduleController } from './staff-schedule.controller';
import { StaffController } from './staff.controller';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';
import { WorkingHoursService } from './working-hours.service';

@Module({
  imports: [BusinessHoursModule, IdentityModule],
  controllers: [StaffController, StaffScheduleController, CommissionController],
  providers: [StaffService, WorkingHoursService, AbsencesService, StaffRepository, CommissionService, CommissionRepository],
  exports: [StaffService],
})
export class StaffModule {}
