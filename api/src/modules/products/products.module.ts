import { Module } from '@nestjs/common';
import { FinancesModule } from '../finances/finances.module';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

/** Products, their stock and their sales; a sale's income goes through the finances service. */
@Module({ imports: [FinancesModule], controllers: [ProductsController], providers: [ProductsService, ProductsRepository], exports: [ProductsService] })
export class ProductsModule {}
