import { Module } from '@nestjs/common';
import { CheckoutsController } from './checkouts.controller';
import { CheckoutsRepository } from './checkouts.repository';
import { CheckoutsService } from './checkouts.service';
import { PaymentMethodsService } from './payment-methods.service';

/** Owns comandas and payment-method settings (docs/product/api.md, 'Checkouts'). */
@Module({ controllers: [CheckoutsController], providers: [CheckoutsService, CheckoutsRepository, PaymentMethodsService] })
export class CheckoutsModule {}
