import { Injectable } from '@nestjs/common';
import { updatedOrConflict } from '../../platform/http/versioned';
import { DEFAULT_LOYALTY_PROGRAM, LOYALTY_MSG, type LoyaltyProgramDto, type LoyaltyProgramWrite } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { LoyaltyRepository } from './loyalty.repository';

/** The answer of a write, built from what was written (no second read). */
function written(id: number, input: LoyaltyProgramWrite, serviceIds: number[], version = 1): LoyaltyProgramDto {
  const { name, pointsPerService, pointsToReward, rewardDescription, isActive } = input;
  return {
    id,
    name,
    pointsPerService,
    pointsToReward,
    rewardDescription,
    isActive,
    services: [...serviceIds].sort((a, b) => a - b).map((serviceId) => ({ serviceId })),
    version,
  };
}

/**
 * Loyalty programmes of the caller's establishment. The docs/product/limits.md default programme is created the first
 * time an establishment opens its programmes and has never had one (covering the services it has then);
 * once it has had any, removing them all leaves it with none, as the owner asked.
 */
@Injectable()
export class LoyaltyProgramsService {
  constructor(private readonly repository: LoyaltyRepository) {}

  async list(auth: AuthContext): Promise<LoyaltyProgramDto[]> {
    await this.ensureDefault(auth.establishmentId);
    return this.repository.programs(auth.establishmentId);
  }

  create(auth: AuthContext, input: LoyaltyProgramWrite): Promise<LoyaltyProgramDto> {
    return this.repository.db.transaction(async (tx) => {
      const serviceIds = await this.ownServices(tx, auth.establishmentId, input.services);
      const id = await this.repository.insertProgram(tx, auth.establishmentId, input);
      await this.repository.setServices(tx, id, serviceIds);
      return written(id, input, serviceIds);
    });
  }

  update(auth: AuthContext, id: number, input: LoyaltyProgramWrite): Promise<LoyaltyProgramDto> {
    return this.repository.db.transaction(async (tx) => {
      const version = await updatedOrConflict(
        await this.repository.updateProgram(tx, auth.establishmentId, id, input),
        () => this.repository.programExists(tx, auth.establishmentId, id),
        LOYALTY_MSG.programNotFound,
      );
      const serviceIds = await this.ownServices(tx, auth.establishmentId, input.services);
      await this.repository.setServices(tx, id, serviceIds);
      return written(id, input, serviceIds, version);
    });
  }

  /** Soft delete: the ledger keeps naming the programme; its balances stop showing. */
  async remove(auth: AuthContext, id: number): Promise<{ success: true }> {
    if (!(await this.repository.softDeleteProgram(auth.establishmentId, id))) throw fail(404, LOYALTY_MSG.programNotFound);
    return { success: true };
  }

  private async ensureDefault(establishmentId: number): Promise<void> {
    if (await this.repository.hasAnyProgram(this.repository.db, establishmentId)) return;
    await this.repository.db.transaction(async (tx) => {
      // Two first visits at once must not create two defaults.
      await this.repository.lockDefault(tx, establishmentId);
      if (await this.repository.hasAnyProgram(tx, establishmentId)) return;
      const id = await this.repository.insertProgram(tx, establishmentId, { ...DEFAULT_LOYALTY_PROGRAM, isActive: true });
      await this.repository.setServices(tx, id, null, establishmentId);
    });
  }

  /** The requested service ids, each checked to be a live service of this establishment. */
  private async ownServices(tx: EntityManager, establishmentId: number, ids: number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const found = await this.repository.liveServiceIds(tx, establishmentId, wanted);
    if (found.length !== wanted.length) throw fail(400, LOYALTY_MSG.serviceNotFound);
    return wanted;
  }
}
