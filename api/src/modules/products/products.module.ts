import { Module } from '@nestjs/common';
import { FinancesModule } from '../finances/finances.module';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';
import { StockLedger } from './stock-ledger';
import { StockMovementsController } from './stock-movements.controller';
import { StockMovementsRepository } from './stock-movements.repository';
import { StockMovementsService } from './stock-movements.service';
import { StockTransfersRepository } from './stock-transfers.repository';
import { StockTransfersService } from './stock-transfers.service';

/** Products, their stock ledger, transfers between units and their sales; a sale's income goes through the finances service. */
@Module({
  imports: [FinancesModule],
  controllers: [ProductsController, StockMovementsController],
  providers: [
    ProductsService,
    ProductsRepository,
    StockLedger,
    StockMovementsRepository,
    StockMovementsService,
    StockTransfersRepository,
    StockTransfersService,
  ],
  exports: [ProductsService],
})
export class ProductsModule {}
