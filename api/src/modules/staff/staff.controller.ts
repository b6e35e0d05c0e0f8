import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { staffCreateSchema, staffUpdateSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { StaffService } from './staff.service';

@ApiArea('Equipe')
@Controller('api/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @RequirePermission('staff.manage')
  @ApiDoc({ summary: 'Lista os profissionais', response: 'StaffDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.staff.list(auth);
  }

  /** Everyone logged in: the booking modal and filters need the names. */
  @Authenticated()
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lista os profissionais para escolher num agendamento', response: 'StaffDto[]' })
  @Get('list')
  listForEveryone(@Auth() auth: AuthContext) {
    return this.staff.listForEveryone(auth);
  }

  @RequirePermission('staff.manage')
  @ApiDoc({
    summary: 'Cadastra um profissional',
    description: 'Responde 403 quando o plano já chegou ao limite de profissionais.',
    body: staffCreateSchema,
    response: 'StaffDto',
  })
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.staff.create(auth, validate(staffCreateSchema, body));
  }

  @RequirePermission('staff.manage')
  @ApiDoc({
    summary: 'Altera um profissional',
    description: 'Envie a `version` lida; 409 quando outra pessoa alterou o cadastro antes.',
    body: staffUpdateSchema,
    response: 'StaffDto',
    errors: [409],
  })
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.staff.update(auth, id, validate(staffUpdateSchema, body));
  }

  @RequirePermission('staff.manage')
  @ApiDoc({ summary: 'Desativa um profissional', description: 'Responde 409 enquanto ele tiver agendamentos futuros.', response: 'Message', errors: [409] })
  @Delete(':id')
  remove(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.staff.remove(auth, id);
  }
}
