import { Module } from '@nestjs/common';
import { DepositsModule } from '../deposits/deposits.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { FinancesModule } from '../finances/finances.module';
import { PackagesModule } from '../packages/packages.module';
import { GiftCardsModule } from '../gift-cards/gift-cards.module';
import { ProductsModule } from '../products/products.module';
import { WhatsappModule } from '../whatsapp/whatsapp.module';
import { CheckoutsController } from './checkouts.controller';
import { CheckoutsRepository } from './checkouts.repository';
import { CheckoutClosingService } from './checkout-closing.service';
import { CheckoutEditingService } from './checkout-editing.service';
import { CheckoutPaymentsService } from './checkout-payments.service';
import { CheckoutReceiptService } from './checkout-receipt.service';
import { CheckoutRefundService } from './checkout-refund.service';
import { CheckoutRefundsRepository } from './checkout-refunds.repository';
import { CheckoutsService } from './checkouts.service';
import { ClientBalanceRepository } from './client-balance.repository';
import { ClientBalanceService } from './client-balance.service';
import { PaymentMethodsService } from './payment-methods.service';

/** Owns comandas, payment-method settings and the clients' balance ledger (docs/product/api.md, 'Checkouts'). */
@Module({
  imports: [AppointmentsModule, FinancesModule, ProductsModule, WhatsappModule, PackagesModule, GiftCardsModule, DepositsModule],
  controllers: [CheckoutsController],
  providers: [
    CheckoutsService,
    CheckoutEditingService,
    CheckoutPaymentsService,
    CheckoutClosingService,
    CheckoutRefundService,
    CheckoutsRepository,
    CheckoutRefundsRepository,
    PaymentMethodsService,
    ClientBalanceService,
    ClientBalanceRepository,
    CheckoutReceiptService,
  ],
})
export class CheckoutsModule {}
