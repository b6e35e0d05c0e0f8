import { Module } from '@nestjs/common';
import { ReportExportService } from './report-export.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** The advanced reports and their exports (docs/product/reports.md): reads over other modules' tables, it owns none. */
@Module({
  controllers: [ReportsController],
  providers: [ReportsService, ReportExportService],
})
export class ReportsModule {}
