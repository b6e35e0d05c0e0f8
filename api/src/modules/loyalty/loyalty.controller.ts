import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { addPointsSchema, CLIENT_MSG, LOYALTY_MSG, loyaltyProgramSchema, usePointsSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { routeId } from '../clients/route-id';
import { LoyaltyPointsService } from './loyalty-points.service';
import { LoyaltyProgramsService } from './loyalty-programs.service';

/** Management only, plan Core or above (SPEC §6), on every route. */
@RequirePermission('loyalty.view')
@RequirePlan('loyalty')
@Controller('api/loyalty')
export class LoyaltyController {
  constructor(
    private readonly programs: LoyaltyProgramsService,
    private readonly points: LoyaltyPointsService,
  ) {}

  @Get('programs')
  list(@Auth() auth: AuthContext) {
    return this.programs.list(auth);
  }

  @Post('programs')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.programs.create(auth, validate(loyaltyProgramSchema, body));
  }

  @Put('programs/:id')
  update(@Auth() auth: AuthContext, @Param('id') id: string, @Body() body: unknown) {
    const programId = routeId(id, LOYALTY_MSG.programNotFound);
    return this.programs.update(auth, programId, validate(loyaltyProgramSchema, body));
  }

  @Delete('programs/:id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.programs.remove(auth, routeId(id, LOYALTY_MSG.programNotFound));
  }

  @Get('clients-with-rewards')
  clientsWithRewards(@Auth() auth: AuthContext) {
    return this.points.clientsWithRewards(auth);
  }

  @Post('clients/:clientId/add-points')
  @HttpCode(200)
  addPoints(@Auth() auth: AuthContext, @Param('clientId') clientId: string, @Body() body: unknown) {
    const id = routeId(clientId, CLIENT_MSG.notFound);
    return this.points.add(auth, id, validate(addPointsSchema, body));
  }

  @Post('clients/:clientId/use-points')
  @HttpCode(200)
  usePoints(@Auth() auth: AuthContext, @Param('clientId') clientId: string, @Body() body: unknown) {
    const id = routeId(clientId, CLIENT_MSG.notFound);
    return this.points.use(auth, id, validate(usePointsSchema, body));
  }
}
