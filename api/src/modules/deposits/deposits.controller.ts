import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { DEPOSIT_MSG, depositActionSchema, depositListQuerySchema, depositSettingsSchema } from '@salao/contracts';
import { IdParam } from '../../platform/http/id-param';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { DepositLifecycle } from './deposit-lifecycle.service';
import { DepositsService } from './deposits.service';

/** The owner's deposits (docs/product/deposits.md): management only (transactions.create), their settings (settings.editBusiness). */
@Controller('api/deposits')
export class DepositsController {
  constructor(
    private readonly deposits: DepositsService,
    private readonly lifecycle: DepositLifecycle,
  ) {}

  @RequirePermission('settings.editBusiness')
  @Get('settings')
  settings(@Auth() auth: AuthContext) {
    return this.deposits.settings(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Put('settings')
  saveSettings(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.deposits.saveSettings(auth, validate(depositSettingsSchema, body));
  }

  @RequirePermission('transactions.create')
  @Get()
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    const q = validate(depositListQuerySchema, query);
    return this.deposits.list(auth, q.status ?? null, q.appointmentId ?? null);
  }

  @RequirePermission('transactions.create')
  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', DEPOSIT_MSG.notFound) id: number) {
    return this.deposits.get(auth, id);
  }

  @RequirePermission('transactions.create')
  @Post(':id/confirm')
  confirm(@Auth() auth: AuthContext, @IdParam('id', DEPOSIT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.lifecycle.confirm(auth, id, validate(depositActionSchema, body).version);
  }

  @RequirePermission('transactions.create')
  @Post(':id/refunded')
  refunded(@Auth() auth: AuthContext, @IdParam('id', DEPOSIT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.lifecycle.refunded(auth, id, validate(depositActionSchema, body).version);
  }
}
