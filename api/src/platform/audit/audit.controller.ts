import { Controller, Get, Query } from '@nestjs/common';
import { auditCursorSchema, auditQuerySchema } from '@salao/contracts';
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
  @ApiDoc({
    summary: 'Lista o histórico de alterações',
    description:
      'Sem `after`, responde uma página numerada (`page`, 50 por página); com `after` (0 para começar, depois o `next` recebido), uma página por cursor, das mais novas às mais antigas, que não se desloca com as novas alterações.',
    query: auditQuerySchema.concat(auditCursorSchema.pick(['after', 'limit']).partial()),
    response: 'AuditPage | AuditCursorPage',
  })
  @Get('audit-log')
  list(@Auth() auth: AuthContext, @Query() query: Record<string, unknown> | undefined) {
    if (query?.after === undefined) return this.audit.list(auth, validate(auditQuerySchema, query ?? {}));
    return this.audit.listAfter(auth, validate(auditCursorSchema, query));
  }
}
