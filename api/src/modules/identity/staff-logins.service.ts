import { Injectable } from '@nestjs/common';
import { MSG, STAFF_MSG } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { SessionService } from '../../platform/auth/session.service';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { IdentityRepository } from './identity.repository';

export interface StaffLoginChange {
  staffId: number;
  establishmentId: number;
  name: string;
  email: string | null;
  hasSystemAccess: boolean;
  /** argon2id hash of a new password, hashed before the transaction. */
  passwordHash: string | null;
}

/**
 * A staff member's login (users.staff_id, role staff), written for the staff module in its own transaction.
 * Each method answers the ids of the sessions it ended, for SessionService.announceEnded after the commit.
 */
@Injectable()
export class StaffLoginsService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Keeps the login in step with hasSystemAccess: creates it, updates it (a new password ends its sessions), or
   * disables it and ends its sessions.
   */
  async sync(tx: EntityManager, change: StaffLoginChange): Promise<string[]> {
    const userId = await this.repo.staffLoginOf(tx, change.staffId);
    const email = change.email?.toLowerCase() ?? null;
    try {
      if (!userId) {
        if (!change.hasSystemAccess) return [];
        if (!change.passwordHash) throw fail(400, STAFF_MSG.passwordForAccess);
        if (!email) throw fail(400, MSG.emailRequired);
        await this.repo.insertStaffLogin(tx, {
          establishmentId: change.establishmentId,
          staffId: change.staffId,
          name: change.name,
          email,
          passwordHash: change.passwordHash,
        });
        return [];
      }
      await this.repo.updateStaffLogin(tx, userId, { name: change.name, email, active: change.hasSystemAccess, passwordHash: change.passwordHash });
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, MSG.emailTaken);
      throw error;
    }
    return !change.hasSystemAccess || change.passwordHash ? this.sessions.deleteForUsers(tx, [userId]) : [];
  }

  /** A removed member: the login disabled and its sessions ended. */
  async disable(tx: EntityManager, staffId: number): Promise<string[]> {
    return this.sessions.deleteForUsers(tx, await this.repo.disableStaffLogins(tx, staffId));
  }
}
