import { MSG } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';

export const PASSWORD_FOR_ACCESS = 'Informe uma senha para liberar o acesso ao sistema.';

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
 * updates it (a new password ends its sessions), or disables it and ends its sessions.
 */
export async function syncStaffLogin(tx: EntityManager, change: LoginChange): Promise<void> {
  const existing: { id: number }[] = await tx.query(`SELECT id FROM users WHERE staff_id = $1`, [change.staffId]);
  const userId = existing[0]?.id;
  const email = change.email?.toLowerCase() ?? null;
  try {
    if (!userId) {
      if (!change.hasSystemAccess) return;
      if (!change.passwordHash) throw fail(400, PASSWORD_FOR_ACCESS);
      if (!email) throw fail(400, MSG.emailRequired);
      await tx.query(`INSERT INTO users (establishment_id, staff_id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5, 'staff')`, [
        change.establishmentId,
        change.staffId,
        change.name,
        email,
        change.passwordHash,
      ]);
      return;
    }
    await tx.query(
      `UPDATE users SET name = $2, email = coalesce($3, email), is_active = $4, password_hash = coalesce($5, password_hash) WHERE id = $1`,
      [userId, change.name, email, change.hasSystemAccess, change.passwordHash],
    );
  } catch (error) {
    if (pgCode(error) === PG.uniqueViolation) throw fail(409, MSG.emailTaken);
    throw error;
  }
  if (!change.hasSystemAccess || change.passwordHash) await tx.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
}

/** A removed staff member can no longer log in. */
export async function disableStaffLogin(tx: EntityManager, staffId: number): Promise<void> {
  await tx.query(`UPDATE users SET is_active = false WHERE staff_id = $1`, [staffId]);
  await tx.query(`DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE staff_id = $1)`, [staffId]);
}
