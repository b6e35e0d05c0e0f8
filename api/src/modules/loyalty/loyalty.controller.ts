import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { addPointsSchema, CLIENT_MSG, LOYALTY_MSG, loyaltyProgramSchema, usePointsSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { LoyaltyPointsService } from './loyalty-points.service';
import { LoyaltyProgramsService } from './loyalty-programs.service';

/** Management only, plan Core or above (docs/product/roles.md), on every route. */
@RequirePermission('loyalty.view')
@RequirePlan('loyalty')
@ApiArea('Pré-pagos')
@Controller('api/loyalty')
export class LoyaltyController {
  constructor(
    private readonly programs: LoyaltyProgramsService,
    private readonly points: LoyaltyPointsService,
  ) {}

  @ApiDoc({ summary: 'Lista os programas de fidelidade', response: 'LoyaltyProgramDto[]' })
  @Get('programs')
  list(@Auth() auth: AuthContext) {
    return this.programs.list(auth);
  }

  @ApiDoc({ summary: 'Cria um programa de fidelidade', body: loyaltyProgramSchema, response: 'LoyaltyProgramDto' })
  @Post('programs')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.programs.create(auth, validate(loyaltyProgramSchema, body));
  }

  @ApiDoc({
    summary: 'Altera um programa de fidelidade',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado.',
    body: loyaltyProgramSchema,
    response: 'LoyaltyProgramDto',
    errors: [409],
  })
  @Put('programs/:id')
  update(@Auth() auth: AuthContext, @IdParam('id', LOYALTY_MSG.programNotFound) id: number, @Body() body: unknown) {
    return this.programs.update(auth, id, validate(loyaltyProgramSchema, body));
  }

  @ApiDoc({ summary: 'Exclui um programa de fidelidade', response: 'Success' })
  @Delete('programs/:id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', LOYALTY_MSG.programNotFound) id: number) {
    return this.programs.remove(auth, id);
  }

  @ApiDoc({ summary: 'Lista os clientes com pontos de fidelidade', response: 'ClientLoyaltyEntryDto[]' })
  @Get('clients-with-rewards')
  clientsWithRewards(@Auth() auth: AuthContext) {
    return this.points.clientsWithRewards(auth);
  }

  @ApiDoc({
    summary: 'Credita pontos de fidelidade ao cliente',
    description: '409 quando o programa está inativo ou o agendamento já rendeu pontos.',
    body: addPointsSchema,
    response: 'LoyaltyBalanceDto',
    errors: [404, 409],
  })
  @Post('clients/:clientId/add-points')
  @HttpCode(200)
  addPoints(@Auth() auth: AuthContext, @IdParam('clientId', CLIENT_MSG.notFound) clientId: number, @Body() body: unknown) {
    return this.points.add(auth, clientId, validate(addPointsSchema, body));
  }

  @ApiDoc({
    summary: 'Resgata pontos de fidelidade do cliente',
    description: '409 quando o cliente não tem pontos suficientes.',
    body: usePointsSchema,
    response: 'LoyaltyBalanceDto',
    errors: [404, 409],
  })
  @Post('clients/:clientId/use-points')
  @HttpCode(200)
  usePoints(@Auth() auth: AuthContext, @IdParam('clientId', CLIENT_MSG.notFound) clientId: number, @Body() body: unknown) {
    return this.points.use(auth, clientId, validate(usePointsSchema, body));
  }

  /** docs/product/states.md ('Loyalty'): the 'Desfazer' of the redeem toast, a reversing ledger entry (once; 409 after). */
  @ApiDoc({
    summary: 'Desfaz um resgate de pontos',
    description: 'Vale uma vez, até 5 minutos após o resgate; depois disso responde 409.',
    response: 'LoyaltyBalanceDto',
    errors: [409],
  })
  @Post('redemptions/:id/undo')
  @HttpCode(200)
  undoRedemption(@Auth() auth: AuthContext, @IdParam('id', LOYALTY_MSG.redemptionNotFound) id: number) {
    return this.points.undoRedemption(auth, id);
  }
}

/**
 * What completing an appointment of a service earns, for the completion confirmation: whoever may complete
 * appointments asks it (staff too), so it sits outside the management-only controller. An establishment
 * whose plan has no loyalty earns nothing: the answer is empty.
 */
@ApiArea('Pré-pagos')
@Controller('api/loyalty')
export class LoyaltyEarningsController {
  constructor(private readonly points: LoyaltyPointsService) {}

  @RequirePermission('appointments.edit')
  @ApiDoc({
    summary: 'Lista os pontos que concluir um serviço credita',
    description: 'Sem `serviceId` válido, ou sem fidelidade no plano, a lista vem vazia.',
    query: [{ name: 'serviceId', description: 'O serviço do agendamento a concluir.', type: 'integer' }],
    response: 'ServiceEarningDto[]',
  })
  @Get('earnings')
  earnings(@Auth() auth: AuthContext, @Query('serviceId') serviceId: unknown) {
    const id = Number(serviceId);
    return Number.isInteger(id) && id > 0 ? this.points.earnings(auth, id) : [];
  }
}
