import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { FinancesModule } from '../finances/finances.module';
import { ProductsModule } from '../products/products.module';
import { DashboardController } from './dashboard.controller';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { SetupRepository } from './setup.repository';

@Module({
  imports: [AppointmentsModule, FinancesModule, ProductsModule],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardRepository, SetupRepository],
})
export class DashboardModule {}
