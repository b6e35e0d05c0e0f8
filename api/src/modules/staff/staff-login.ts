import { MSG, STAFF_MSG } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import type { StaffRepository } from './staff.repository';

export interface LoginChange {
  staffId: number;
  establishmentId: number;
  name: string;
  email: string | null;
  hasSystemAccess: boolean;
  /** argon2id hash of a new password, hashed before the transaction. */
  passwordHash: string | null;
}

/**
 * Keeps the staff member's login (users.staff_id, role staff) in step with hasSystemAccess: creates it,
 * updates it (a new password ends its sessions), or disables it and ends its sessions. Answers the ids of the
 * sessions it ended, to announce after the commit.
 */
export async function syncStaffLogin(repository: StaffRepository, tx: EntityManager, change: LoginChange): Promise<string[]> {
  const userId = await repository.loginOf(tx, change.staffId);
  const email = change.email?.toLowerCase() ?? null;
  try {
    if (!userId) {
      if (!change.hasSystemAccess) return [];
      if (!change.passwordHash) throw fail(400, STAFF_MSG.passwordForAccess);
      if (!email) throw fail(400, MSG.emailRequired);
      await repository.insertLogin(tx, { establishmentId: change.establishmentId, staffId: change.staffId, name: change.name, email, passwordHash: change.passwordHash });
      return [];
    }
    await repository.updateLogin(tx, userId, { name: change.name, email, active: change.hasSystemAccess, passwordHash: change.passwordHash });
  } catch (error) {
    if (pgCode(error) === PG.uniqueViolation) throw fail(409, MSG.emailTaken);
    throw error;
  }
  return !change.hasSystemAccess || change.passwordHash ? repository.endSessions(tx, userId) : [];
}
