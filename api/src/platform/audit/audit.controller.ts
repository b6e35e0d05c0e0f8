import { Controller, Get, Query } from '@nestjs/common';
import { auditQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Auth, RequirePermission } from '../auth/decorators';
import { validate } from '../validation/validate';
import { AuditService } from './audit.service';

@Controller('api')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @RequirePermission('audit.view')
  @Get('audit-log/users')
  users(@Auth() auth: AuthContext) {
    return this.audit.users(auth);
  }

  @RequirePermission('audit.view')
  @Get('audit-log')
  list(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.audit.list(auth, validate(auditQuerySchema, query ?? {}));
  }
}
