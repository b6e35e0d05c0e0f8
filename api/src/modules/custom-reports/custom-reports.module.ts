import { Module } from '@nestjs/common';
import { CustomReportsController } from './custom-reports.controller';
import { CustomReportsJobs } from './custom-reports.jobs';
import { CustomReportsRepository } from './custom-reports.repository';
import { CustomReportsService } from './custom-reports.service';

/** Owns the saved custom reports, their runs and their weekly e-mail (docs/product/api.md, 'Relatórios personalizados'). */
@Module({
  controllers: [CustomReportsController],
  providers: [CustomReportsService, CustomReportsRepository, CustomReportsJobs],
})
export class CustomReportsModule {}
