import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { unitCreateSchema, unitMemberSchema, unitStaffSchema, unitSwitchSchema } from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sessionToken } from '../../platform/auth/cookies';
import { Auth, Authenticated } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { UnitsService } from './units.service';

/** Units of a network (docs/product/units.md). Who may do what is decided in UnitsService from the session. */
@Controller('api')
export class UnitsController {
  constructor(private readonly units: UnitsService) {}

  @Authenticated()
  @Get('units')
  list(@Auth() auth: AuthContext) {
    return this.units.list(auth);
  }

  @Authenticated()
  @Post('units')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.units.create(auth, validate(unitCreateSchema, body));
  }

  @Authenticated()
  @HttpCode(200)
  @Post('session/unit')
  switch(@Auth() auth: AuthContext, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.units.switch(auth, validate(unitSwitchSchema, body).establishmentId, sessionToken(request)!);
  }

  @Authenticated()
  @Post('units/:id/staff')
  addStaff(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.units.addStaff(auth, id, validate(unitStaffSchema, body).staffId);
  }

  @Authenticated()
  @Put('units/:id/members/:userId')
  setMember(@Auth() auth: AuthContext, @IdParam() id: number, @IdParam('userId') userId: number, @Body() body: unknown) {
    return this.units.setMember(auth, id, userId, validate(unitMemberSchema, body));
  }

  @Authenticated()
  @Delete('units/:id/members/:userId')
  removeMember(@Auth() auth: AuthContext, @IdParam() id: number, @IdParam('userId') userId: number) {
    return this.units.removeMember(auth, id, userId);
  }
}
