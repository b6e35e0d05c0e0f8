import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CUSTOM_REPORTS_MSG, customReportRunSchema, customReportSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { CustomReportsService } from './custom-reports.service';

/**
 * Saved custom reports (docs/product/api.md, 'Relatórios personalizados'): management only, plan Expert. The
 * static '/api/reports/custom' segment wins over the advanced reports' '/api/reports/:name' in Fastify's router.
 */
@RequirePermission('reports.view')
@RequirePlan('customReports')
@Controller('api/reports/custom')
export class CustomReportsController {
  constructor(private readonly reports: CustomReportsService) {}

  @Scope('reports:read')
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.reports.list(auth);
  }

  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.reports.create(auth, validate(customReportSchema, body));
  }

  @Scope('reports:read')
  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number) {
    return this.reports.get(auth, id);
  }

  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number, @Body() body: unknown) {
    return this.reports.update(auth, id, validate(customReportSchema, body));
  }

  @Delete(':id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number) {
    return this.reports.remove(auth, id);
  }

  @Scope('reports:read')
  @Get(':id/run')
  run(@Auth() auth: AuthContext, @IdParam('id', CUSTOM_REPORTS_MSG.notFound) id: number, @Query() query: unknown) {
    return this.reports.run(auth, id, validate(customReportRunSchema, query ?? {}));
  }
}
