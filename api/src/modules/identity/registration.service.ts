import { Inject, Injectable } from '@nestjs/common';
import { MSG, type PlanName, type RegistrationDto } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { RateCounter } from '../../platform/auth/rate-counter';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { PG, pgCode } from '../../platform/database/data-source';
import { hashPassword, randomToken } from '../../platform/auth/tokens';
import { EstablishmentsService } from '../establishments/establishments.service';
import { type EstablishmentFields, IdentityRepository } from './identity.repository';

/** Sign-up attempts are counted per address in hourly windows (docs/architecture.md, 'Rate limits'). */
const ATTEMPT_WINDOW_MINUTES = 60;

export const TOO_MANY_REGISTRATIONS = 'Muitas tentativas de cadastro a partir deste endereço. Aguarde uma hora e tente novamente.';

export interface NewEstablishment {
  establishment: EstablishmentFields;
  user: { name: string; email: string; password: string };
  plan?: PlanName;
  trialEndsAt?: Date | null;
}

/** Creates an establishment and its administrator in one transaction: all or nothing. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly establishments: EstablishmentsService,
    private readonly counter: RateCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The public sign-up. It answers 'Este e-mail já está cadastrado.' (people need to know), so attempts
   * are limited per address, counted in PostgreSQL: probing who has an account costs an hour per few tries.
   */
  async registerFrom(ip: string, input: NewEstablishment): Promise<RegistrationDto> {
    await this.countAttempt(ip);
    return this.register(input);
  }

  /** One sign-up attempt from an address (registration, or the paid sign-up's calls); 429 past the hourly limit. */
  async countAttempt(ip: string): Promise<void> {
    if ((await this.counter.hit('registration', ip, ATTEMPT_WINDOW_MINUTES)) > this.config.limits.registrationsPerHour) throw fail(429, TOO_MANY_REGISTRATIONS);
  }

  async register(input: NewEstablishment): Promise<RegistrationDto> {
    const passwordHash = await hashPassword(input.user.password);
    return this.registerWithHash(input, passwordHash);
  }

  /** For flows that kept only the hash (a registration waiting for its payment); joins the caller's transaction when given one. */
  async registerWithHash(input: Omit<NewEstablishment, 'user'> & { user: { name: string; email: string } }, passwordHash: string, manager?: EntityManager) {
    const e = input.establishment;
    const row = { ...e, logo: e.logo || null, plan: input.plan ?? 'Base', trialEndsAt: input.trialEndsAt ?? null, apiKey: randomToken() };
    const admin = { name: input.user.name, email: input.user.email, passwordHash };
    try {
      const create = async (tx: EntityManager) => {
        const establishment = await this.establishments.create(tx, row);
        return { user: await this.repo.insertAdmin(tx, establishment.id, admin), establishment };
      };
      return await (manager ? create(manager) : this.repo.db.transaction(create));
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, MSG.emailTaken);
      throw error;
    }
  }

  emailExists(email: string): Promise<boolean> {
    return this.repo.emailExists(email);
  }
}
