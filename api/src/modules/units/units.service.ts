import { Inject, Injectable } from '@nestjs/common';
import { TRIAL_DAYS, UNIT_MSG, type SessionUser, type StaffDto, type UnitCreateInput, type UnitDto, type UnitMemberInput } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { toSessionUser, type AuthContext } from '../../platform/auth/auth-context';
import { SessionService } from '../../platform/auth/session.service';
import { randomToken } from '../../platform/auth/tokens';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { EstablishmentsService } from '../establishments/establishments.service';
import { StaffService } from '../staff/staff.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { UnitsRepository } from './units.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Several units under one login (docs/product/units.md): the units a user may act in, a new unit of the network,
 * the session's switch between them, and who may act in which unit. The session alone decides: nothing a
 * request says about a unit is trusted before UNIT_ROLE_SQL agrees.
 */
@Injectable()
export class UnitsService {
  constructor(
    private readonly repository: UnitsRepository,
    private readonly establishments: EstablishmentsService,
    private readonly staff: StaffService,
    private readonly sessions: SessionService,
    private readonly hooks: DomainHooks,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(auth: AuthContext): Promise<UnitDto[]> {
    return this.repository.unitsOf(auth.userId, auth.establishmentId);
  }

  private async networkOwned(auth: AuthContext): Promise<number> {
    const own = auth.via ? null : await this.repository.ownership(auth.userId, auth.establishmentId);
    if (!own?.owner) throw fail(403, UNIT_MSG.ownerOnly);
    return own.networkId;
  }

  /** POST /api/units: the owner's new unit, started from `copyFrom` (its services, categories, hours and settings) when given. */
  async create(auth: AuthContext, input: UnitCreateInput): Promise<UnitDto> {
    const networkId = await this.networkOwned(auth);
    if (input.copyFrom !== undefined) {
      const source = await this.repository.ownership(auth.userId, input.copyFrom);
      if (source?.networkId !== networkId) throw fail(404, UNIT_MSG.copyFromNotFound);
    }
    const id = await this.repository.db.transaction(async (tx) => {
      const unitId = await this.establishments.createUnit(tx, {
        networkId,
        from: input.copyFrom ?? auth.establishmentId,
        name: input.name,
        address: input.address || null,
        phone: input.phone || null,
        apiKey: randomToken(),
        trialEndsAt: new Date(this.clock.now() + TRIAL_DAYS * DAY_MS),
      });
      await this.hooks.publish(tx, 'unit.created', { establishmentId: unitId, networkId, copyFrom: input.copyFrom ?? null });
      await this.audit.record(tx, auth, { entity: 'unit', entityId: unitId, action: 'create', after: { name: input.name, copyFrom: input.copyFrom ?? null } });
      return unitId;
    });
    return (await this.list(auth)).find((u) => u.id === id)!;
  }

  /** POST /api/session/unit: the session acts in another unit of the user's, or 403. */
  async switch(auth: AuthContext, establishmentId: number, token: string): Promise<SessionUser> {
    if (auth.via) throw fail(403, UNIT_MSG.forbidden);
    const switched = await this.sessions.switchUnit(auth, establishmentId, token);
    if (!switched) throw fail(403, UNIT_MSG.forbidden);
    return toSessionUser(switched);
  }

  /**
   * POST /api/units/{id}/staff: a professional of the session's unit works in unit {id} too, one person in both (the
   * database then refuses her in two units at once); her login, if any, may act there as staff.
   */
  async addStaff(auth: AuthContext, establishmentId: number, staffId: number): Promise<StaffDto> {
    const networkId = await this.networkOwned(auth);
    if ((await this.repository.ownership(auth.userId, establishmentId))?.networkId !== networkId) throw fail(403, UNIT_MSG.forbidden);
    const row = await this.repository.db.transaction(async (tx) => {
      const added = establishmentId === auth.establishmentId ? null : await this.staff.addToUnit(tx, auth, staffId, establishmentId);
      if (!added) {
        const here = await this.repository.staffOfUnit(tx, auth.establishmentId, staffId);
        throw here ? fail(409, UNIT_MSG.staffAlreadyThere) : fail(404, UNIT_MSG.staffNotFound);
      }
      if (added.userId !== null) await this.repository.setMembership(tx, { userId: added.userId, establishmentId, role: 'staff', staffId: added.row.id });
      return added.row;
    });
    this.sessions.written(establishmentId);
    return row;
  }

  /** PUT /api/units/{id}/members/{userId}: the owner gives a user of the network a role in a unit (and her professional there). */
  async setMember(auth: AuthContext, establishmentId: number, userId: number, input: UnitMemberInput): Promise<UnitDto[]> {
    const user = await this.memberOf(auth, establishmentId, userId);
    await this.repository.db.transaction(async (tx) => {
      if (input.staffId !== undefined && !(await this.repository.staffOfUnit(tx, establishmentId, input.staffId))) throw fail(404, UNIT_MSG.memberRole);
      await this.repository.setMembership(tx, {
        userId: user.id,
        establishmentId,
        role: input.role as 'admin' | 'manager' | 'staff',
        staffId: input.staffId ?? null,
      });
      await this.audit.record(tx, auth, { entity: 'unit', entityId: establishmentId, action: 'update', after: { member: userId, role: input.role } });
    });
    this.sessions.written(establishmentId);
    return this.repository.unitsOf(userId, -1);
  }

  /** DELETE /api/units/{id}/members/{userId}: her sessions acting in that unit end at once, sockets too. */
  async removeMember(auth: AuthContext, establishmentId: number, userId: number): Promise<{ success: true }> {
    const user = await this.memberOf(auth, establishmentId, userId);
    const ended = await this.repository.db.transaction(async (tx) => {
      if (!(await this.repository.deleteMembership(tx, user.id, establishmentId))) throw fail(404, UNIT_MSG.memberNotFound);
      await this.audit.record(tx, auth, { entity: 'unit', entityId: establishmentId, action: 'update', after: { member: userId, role: null } });
      return this.sessions.deleteForUnit(tx, user.id, establishmentId);
    });
    this.sessions.announceEnded(ended);
    return { success: true };
  }

  private async memberOf(auth: AuthContext, establishmentId: number, userId: number) {
    const networkId = await this.networkOwned(auth);
    const unit = await this.repository.ownership(auth.userId, establishmentId);
    const user = unit?.networkId === networkId ? await this.repository.networkUser(establishmentId, userId) : null;
    if (!user) throw fail(404, UNIT_MSG.memberNotFound);
    if (user.homeId === establishmentId) throw fail(409, UNIT_MSG.homeUnit);
    return user;
  }
}
