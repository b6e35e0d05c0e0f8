import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { FinancesModule } from '../finances/finances.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { DepositLifecycle } from './deposit-lifecycle.service';
import { DepositStripeClient } from './deposit-stripe.client';
import { DepositTenderService } from './deposit-tender.service';
import { DepositsController } from './deposits.controller';
import { DepositsRepository } from './deposits.repository';
import { DepositsService } from './deposits.service';

/** Owns deposits and their settings (docs/product/deposits.md); online booking opens them, billing's webhook pays them, comandas bring them in. */
@Module({
  imports: [AppointmentsModule, FinancesModule, NotificationsModule],
  controllers: [DepositsController],
  providers: [DepositsRepository, DepositsService, DepositLifecycle, DepositStripeClient, DepositTenderService],
  exports: [DepositsService, DepositLifecycle, DepositTenderService],
})
export class DepositsModule {}
