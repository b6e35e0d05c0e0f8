import { Module } from '@nestjs/common';
import { DepositsModule } from '../deposits/deposits.module';
import { AgendaReleaseModule } from '../agenda-release/agenda-release.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { AvailabilityModule } from '../availability/availability.module';
import { ClientsModule } from '../clients/clients.module';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { WhatsappModule } from '../whatsapp/whatsapp.module';
import { BookingMessagesService } from './booking-messages.service';
import { OnlineBookingSettingsController, PublicBookingController } from './online-booking.controller';
import { OnlineBookingJobs } from './online-booking.jobs';
import { OnlineBookingSettingsService } from './online-booking-settings.service';
import { OnlineBookingRepository } from './online-booking.repository';
import { ManageLinkService } from './manage-link.service';
import { OnlineBookingService } from './online-booking.service';
import { PublicGroupService } from './public-group.service';
import { PublicPageService } from './public-page.service';
import { PublicBookingRules } from './public-rules.service';
import { PublicTimesService } from './public-times.service';
import { SendsRepository } from './sends.repository';
import { WaitlistHolds } from './waitlist-holds';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';

/** Online booking for end clients (docs/product/screens.md ('Agendamento online')): public page and calls, manage link, messages, reminders, waitlist. */
@Module({
  imports: [AvailabilityModule, AppointmentsModule, AgendaReleaseModule, ClientsModule, EstablishmentsModule, WhatsappModule, DepositsModule],
  controllers: [OnlineBookingSettingsController, PublicBookingController],
  providers: [
    OnlineBookingRepository,
    PublicBookingRules,
    PublicPageService,
    PublicTimesService,
    OnlineBookingService,
    PublicGroupService,
    ManageLinkService,
    OnlineBookingSettingsService,
    SendsRepository,
    BookingMessagesService,
    WaitlistHolds,
    WaitlistRepository,
    WaitlistService,
    OnlineBookingJobs,
  ],
})
export class OnlineBookingModule {}
