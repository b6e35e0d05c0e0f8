import { Module } from '@nestjs/common';
import { BusinessHoursModule } from '../business-hours/business-hours.module';
import { IdentityModule } from '../identity/identity.module';
import { AbsencesService } from './absences.service';
import { BlocksController } from './blocks.controller';
import { BlocksRepository } from './blocks.repository';
import { BlocksService } from './blocks.service';
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
  controllers: [StaffController, StaffScheduleController, BlocksController, CommissionController],
  providers: [StaffService, WorkingHoursService, AbsencesService, BlocksService, BlocksRepository, StaffRepository, CommissionService, CommissionRepository],
  exports: [StaffService],
})
export class StaffModule {}
