import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from './platform/config/config';
import { dataSourceOptions } from './platform/database/data-source';
import { ErrorFilter } from './platform/http/error.filter';
import { AuthModule } from './platform/auth/auth.module';
import { MailModule } from './platform/mail/mail.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { HealthController } from './platform/health/health.controller';
import { HooksModule } from './platform/hooks/hooks';
import { IdentityModule } from './modules/identity/identity.module';
import { EstablishmentsModule } from './modules/establishments/establishments.module';
import { BillingModule } from './modules/billing/billing.module';
import { ClientsModule } from './modules/clients/clients.module';
import { LoyaltyModule } from './modules/loyalty/loyalty.module';
import { ServicesModule } from './modules/services/services.module';
import { StaffModule } from './modules/staff/staff.module';
import { BusinessHoursModule } from './modules/business-hours/business-hours.module';
import { AvailabilityModule } from './modules/availability/availability.module';
import { AppointmentsModule } from './modules/appointments/appointments.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { FinancesModule } from './modules/finances/finances.module';
import { ProductsModule } from './modules/products/products.module';
import { CheckoutsModule } from './modules/checkouts/checkouts.module';
import { DepositsModule } from './modules/deposits/deposits.module';
import { CashSessionsModule } from './modules/cash-sessions/cash-sessions.module';
import { CommissionsModule } from './modules/commissions/commissions.module';
import { ReportsModule } from './modules/reports/reports.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { SettingsModule } from './modules/settings/settings.module';
import { AgendaReleaseModule } from './modules/agenda-release/agenda-release.module';
import { AgendaModule } from './modules/agenda/agenda.module';
import { WhatsappModule } from './modules/whatsapp/whatsapp.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
import { PushModule } from './modules/push/push.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { OnlineBookingModule } from './modules/online-booking/online-booking.module';
import { CustomReportsModule } from './modules/custom-reports/custom-reports.module';
import { UnitsModule } from './modules/units/units.module';
import { ClockModule } from './platform/time/clock';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { BackupModule } from './platform/backup/backup.module';
import { AuditModule } from './platform/audit/audit.module';

/** Domain modules, one per folder under src/modules. */
const DOMAIN_MODULES = [
  IdentityModule,
  EstablishmentsModule,
  BillingModule,
  ClientsModule,
  LoyaltyModule,
  ServicesModule,
  StaffModule,
  BusinessHoursModule,
  AvailabilityModule,
  AppointmentsModule,
  FinancesModule,
  ProductsModule,
  CheckoutsModule,
  DepositsModule,
  CashSessionsModule,
  CommissionsModule,
  ReportsModule,
  DashboardModule,
  NotificationsModule,
  SettingsModule,
  AgendaReleaseModule,
  AgendaModule,
  WhatsappModule,
  IntegrationsModule,
  PushModule,
  WebhooksModule,
  OnlineBookingModule,
  CustomReportsModule,
  UnitsModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig & { databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        { module: ConfigHolder, global: true, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] },
        AuthModule,
        MailModule,
        RealtimeModule,
        HooksModule,
        ClockModule,
        IdempotencyModule,
        BackupModule,
        AuditModule,
        ...DOMAIN_MODULES,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }],
    };
  }
}

@Module({})
class ConfigHolder {}
