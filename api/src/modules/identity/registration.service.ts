import { Injectable } from '@nestjs/common';
import { MSG, type PlanName, type SessionUser } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { fail } from '../../platform/http/errors';
import { PG, pgCode } from '../../platform/database/data-source';
import { hashPassword, randomToken } from '../../platform/auth/tokens';

export interface NewEstablishment {
  establishment: {
    name: string;
    ownerName: string;
    email: string;
    phone: string;
    whatsappNumber: string;
    segment: string;
    address: string;
    logo?: string | null;
  };
  user: { name: string; email: string; password: string };
  plan?: PlanName;
  trialEndsAt?: Date | null;
}

/** Creates an establishment and its administrator in one transaction: all or nothing. */
@Injectable()
export class RegistrationService {
  constructor(private readonly db: DataSource) {}

  async register(input: NewEstablishment): Promise<{ user: SessionUser; establishment: { id: number; name: string } }> {
    const passwordHash = await hashPassword(input.user.password);
    return this.registerWithHash(input, passwordHash);
  }

  /** For flows that kept only the hash (a registration waiting for its payment); joins the caller's transaction when given one. */
  async registerWithHash(
    input: Omit<NewEstablishment, 'user'> & { user: { name: string; email: string } },
    passwordHash: string,
    manager?: EntityManager,
  ) {
    const e = input.establishment;
    const inTransaction = <T>(work: (tx: EntityManager) => Promise<T>) => (manager ? work(manager) : this.db.transaction(work));
    try {
      return await inTransaction(async (tx) => {
        const [est] = await tx.query(
          `INSERT INTO establishments (name, owner_name, email, phone, whatsapp_number, segment, address, logo, plan, trial_ends_at, api_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, name`,
          [e.name, e.ownerName, e.email, e.phone, e.whatsappNumber, e.segment, e.address, e.logo || null, input.plan ?? 'Base', input.trialEndsAt ?? null, randomToken()],
        );
        const [user] = await tx.query(
          `INSERT INTO users (establishment_id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, 'admin')
           RETURNING id, name, email, role, establishment_id AS "establishmentId", staff_id AS "staffId"`,
          [est.id, input.user.name, input.user.email.toLowerCase(), passwordHash],
        );
        return { user: user as SessionUser, establishment: { id: est.id as number, name: est.name as string } };
      });
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, MSG.emailTaken);
      throw error;
    }
  }

  async emailExists(email: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email]);
    return rows.length > 0;
  }
}
