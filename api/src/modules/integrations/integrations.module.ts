import { Module } from '@nestjs/common';
import { AgendaReleaseModule } from '../agenda-release/agenda-release.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { AvailabilityModule } from '../availability/availability.module';
import { ClientsModule } from '../clients/clients.module';
import { WhatsappModule } from '../whatsapp/whatsapp.module';
import { IntegrationKeyGuard } from './integration-key.guard';
import { IntegrationKeysController } from './integration-keys.controller';
import { IntegrationKeysRepository } from './integration-keys.repository';
import { IntegrationKeysService } from './integration-keys.service';
import { IntegrationsController } from './integrations.controller';
import { IntegrationsRepository } from './integrations.repository';
import { IntegrationsService } from './integrations.service';
import { KeyCallAudit } from './key-call-audit';
import { ScopedKeyAuthenticator } from './scoped-key.authenticator';

@Module({
  imports: [AgendaReleaseModule, AppointmentsModule, AvailabilityModule, ClientsModule, WhatsappModule],
  controllers: [IntegrationKeysController, IntegrationsController],
  providers: [
    IntegrationKeysRepository,
    IntegrationKeysService,
    IntegrationsRepository,
    IntegrationsService,
    IntegrationKeyGuard,
    ScopedKeyAuthenticator,
    KeyCallAudit,
  ],
})
export class IntegrationsModule {}
