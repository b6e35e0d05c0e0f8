import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { AuditService } from '../../platform/audit/audit.service';

/**
 * Every call by a key lands in the audit log under the key's name (docs/product/api.md 'Integration keys'): its
 * method, its path without the query (a search there may hold a client's name) and the status it was answered,
 * refusals by scope or rate included. Written once the answer has gone, so it costs the call nothing.
 */
@Injectable()
export class KeyCallAudit {
  private readonly logger = new Logger('KeyCallAudit');

  constructor(
    private readonly audit: AuditService,
    private readonly db: DataSource,
  ) {}

  track(reply: FastifyReply, key: { keyId: number; establishmentId: number; actor: string }): void {
    const { method, url } = reply.request;
    reply.raw.once('close', () => {
      const auth = { establishmentId: key.establishmentId, name: key.actor, via: 'integration' } as AuthContext;
      const after = { method, path: url.split('?')[0], httpStatus: reply.raw.statusCode };
      this.audit
        .record(this.db, auth, { entity: 'integration_key', entityId: key.keyId, action: 'call', after })
        .catch((error: Error) => this.logger.warn(`chamada da chave ${key.keyId} não registrada: ${error.message}`));
    });
  }
}
