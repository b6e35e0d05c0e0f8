import { Body, Controller, Get, HttpCode, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CASH_MSG, cashCloseSchema, cashDaySchema, cashMovementSchema, cashOpenSchema, cashSettingsSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { CashSessionsService } from './cash-sessions.service';

/** The cash drawer (docs/product/api.md, 'Caixa'): management's, on plan Core and above. Amounts are integer cents. */
@RequirePlan('financial')
@ApiArea('Comandas')
@Controller('api/cash-sessions')
export class CashSessionsController {
  constructor(private readonly cash: CashSessionsService) {}

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({ summary: 'Lista os caixas de um dia', query: cashDaySchema, response: 'CashSessionDto[]' })
  @Get()
  day(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.cash.day(auth, validate(cashDaySchema, query ?? {}));
  }

  // Fixed paths before ':id'.
  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({ summary: 'Lê o caixa aberto', description: '404 quando não há caixa aberto.', response: 'CashSessionDetailDto', errors: [404] })
  @Get('current')
  current(@Auth() auth: AuthContext) {
    return this.cash.current(auth);
  }

  @RequirePermission('transactions.viewAll')
  @ApiDoc({ summary: 'Lê as configurações do caixa', response: 'CashSettingsDto' })
  @Get('settings')
  settings(@Auth() auth: AuthContext) {
    return this.cash.settings(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Altera as configurações do caixa',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado.',
    body: cashSettingsSchema,
    response: 'CashSettingsDto',
    errors: [409],
  })
  @Put('settings')
  saveSettings(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.cash.saveSettings(auth, validate(cashSettingsSchema, body));
  }

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({ summary: 'Lê um caixa com seus movimentos', response: 'CashSessionDetailDto' })
  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', CASH_MSG.notFound) id: number) {
    return this.cash.get(auth, id);
  }

  @RequirePermission('transactions.viewAll')
  // The type goes with the file, not as a route header: a 404 must still answer JSON (a PDF header made it a 500).
  @ApiDoc({ summary: 'Baixa o relatório do caixa em PDF', response: null, file: 'application/pdf' })
  @Get(':id/report')
  async report(@Auth() auth: AuthContext, @IdParam('id', CASH_MSG.notFound) id: number) {
    return new StreamableFile(await this.cash.report(auth, id), { type: 'application/pdf', disposition: `inline; filename="caixa-${id}.pdf"` });
  }

  @RequirePermission('transactions.create')
  @ApiDoc({ summary: 'Abre o caixa', description: '409 quando o caixa já está aberto.', body: cashOpenSchema, response: 'CashSessionDetailDto', errors: [409] })
  @Post()
  open(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.cash.open(auth, validate(cashOpenSchema, body));
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Registra um suprimento ou uma sangria no caixa',
    description: '409 quando o caixa já está fechado.',
    body: cashMovementSchema,
    response: 'CashSessionDetailDto',
    errors: [409],
  })
  @Post(':id/movements')
  movement(@Auth() auth: AuthContext, @IdParam('id', CASH_MSG.notFound) id: number, @Body() body: unknown) {
    return this.cash.move(auth, id, validate(cashMovementSchema, body));
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Fecha o caixa',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado. Um caixa já fechado também responde 409.',
    body: cashCloseSchema,
    response: 'CashSessionDetailDto',
    errors: [409],
  })
  @Post(':id/close')
  @HttpCode(200)
  close(@Auth() auth: AuthContext, @IdParam('id', CASH_MSG.notFound) id: number, @Body() body: unknown) {
    return this.cash.close(auth, id, validate(cashCloseSchema, body));
  }
}
