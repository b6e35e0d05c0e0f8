import { Controller, Get, Query } from '@nestjs/common';
import { auditQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Auth, RequirePermission } from '../auth/decorators';
import { ApiArea, ApiDoc } from '../http/openapi/api-doc';
import { validate } from '../validation/validate';
import { AuditService } from './audit.service';

@ApiArea('Configurações')
@Controller('api')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @RequirePermission('audit.view')
  @ApiDoc({ summary: 'Lista os usuários que aparecem no histórico de alterações', response: 'AuditUserDto[]' })
  @Get('audit-log/users')
  users(@Auth() auth: AuthContext) {
    return this.audit.users(auth);
  }

  @RequirePermission('audit.view')
  @ApiDoc({ summary: 'Lista o histórico de alterações', query: auditQuerySchema, response: 'AuditPage' })
  @Get('audit-log')
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.audit.list(auth, validate(auditQuerySchema, query ?? {}));
  }
}
