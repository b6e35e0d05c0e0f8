import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { AGENDA_RELEASE_MSG, agendaReleaseMonthSchema, agendaReleasePolicySchema, isReleaseMonth } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { fail } from '../../platform/http/errors';
import { validate } from '../../platform/validation/validate';
import { AgendaReleaseService } from './agenda-release.service';

@Controller('api/agenda-release')
export class AgendaReleaseController {
  constructor(private readonly release: AgendaReleaseService) {}

  @RequirePermission('settings.editBusiness')
  @Get('policy')
  get(@Auth() auth: AuthContext) {
    return this.release.get(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Post('policy')
  save(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.release.save(auth, validate(agendaReleasePolicySchema, body));
  }

  @RequirePermission('settings.editBusiness')
  @Post('recalculate')
  recalculate(@Auth() auth: AuthContext) {
    return this.release.recalculate(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Post('months')
  releaseMonth(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.release.releaseMonth(auth, validate(agendaReleaseMonthSchema, body).month);
  }

  @RequirePermission('settings.editBusiness')
  @Delete('months/:month')
  unreleaseMonth(@Auth() auth: AuthContext, @Param('month') month: string) {
    if (!isReleaseMonth(month)) throw fail(400, AGENDA_RELEASE_MSG.month);
    return this.release.unreleaseMonth(auth, month);
  }
}
