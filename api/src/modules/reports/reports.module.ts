import { Module } from '@nestjs/common';
import { RevenueLedgerService } from './ledger/revenue-ledger.service';
import { ReportExportService } from './report-export.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** The advanced reports and their exports (docs/product/reports.md): reads over other modules' tables; it owns the
 * revenue ledger, kept in step with the comandas' closings and refunds. */
@Module({
  controllers: [ReportsController],
  providers: [ReportsService, ReportExportService, RevenueLedgerService],
})
export class ReportsModule {}
