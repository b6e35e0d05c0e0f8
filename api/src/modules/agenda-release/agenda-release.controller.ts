import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { AGENDA_RELEASE_MSG, agendaReleaseMonthSchema, agendaReleasePolicySchema, isReleaseMonth } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { fail } from '../../platform/http/errors';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { AgendaReleaseService } from './agenda-release.service';

@ApiArea('Configurações')
@Controller('api/agenda-release')
export class AgendaReleaseController {
  constructor(private readonly release: AgendaReleaseService) {}

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lê a política de liberação da agenda', response: 'AgendaReleasePolicyDto' })
  @Get('policy')
  get(@Auth() auth: AuthContext) {
    return this.release.get(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Salva a política de liberação da agenda', body: agendaReleasePolicySchema, response: 'AgendaReleasePolicyDto' })
  @Post('policy')
  save(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.release.save(auth, validate(agendaReleasePolicySchema, body));
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Recalcula os meses liberados pela política', response: 'AgendaReleasePolicyDto' })
  @Post('recalculate')
  recalculate(@Auth() auth: AuthContext) {
    return this.release.recalculate(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Libera um mês da agenda para agendamentos', body: agendaReleaseMonthSchema, response: 'AgendaReleasePolicyDto' })
  @Post('months')
  releaseMonth(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.release.releaseMonth(auth, validate(agendaReleaseMonthSchema, body).month);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({
    summary: 'Retira a liberação de um mês da agenda',
    description: 'O mês vai no caminho no formato AAAA-MM; um mês inválido responde 400.',
    response: 'AgendaReleasePolicyDto',
  })
  @Delete('months/:month')
  unreleaseMonth(@Auth() auth: AuthContext, @Param('month') month: string) {
    if (!isReleaseMonth(month)) throw fail(400, AGENDA_RELEASE_MSG.month);
    return this.release.unreleaseMonth(auth, month);
  }
}
