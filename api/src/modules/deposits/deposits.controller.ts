import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { DEPOSIT_MSG, depositActionSchema, depositListQuerySchema, depositSettingsSchema } from '@salao/contracts';
import { IdParam } from '../../platform/http/id-param';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { DepositLifecycle } from './deposit-lifecycle.service';
import { DepositsService } from './deposits.service';

/** The owner's deposits (docs/product/deposits.md): management only (transactions.create), their settings (settings.editBusiness). */
@ApiArea('Pré-pagos')
@Controller('api/deposits')
export class DepositsController {
  constructor(
    private readonly deposits: DepositsService,
    private readonly lifecycle: DepositLifecycle,
  ) {}

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lê as configurações de sinal (PIX)', response: 'DepositSettingsDto' })
  @Get('settings')
  settings(@Auth() auth: AuthContext) {
    return this.deposits.settings(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Altera as configurações de sinal (PIX)',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado.',
    body: depositSettingsSchema,
    response: 'DepositSettingsDto',
    errors: [409],
  })
  @Put('settings')
  saveSettings(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.deposits.saveSettings(auth, validate(depositSettingsSchema, body));
  }

  @RequirePermission('transactions.create')
  @ApiDoc({ summary: 'Lista os sinais', query: depositListQuerySchema, response: 'DepositDto[]' })
  @Get()
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    const q = validate(depositListQuerySchema, query);
    return this.deposits.list(auth, q.status ?? null, q.appointmentId ?? null);
  }

  @RequirePermission('transactions.create')
  @ApiDoc({ summary: 'Lê um sinal', response: 'DepositDto' })
  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', DEPOSIT_MSG.notFound) id: number) {
    return this.deposits.get(auth, id);
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Confirma o recebimento de um sinal por PIX',
    description:
      'A `version` é obrigatória: desatualizada, responde 409 (`stale_version`); um sinal que não está aguardando pagamento ou que é pago pelo Stripe também responde 409.',
    body: depositActionSchema,
    response: 'DepositDto',
    errors: [409],
  })
  @Post(':id/confirm')
  confirm(@Auth() auth: AuthContext, @IdParam('id', DEPOSIT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.lifecycle.confirm(auth, id, validate(depositActionSchema, body).version);
  }

  @RequirePermission('transactions.create')
  @ApiDoc({
    summary: 'Marca um sinal como devolvido ao cliente',
    description: 'A `version` é obrigatória: desatualizada, responde 409 (`stale_version`); um sinal sem devolução pendente também responde 409.',
    body: depositActionSchema,
    response: 'DepositDto',
    errors: [409],
  })
  @Post(':id/refunded')
  refunded(@Auth() auth: AuthContext, @IdParam('id', DEPOSIT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.lifecycle.refunded(auth, id, validate(depositActionSchema, body).version);
  }
}
