import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AppointmentEvents } from './appointment-events';
import { AppointmentStatusService } from './appointment-status.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService } from './appointments.service';
import { UpcomingService } from './upcoming.service';

@Module({
  imports: [AvailabilityModule, NotificationsModule],
  controllers: [AppointmentsController],
  providers: [AppointmentsRepository, AppointmentsService, AppointmentStatusService, AppointmentEvents, UpcomingService],
  exports: [UpcomingService, AppointmentsService, AppointmentStatusService],
})
export class AppointmentsModule {}
