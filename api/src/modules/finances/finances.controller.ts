import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { TRANSACTION_MSG, transactionCursorSchema, transactionDaySchema, transactionPageSchema, transactionSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { ResponseSchema } from '../../platform/http/response-schema';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { FinancesService } from './finances.service';

/** GET /api/transactions: the numbered page's parameters and the cursor page's (docs/product/api.md 'Cursor pages'). */
const TRANSACTION_LIST_QUERY = [
  { name: 'page', description: 'Página numerada (sem `after`), a partir de 1.', type: 'integer' },
  { name: 'limit', description: 'Itens por página: 1 a 100, padrão 25, na página numerada; 1 a 200, padrão 50, na página por cursor.', type: 'integer' },
  { name: 'month', description: 'Só as do mês (AAAA-MM, no calendário do estabelecimento).' },
  { name: 'after', description: 'Página por cursor: o id da última transação recebida (0 para começar).', type: 'integer' },
] as const;

/** Figures and movements are management's (canViewAllTransactions / canCreateTransactions), on plan Core. */
@RequirePlan('financial')
@ApiArea('Financeiro')
@Controller('api')
export class FinancesController {
  constructor(private readonly finances: FinancesService) {}

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({ summary: 'Lê os números do financeiro', response: 'FinanceStats' })
  @ResponseSchema('FinanceStats')
  @Get('finances/stats')
  stats(@Auth() auth: AuthContext) {
    return this.finances.stats(auth);
  }

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @ApiDoc({
    summary: 'Lista as receitas e despesas',
    description: 'Sem `after`, responde uma página numerada (`page`, `limit`), das mais recentes; com `after`, uma página por cursor, em ordem de id.',
    query: TRANSACTION_LIST_QUERY,
    response: 'TransactionPage | TransactionCursorPage',
  })
  @Get('transactions')
  list(@Auth() auth: AuthContext, @Query() query: Record<string, unknown> = {}) {
    if (query.after === undefined) return this.finances.list(auth, validate(transactionPageSchema, query));
    return this.finances.cursorList(auth, validate(transactionCursorSchema, query));
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
