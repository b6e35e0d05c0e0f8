import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { TRANSACTION_MSG, transactionDaySchema, transactionPageSchema, transactionSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { FinancesService } from './finances.service';

/** Figures and movements are management's (canViewAllTransactions / canCreateTransactions), on plan Core. */
@RequirePlan('financial')
@Controller('api')
export class FinancesController {
  constructor(private readonly finances: FinancesService) {}

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @Get('finances/stats')
  stats(@Auth() auth: AuthContext) {
    return this.finances.stats(auth);
  }

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @Get('transactions')
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.finances.list(auth, validate(transactionPageSchema, query ?? {}));
  }

  @RequirePermission('transactions.viewAll')
  @Scope('finance:read')
  @Get('transactions/date/:date')
  day(@Auth() auth: AuthContext, @Param('date') date: string) {
    return this.finances.day(auth, validate(transactionDaySchema, { date }).date);
  }

  @RequirePermission('transactions.create')
  @Post('transactions')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.finances.create(auth, validate(transactionSchema, body));
  }

  @RequirePermission('transactions.delete')
  @Delete('transactions/:id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', TRANSACTION_MSG.notFound) id: number) {
    return this.finances.remove(auth, id);
  }
}
