import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { INTEGRATION_KEY_PREFIX, INTEGRATION_MSG, type IntegrationKeyCreatedDto, type IntegrationKeyDto } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sha256 } from '../../platform/auth/tokens';
import { fail } from '../../platform/http/errors';
import { IntegrationKeysRepository } from './integration-keys.repository';

/** Keys are shown once, on creation; the table keeps their SHA-256 and a short prefix to recognise them. */
@Injectable()
export class IntegrationKeysService {
  constructor(private readonly repository: IntegrationKeysRepository) {}

  async create(auth: AuthContext, name: string): Promise<IntegrationKeyCreatedDto> {
    const key = `${INTEGRATION_KEY_PREFIX}${randomBytes(20).toString('hex')}`;
    const row = await this.repository.create(auth.establishmentId, auth.userId, name, key.slice(0, 12), sha256(key));
    return { id: row.id, name: row.name, key };
  }

  list(auth: AuthContext): Promise<IntegrationKeyDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  async revoke(auth: AuthContext, id: number): Promise<{ success: true }> {
    if (!(await this.repository.revoke(auth.establishmentId, id))) throw fail(404, INTEGRATION_MSG.notFound);
    return { success: true };
  }
}
