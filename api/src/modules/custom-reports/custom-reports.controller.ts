import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CUSTOM_REPORTS_MSG, customReportRunSchema, customReportSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { CustomReportsService } from './custom-reports.service';

/**
 * Saved custom reports (docs/product/api.md, 'Relatórios personalizados'): management only, plan Expert. The
 * static '/api/reports/custom' segment wins over the advanced reports' '/api/reports/:name' in Fastify's router.
 */
@RequirePermission('reports.view')
@RequirePlan('customReports')
@ApiArea('Relatórios')
@Controller('api/reports/custom')
export class CustomReportsController {
  constructor(private readonly reports: CustomReportsService) {}

  @Scope('reports:read')
  @ApiDoc({ summary: 'Lista os relatórios personalizados', response: 'CustomReportDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.reports.list(auth);
  }

  @ApiDoc({
    summary: 'Cria um relatório personalizado',
    description: '409 quando o estabelecimento já tem o máximo de relatórios salvos.',
    body: customReportSchema,
    response: 'CustomReportDto',
    errors: [409],
  })
  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.reports.create(auth, validate(customReportSchema, body));
  }

  @Scope('reports:read')
  @ApiDoc({ summary: 'Lê um relatório personalizado', response: 'CustomReportDto' })
  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number) {
    return this.reports.get(auth, id);
  }

  @ApiDoc({
    summary: 'Altera um relatório personalizado',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado.',
    body: customReportSchema,
    response: 'CustomReportDto',
    errors: [409],
  })
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number, @Body() body: unknown) {
    return this.reports.update(auth, id, validate(customReportSchema, body));
  }

  @ApiDoc({ summary: 'Exclui um relatório personalizado', response: 'Success' })
  @Delete(':id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number) {
    return this.reports.remove(auth, id);
  }

  @Scope('reports:read')
  @ApiDoc({ summary: 'Gera um relatório personalizado', query: customReportRunSchema, response: 'ReportAnswer' })
  @Get(':id/run')
  run(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number, @Query() query: unknown) {
    return this.reports.run(auth, id, validate(customReportRunSchema, query ?? {}));
  }
}
