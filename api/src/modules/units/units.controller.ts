import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { unitCreateSchema, unitMemberSchema, unitStaffSchema, unitSwitchSchema } from '@salao/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sessionToken } from '../../platform/auth/cookies';
import { Auth, Authenticated } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { UnitsService } from './units.service';

/** Units of a network (docs/product/units.md). Who may do what is decided in UnitsService from the session. */
@ApiArea('Configurações')
@Controller('api')
export class UnitsController {
  constructor(private readonly units: UnitsService) {}

  @Authenticated()
  @ApiDoc({ summary: 'Lista as unidades da rede do usuário', response: 'UnitDto[]' })
  @Get('units')
  list(@Auth() auth: AuthContext) {
    return this.units.list(auth);
  }

  @Authenticated()
  @ApiDoc({ summary: 'Cria uma unidade na rede', description: 'Só o dono da rede (403).', body: unitCreateSchema, response: 'UnitDto', errors: [403] })
  @Post('units')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.units.create(auth, validate(unitCreateSchema, body));
  }

  @Authenticated()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Troca a unidade em que a sessão atua',
    description: '403 quando o usuário não tem acesso à unidade ou a chamada vem de uma chave de integração.',
    body: unitSwitchSchema,
    response: 'SessionUser',
    errors: [403],
  })
  @Post('session/unit')
  switch(@Auth() auth: AuthContext, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.units.switch(auth, validate(unitSwitchSchema, body).establishmentId, sessionToken(request)!);
  }

  @Authenticated()
  @ApiDoc({
    summary: 'Leva um profissional da rede para esta unidade',
    description: 'Só o dono da rede (403); 409 quando o profissional já está na unidade.',
    body: unitStaffSchema,
    response: 'StaffDto',
    errors: [403, 409],
  })
  @Post('units/:id/staff')
  addStaff(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.units.addStaff(auth, id, validate(unitStaffSchema, body).staffId);
  }

  @Authenticated()
  @ApiDoc({
    summary: 'Dá ou altera o acesso de um usuário a uma unidade',
    description: 'Só o dono da rede (403).',
    body: unitMemberSchema,
    response: 'UnitDto[]',
    errors: [403],
  })
  @Put('units/:id/members/:userId')
  setMember(@Auth() auth: AuthContext, @IdParam() id: number, @IdParam('userId') userId: number, @Body() body: unknown) {
    return this.units.setMember(auth, id, userId, validate(unitMemberSchema, body));
  }

  @Authenticated()
  @ApiDoc({
    summary: 'Retira o acesso de um usuário a uma unidade',
    description: 'Só o dono da rede (403); 409 para a unidade de origem do usuário.',
    response: 'Success',
    errors: [403, 409],
  })
  @Delete('units/:id/members/:userId')
  removeMember(@Auth() auth: AuthContext, @IdParam() id: number, @IdParam('userId') userId: number) {
    return this.units.removeMember(auth, id, userId);
  }
}
