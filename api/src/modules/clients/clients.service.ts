import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { updatedOrConflict } from '../../platform/http/versioned';
import {
  anonymizedClientName,
  CLIENT_MSG,
  cursorPage,
  digitsOnly,
  ERROR_CODES,
  formatPhone,
  normalizeBrazilPhone,
  type ClientCursorPage,
  type ClientDto,
  type ClientWrite,
} from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { clientScopeUnits } from '../../platform/database/client-scope';
import type { AppointmentCompleted } from '../../platform/hooks/domain-events';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { ClientsRepository, type ClientQuery } from './clients.repository';

export type { ClientQuery };

/** A client that a booking names by phone (ClientsService.findOrCreateByPhone). */
export interface NewClientByPhone {
  name: string;
  phone: string;
  email?: string | null;
  notes?: string | null;
}

/**
 * Client records the caller's establishment sees: its own, or its network's when the network shares clients
 * (docs/product/units.md, 'Shared clients'). Deleting is soft (deleted_at): the row stays so past
 * appointments, transactions and loyalty entries that name the client remain readable, while the client
 * leaves every list and answers 404 from then on.
 */
@Injectable()
export class ClientsService implements OnModuleInit {
  constructor(
    private readonly repository: ClientsRepository,
    private readonly hooks: DomainHooks,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('appointment.completed', (tx, a) => this.visited(tx, a));
  }

  list(auth: AuthContext, query: ClientQuery = {}): Promise<ClientDto[]> {
    return this.repository.list(auth.establishmentId, query);
  }

  /** A cursor page of the list (one more row read tells whether a next page exists). */
  async cursorList(auth: AuthContext, query: ClientQuery, after: number, limit: number): Promise<ClientCursorPage> {
    const { items, next } = cursorPage(await this.repository.list(auth.establishmentId, { ...query, cursor: { after, limit: limit + 1 } }), limit);
    return { clients: items, next };
  }

  async get(auth: AuthContext, id: number): Promise<ClientDto> {
    return found(await this.repository.get(auth.establishmentId, id));
  }

  /**
   * A phone another live client already has is refused (409 `duplicate_phone`, naming that client) unless the
   * request confirms the duplicate (families share a phone). Phones compare as findOrCreateByPhone does, under
   * the same per-phone lock, so two requests for one phone cannot both pass the check.
   */
  async create(auth: AuthContext, input: ClientWrite): Promise<ClientDto> {
    const { confirmDuplicate, ...write } = input;
    const client = await this.audit.create(auth, 'client', async (tx) => {
      const repository = onTransaction(this.repository, tx);
      const existing = await repository.lockedByPhone(auth.establishmentId, phoneDigits(write.phone));
      if (existing && !confirmDuplicate) {
        throw fail(409, CLIENT_MSG.duplicatePhone(existing.name), ERROR_CODES.duplicatePhone, { existingClientId: existing.id });
      }
      const created = await repository.insert(auth.establishmentId, write);
      await this.publishApi(tx, auth, 'client.created', created);
      return created;
    });
    await this.changed(auth.establishmentId, client.id);
    return client;
  }

  /**
   * The live client with this phone, or a new one, in the caller's transaction (an online booking, an integration's
   * booking). Phones compare as their national digits (normalizeBrazilPhone: any Brazilian format, with or without
   * 55); a new client keeps the phone formatted. The creation is audited as `auth`'s (`clientName`: who booked
   * online) and announced with client_change once the caller's transaction has committed.
   */
  async findOrCreateByPhone(tx: EntityManager, auth: AuthContext, c: NewClientByPhone, clientName?: string): Promise<number> {
    const national = normalizeBrazilPhone(c.phone);
    const repository = onTransaction(this.repository, tx);
    const existing = await repository.lockedByPhone(auth.establishmentId, phoneDigits(c.phone));
    if (existing) return existing.id;
    const phone = national ? formatPhone(national) : c.phone.trim();
    const client = await repository.insert(auth.establishmentId, { name: c.name, phone, email: c.email ?? null, address: null, notes: c.notes ?? null });
    await this.audit.record(tx, auth, { entity: 'client', entityId: client.id, action: 'create', after: client, clientName });
    await this.publishApi(tx, auth, 'client.created', client);
    await this.changedAfterCommit(tx, auth.establishmentId, client.id);
    return client.id;
  }

  async update(auth: AuthContext, id: number, input: ClientWrite): Promise<ClientDto> {
    const client = await this.audit.transaction(async (tx) => {
      const repository = onTransaction(this.repository, tx);
      const before = await this.locked(tx, auth, id);
      // The row is locked and there: no answer means the form's version is stale.
      const after = await updatedOrConflict(await repository.update(auth.establishmentId, id, input), async () => true, CLIENT_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'client', entityId: id, action: 'update', before, after });
      await this.publishApi(tx, auth, 'client.updated', after);
      return after;
    });
    await this.changed(auth.establishmentId, id);
    return client;
  }

  async remove(auth: AuthContext, id: number): Promise<{ success: true }> {
    await this.audit.transaction(async (tx) => {
      const before = await this.locked(tx, auth, id);
      if (!(await onTransaction(this.repository, tx).softDelete(auth.establishmentId, id))) throw fail(404, CLIENT_MSG.notFound);
      await this.audit.record(tx, auth, { entity: 'client', entityId: id, action: 'delete', before });
    });
    await this.changed(auth.establishmentId, id);
    return { success: true };
  }

  /** The live client, locked for the change the audit row describes (404 when deleted or not one the unit sees). */
  private async locked(tx: EntityManager, auth: AuthContext, id: number): Promise<ClientDto> {
    return found(await this.repository.lockLive(tx, auth.establishmentId, id));
  }

  /**
   * LGPD erasure, one transaction: the client's personal fields, then every domain's copies (the
   * client.anonymized subscribers); visits and money stay. A second call finds it done and changes nothing.
   */
  async anonymize(auth: AuthContext, id: number): Promise<ClientDto> {
    return this.repository.db.transaction(async (tx) => {
      const current = await this.repository.lockForAnonymize(tx, auth.establishmentId, id);
      if (!current) throw fail(404, CLIENT_MSG.notFound);
      if (current.anonymized) return current.client;
      const anonymizedName = anonymizedClientName(id);
      const client = await this.repository.anonymize(tx, auth.establishmentId, id, anonymizedName);
      const { name: formerName, phone: formerPhone } = current.client;
      await this.hooks.publish(tx, 'client.anonymized', { establishmentId: auth.establishmentId, clientId: id, formerName, formerPhone, anonymizedName });
      await this.changedAfterCommit(tx, auth.establishmentId, id);
      return client;
    });
  }

  /**
   * A completed appointment is a visit. Open client screens hear client_change once the completion has
   * committed, so their refetch sees the last visit and the loyalty points credited with it.
   */
  private async visited(tx: EntityManager, a: AppointmentCompleted): Promise<void> {
    await this.repository.recordVisit(tx, a.clientId, a.startsAt, a.completedAt);
    await this.changedAfterCommit(tx, a.establishmentId, a.clientId);
  }

  /** The public API's event (webhooks, docs/product/webhooks.md) with the answer's DTO, in the change's transaction. */
  private publishApi(tx: EntityManager, auth: AuthContext, type: 'client.created' | 'client.updated', dto: ClientDto): Promise<void> {
    return this.hooks.publish(tx, 'api.event', {
      establishmentId: auth.establishmentId,
      type,
      resource: `client:${dto.id}`,
      data: dto,
      at: new Date(this.clock.now()),
    });
  }

  /** Every unit that sees the client (its network's, when shared) hears the change. */
  private async changed(establishmentId: number, clientId: number): Promise<void> {
    for (const unit of await this.repository.scopeUnits(establishmentId)) this.realtime.emit(unit, 'client_change', { clientId });
  }

  /** The same, once `tx` has committed (the units are read in it: the announcement itself cannot fail). */
  private async changedAfterCommit(tx: EntityManager, establishmentId: number, clientId: number): Promise<void> {
    const units = await clientScopeUnits(tx, establishmentId);
    this.hooks.afterCommit(tx, () => units.forEach((unit) => this.realtime.emit(unit, 'client_change', { clientId })));
  }
}

/** The digits phones compare by: the national number when it is a Brazilian one, else all digits. */
function phoneDigits(phone: string): string {
  return normalizeBrazilPhone(phone) ?? digitsOnly(phone);
}

function found(client: ClientDto | null): ClientDto {
  if (!client) throw fail(404, CLIENT_MSG.notFound);
  return client;
}
