import { Controller, Get, Param, Query } from '@nestjs/common';
import { reportExportSchema, reportQuerySchema, reportVisitsQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ReportExportService } from './report-export.service';
import { ReportsService } from './reports.service';

/**
 * The advanced reports, plan Core and above, management only (docs/product/reports.md). Files are answered as a
 * StreamableFile with their own type, so an error before them is still the JSON 4xx.
 */
@Controller('api/reports')
@RequirePlan('reports')
@RequirePermission('reports.view')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly exports: ReportExportService,
  ) {}

  @Scope('reports:read')
  @Get('visits')
  visits(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.reports.visits(auth, validate(reportVisitsQuerySchema, query ?? {}));
  }

  @Scope('reports:read')
  @Get(':name')
  run(@Auth() auth: AuthContext, @Param('name') name: string, @Query() query: unknown) {
    const report = ReportsService.nameOf(name);
    return this.reports.run(auth, report, validate(reportQuerySchema(report), query ?? {}));
  }

  @Get(':name/export')
  export(@Auth() auth: AuthContext, @Param('name') name: string, @Query() query: unknown) {
    const report = ReportsService.nameOf(name);
    return this.exports.file(auth, report, validate(reportExportSchema(report), query ?? {}));
  }
}
