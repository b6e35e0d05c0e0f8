import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { commissionQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { CommissionService } from './commission.service';

/** Everyone who sees Financeiro (plan Core): management for anyone, staff for themselves (the service decides). */
@ApiArea('Financeiro')
@Controller('api/staff')
export class CommissionController {
  constructor(private readonly commission: CommissionService) {}

  @RequirePermission('finances.view')
  @RequirePlan('financial')
  @ApiDoc({
    summary: 'Calcula salário e comissão de um profissional num período',
    description: 'Um colaborador só calcula a própria comissão.',
    body: commissionQuerySchema,
    response: 'CommissionResult',
  })
  @Post('salary-commission')
  @HttpCode(200)
  calculate(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.commission.calculate(auth, validate(commissionQuerySchema, body));
  }
}
