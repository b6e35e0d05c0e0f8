import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { TRANSACTION_MSG, transactionDaySchema, transactionPageSchema, transactionSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { FinancesService } from './finances.service';

/** Figures and movements are management's (canViewAllTransactions / canCreateTransactions), on plan Core. */
@RequirePlan('financial')
@ApiArea('Financeiro')
@Controller('api')
export class FinancesController {
  constructor(private readonly finances: FinancesService) {}

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({ summary: 'Lê os números do financeiro', response: 'FinanceStats' })
  @Get('finances/stats')
  stats(@Auth() auth: AuthContext) {
    return this.finances.stats(auth);
  }

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({ summary: 'Lista as receitas e despesas', query: transactionPageSchema, response: 'TransactionPage' })
  @Get('transactions')
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.finances.list(auth, validate(transactionPageSchema, query ?? {}));
  }

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({
    summary: 'Lista as receitas e despesas de um dia',
    description: 'A data vai no caminho, no formato AAAA-MM-DD; uma data inválida responde 400.',
    response: 'TransactionDto[]',
    errors: [400],
  })
  @Get('transactions/date/:date')
  day(@Auth() auth: AuthContext, @Param('date') date: string) {
    return this.finances.day(auth, validate(transactionDaySchema, { date }).date);
  }

  @RequirePermission('transactions.create')
  @ApiDoc({ summary: 'Lança uma receita ou despesa', body: transactionSchema, response: 'TransactionDto' })
  @Post('transactions')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.finances.create(auth, validate(transactionSchema, body));
  }

  @RequirePermission('transactions.delete')
  @ApiDoc({ summary: 'Exclui uma receita ou despesa', response: 'TransactionRemovedDto' })
  @Delete('transactions/:id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', TRANSACTION_MSG.notFound) id: number) {
    return this.finances.remove(auth, id);
  }
}
