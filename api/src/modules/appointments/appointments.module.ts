import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AppointmentEvents } from './appointment-events';
import { AppointmentStatusService } from './appointment-status.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService } from './appointments.service';
import { UpcomingService } from './upcoming.service';
import { AppointmentGroupService } from './visits/appointment-group.service';
import { AppointmentSeriesService } from './visits/appointment-series.service';
import { SeriesChangesService } from './visits/series-changes.service';
import { AppointmentGroupsController, AppointmentSeriesController } from './visits/visits.controller';

@Module({
  imports: [AvailabilityModule, NotificationsModule],
  controllers: [AppointmentsController, AppointmentGroupsController, AppointmentSeriesController],
  providers: [
    AppointmentsRepository,
    AppointmentsService,
    AppointmentStatusService,
    AppointmentEvents,
    UpcomingService,
    AppointmentGroupService,
    AppointmentSeriesService,
    SeriesChangesService,
  ],
  exports: [UpcomingService, AppointmentsService, AppointmentStatusService],
})
export class AppointmentsModule {}
