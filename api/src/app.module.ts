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
import { IdentityModule } from './modules/identity/identity.module';
import { EstablishmentsModule } from './modules/establishments/establishments.module';
import { BillingModule } from './modules/billing/billing.module';
import { CompletionHooksModule } from './modules/appointments/completion-hooks';
import { ClientsModule } from './modules/clients/clients.module';
import { LoyaltyModule } from './modules/loyalty/loyalty.module';
import { ServicesModule } from './modules/services/services.module';
import { StaffModule } from './modules/staff/staff.module';
import { BusinessHoursModule } from './modules/business-hours/business-hours.module';
import { AvailabilityModule } from './modules/availability/availability.module';
import { AppointmentsModule } from './modules/appointments/appointments.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { NotificationsModule } from './modules/notifications/notifications.module';

/** Domain modules, one per folder under src/modules. */
const DOMAIN_MODULES = [IdentityModule, EstablishmentsModule, BillingModule, ClientsModule, LoyaltyModule, ServicesModule, StaffModule, BusinessHoursModule, AvailabilityModule, AppointmentsModule, DashboardModule, NotificationsModule];

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
        CompletionHooksModule,
        ...DOMAIN_MODULES,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }],
    };
  }
}

@Module({})
class ConfigHolder {}
