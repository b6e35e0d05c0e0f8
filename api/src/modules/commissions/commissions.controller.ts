import { Body, Controller, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { COMMISSIONS_MSG, commissionEntriesQuerySchema, commissionPayoutSchema, commissionPayoutsQuerySchema, commissionRulesSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, RequirePlan } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { renderPdf } from '../../platform/pdf/pdf';
import { validate } from '../../platform/validation/validate';
import { statementDocument } from './commission-statement';
import { CommissionsService } from './commissions.service';

/**
 * Commission rules, entries and payouts, plan Core and above (docs/product/api.md, 'Comissões'). Entries,
 * payouts and statements are read by management for anyone and by a staff login for herself (the service decides).
 */
@ApiArea('Financeiro')
@Controller('api')
@RequirePlan('financial')
export class CommissionsController {
  constructor(private readonly commissions: CommissionsService) {}

  @RequirePermission('commissions.viewStaff')
  @ApiDoc({ summary: 'Lê as regras de comissão', response: 'CommissionRulesDto' })
  @Get('commission-rules')
  rules(@Auth() auth: AuthContext) {
    return this.commissions.rules(auth);
  }

  @RequirePermission('staff.manage')
  @ApiDoc({
    summary: 'Altera as regras de comissão',
    description:
      'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado. Um profissional ou serviço desconhecido responde 404.',
    body: commissionRulesSchema,
    response: 'CommissionRulesDto',
    errors: [404, 409],
  })
  @Put('commission-rules')
  saveRules(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.commissions.saveRules(auth, validate(commissionRulesSchema, body));
  }

  @Authenticated()
  @ApiDoc({
    summary: 'Lista as comissões lançadas',
    description: 'Um profissional vê só as suas.',
    query: commissionEntriesQuerySchema,
    response: 'CommissionEntryPage',
  })
  @Get('commission-entries')
  entries(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.commissions.entries(auth, validate(commissionEntriesQuerySchema, query ?? {}));
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Paga as comissões em aberto de um profissional no período',
    description: '409 quando não há comissão em aberto no período.',
    body: commissionPayoutSchema,
    response: 'CommissionPayoutDto',
    errors: [404, 409],
  })
  @Post('commission-payouts')
  createPayout(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.commissions.createPayout(auth, validate(commissionPayoutSchema, body));
  }

  @Authenticated()
  @ApiDoc({
    summary: 'Lista os pagamentos de comissão',
    description: 'Um profissional vê só os seus.',
    query: commissionPayoutsQuerySchema,
    response: 'CommissionPayoutPage',
  })
  @Get('commission-payouts')
  payouts(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.commissions.payouts(auth, validate(commissionPayoutsQuerySchema, query ?? {}));
  }

  @Authenticated()
  @ApiDoc({ summary: 'Baixa o extrato de um pagamento de comissão em PDF', response: null, file: 'application/pdf' })
  @Get('commission-payouts/:id/statement')
  async statement(@Auth() auth: AuthContext, @IdParam('id', COMMISSIONS_MSG.payoutNotFound) id: number) {
    const { payout, entries, establishment } = await this.commissions.payoutWithEntries(auth, id);
    const pdf = await renderPdf(statementDocument(establishment, payout, entries));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="extrato-comissoes-${payout.id}.pdf"` });
  }
}
