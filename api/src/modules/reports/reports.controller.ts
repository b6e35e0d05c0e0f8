import { Controller, Get, Param, Query } from '@nestjs/common';
import { REPORT_GROUP_BY, REPORT_NAMES, reportExportSchema, reportQuerySchema, reportVisitsCursorSchema, reportVisitsQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { ReportExportService } from './report-export.service';
import { ReportsService } from './reports.service';

// The query schema depends on the report (its groupBy values): the page shows revenue's and lists the others here.
const REPORT_DESCRIPTION = `{name} é um de: ${REPORT_NAMES.join(', ')}. O groupBy aceito depende do relatório (o primeiro é o padrão): ${REPORT_NAMES.map((n) => `${n}: ${REPORT_GROUP_BY[n].join(', ')}`).join('; ')}.`;

/**
 * The advanced reports, plan Core and above, management only (docs/product/reports.md). Files are answered as a
 * StreamableFile with their own type, so an error before them is still the JSON 4xx.
 */
@ApiArea('Relatórios')
@Controller('api/reports')
@RequirePlan('reports')
@RequirePermission('reports.view')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly exports: ReportExportService,
  ) {}

  @Scope('reports:read')
  @ApiDoc({
    summary: 'Lista os atendimentos por trás de uma linha de relatório',
    description:
      'Sem `after`, responde uma página numerada (`page`, 50 por página); com `after` (0 para começar, depois o `next` recebido), uma página por cursor, dos mais recentes aos mais antigos, que não se desloca quando novos atendimentos são fechados.',
    query: reportVisitsQuerySchema.concat(reportVisitsCursorSchema.pick(['after', 'limit']).partial()),
    response: 'ReportVisitPage | ReportVisitCursorPage',
  })
  @Get('visits')
  visits(@Auth() auth: AuthContext, @Query() query: Record<string, unknown> | undefined) {
    if (query?.after === undefined) return this.reports.visits(auth, validate(reportVisitsQuerySchema, query ?? {}));
    return this.reports.visitsCursor(auth, validate(reportVisitsCursorSchema, query));
  }

  @Scope('reports:read')
  @ApiDoc({ summary: 'Gera um relatório', description: REPORT_DESCRIPTION, query: reportQuerySchema('revenue'), response: 'ReportAnswer', errors: [404] })
  @Get(':name')
  run(@Auth() auth: AuthContext, @Param('name') name: string, @Query() query: unknown) {
    const report = ReportsService.nameOf(name);
    return this.reports.run(auth, report, validate(reportQuerySchema(report), query ?? {}));
  }

  @ApiDoc({
    summary: 'Exporta um relatório em CSV, XLSX ou PDF',
    description: `${REPORT_DESCRIPTION} O arquivo tem o tipo do \`format\` pedido: text/csv, XLSX (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) ou application/pdf.`,
    query: reportExportSchema('revenue'),
    response: null,
    file: 'application/octet-stream',
    errors: [404],
  })
  @Get(':name/export')
  export(@Auth() auth: AuthContext, @Param('name') name: string, @Query() query: unknown) {
    const report = ReportsService.nameOf(name);
    return this.exports.file(auth, report, validate(reportExportSchema(report), query ?? {}));
  }
}
