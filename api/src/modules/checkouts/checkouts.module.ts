import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { FinancesModule } from '../finances/finances.module';
import { ProductsModule } from '../products/products.module';
import { CheckoutsController } from './checkouts.controller';
import { CheckoutsRepository } from './checkouts.repository';
import { CheckoutsService } from './checkouts.service';
import { PaymentMethodsService } from './payment-methods.service';

/** Owns comandas and payment-method settings (docs/product/api.md, 'Checkouts'). */
@Module({
  imports: [AppointmentsModule, FinancesModule, ProductsModule],
  controllers: [CheckoutsController],
  providers: [CheckoutsService, CheckoutsRepository, PaymentMethodsService],
})
export class CheckoutsModule {}
