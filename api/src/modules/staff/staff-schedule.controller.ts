import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { absenceSchema, workingHoursSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { AbsencesService } from './absences.service';
import { WorkingHoursService } from './working-hours.service';

/** A staff member's week and absences: managed from the Colaboradores screen (management only). */
@ApiArea('Equipe')
@Controller('api/staff/:id')
export class StaffScheduleController {
  constructor(
    private readonly hours: WorkingHoursService,
    private readonly absences: AbsencesService,
  ) {}

  @RequirePermission('staff.manage')
  @ApiDoc({ summary: 'Lê o horário de trabalho semanal de um profissional', response: 'StaffWorkingHoursDto[]' })
  @Get('working-hours')
  getHours(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.hours.get(auth, id);
  }

  @RequirePermission('staff.manage')
  @ApiDoc({
    summary: 'Salva o horário de trabalho semanal de um profissional',
    description: 'Envie a `version` lida; 409 quando outra pessoa salvou antes.',
    body: workingHoursSchema,
    response: 'StaffWorkingHoursDto[]',
    errors: [409],
  })
  @Post('working-hours')
  @HttpCode(200)
  saveHours(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.hours.save(auth, id, validate(workingHoursSchema, body));
  }

  @RequirePermission('staff.manage')
  @ApiDoc({ summary: 'Lista as ausências (férias, folgas) de um profissional', response: 'AbsenceDto[]' })
  @Get('vacations')
  listAbsences(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.absences.list(auth, id);
  }

  @RequirePermission('staff.manage')
  @ApiDoc({ summary: 'Registra uma ausência de um profissional', body: absenceSchema, response: 'AbsenceDto' })
  @Post('vacations')
  @HttpCode(201)
  createAbsence(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.absences.create(auth, id, validate(absenceSchema, body));
  }

  @RequirePermission('staff.manage')
  @ApiDoc({ summary: 'Altera uma ausência de um profissional', body: absenceSchema, response: 'AbsenceDto' })
  @Put('vacations/:vacationId')
  updateAbsence(@Auth() auth: AuthContext, @IdParam() id: number, @IdParam('vacationId') vacationId: number, @Body() body: unknown) {
    return this.absences.update(auth, id, vacationId, validate(absenceSchema, body));
  }

  @RequirePermission('staff.manage')
  @ApiDoc({ summary: 'Exclui uma ausência de um profissional', response: 'Message' })
  @Delete('vacations/:vacationId')
  removeAbsence(@Auth() auth: AuthContext, @IdParam() id: number, @IdParam('vacationId') vacationId: number) {
    return this.absences.remove(auth, id, vacationId);
  }
}
