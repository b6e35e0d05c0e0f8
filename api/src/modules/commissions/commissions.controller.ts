import { Body, Controller, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { COMMISSIONS_MSG, commissionEntriesQuerySchema, commissionPayoutSchema, commissionPayoutsQuerySchema, commissionRulesSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, RequirePlan } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { renderPdf } from '../../platform/pdf/pdf';
import { validate } from '../../platform/validation/validate';
import { statementDocument } from './commission-statement';
import { CommissionsService } from './commissions.service';

/**
 * Commission rules, entries and payouts, plan Core and above (docs/product/api.md, 'Comissões'). Entries,
 * payouts and statements are read by management for anyone and by a staff login for herself (the service decides).
 */
@Controller('api')
@RequirePlan('financial')
export class CommissionsController {
  constructor(private readonly commissions: CommissionsService) {}

  @RequirePermission('commissions.viewStaff')
  @Get('commission-rules')
  rules(@Auth() auth: AuthContext) {
    return this.commissions.rules(auth);
  }

  @RequirePermission('staff.manage')
  @Put('commission-rules')
  saveRules(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.commissions.saveRules(auth, validate(commissionRulesSchema, body));
  }

  @Authenticated()
  @Get('commission-entries')
  entries(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.commissions.entries(auth, validate(commissionEntriesQuerySchema, query ?? {}));
  }

  @RequirePermission('transactions.create')
  @Post('commission-payouts')
  createPayout(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.commissions.createPayout(auth, validate(commissionPayoutSchema, body));
  }

  @Authenticated()
  @Get('commission-payouts')
  payouts(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.commissions.payouts(auth, validate(commissionPayoutsQuerySchema, query ?? {}));
  }

  @Authenticated()
  @Get('commission-payouts/:id/statement')
  async statement(@Auth() auth: AuthContext, @IdParam('id', COMMISSIONS_MSG.payoutNotFound) id: number) {
    const { payout, entries, establishment } = await this.commissions.payoutWithEntries(auth, id);
    const pdf = await renderPdf(statementDocument(establishment, payout, entries));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="extrato-comissoes-${payout.id}.pdf"` });
  }
}
