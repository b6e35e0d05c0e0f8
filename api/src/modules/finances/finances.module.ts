import { Module } from '@nestjs/common';
import { FinancesController } from './finances.controller';
import { FinancesRepository } from './finances.repository';
import { FinancesService } from './finances.service';

/** Owns transactions: the finance screen's routes, income from completions and sales, figures for the dashboard. */
@Module({ controllers: [FinancesController], providers: [FinancesService, FinancesRepository], exports: [FinancesService] })
export class FinancesModule {}
