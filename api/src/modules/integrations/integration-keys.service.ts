import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  INTEGRATION_KEY_PREFIX,
  INTEGRATION_MSG,
  INTEGRATION_SCOPE_MSG,
  INTEGRATION_SCOPES_PLAN,
  type IntegrationKeyCreatedDto,
  type IntegrationKeyDto,
  type IntegrationScope,
} from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sha256 } from '../../platform/auth/tokens';
import { fail } from '../../platform/http/errors';
import { IntegrationKeysRepository } from './integration-keys.repository';

/** Keys are shown once, on creation; the table keeps their SHA-256 and a short prefix to recognise them. */
@Injectable()
export class IntegrationKeysService {
  constructor(private readonly repository: IntegrationKeysRepository) {}

  /** Scopes open the /api routes to the key: the Expert plan's 'API completa'. Without them, every plan's n8n key. */
  async create(auth: AuthContext, input: { name: string; scopes: IntegrationScope[] }): Promise<IntegrationKeyCreatedDto> {
    if (input.scopes.length && auth.plan !== INTEGRATION_SCOPES_PLAN) throw fail(403, INTEGRATION_SCOPE_MSG.plan(auth.plan));
    const key = `${INTEGRATION_KEY_PREFIX}${randomBytes(20).toString('hex')}`;
    const row = await this.repository.create(auth.establishmentId, auth.userId, {
      name: input.name,
      scopes: input.scopes,
      prefix: key.slice(0, 12),
      hash: sha256(key),
    });
    return { ...row, key };
  }

  list(auth: AuthContext): Promise<IntegrationKeyDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  async revoke(auth: AuthContext, id: number): Promise<{ success: true }> {
    if (!(await this.repository.revoke(auth.establishmentId, id))) throw fail(404, INTEGRATION_MSG.notFound);
    return { success: true };
  }
}
