import type { ClientLoyaltyEntryDto, LoyaltyProgramDto } from '@salao/contracts';

/** The three numbers of the loyalty cards (docs/product/screens.md): active programmes, clients who can redeem, participating services. */
export function loyaltySummary(programs: readonly LoyaltyProgramDto[], rewards: readonly ClientLoyaltyEntryDto[]) {
  const active = programs.filter((p) => p.isActive);
  return {
    programs: active.length,
    clients: new Set(rewards.filter((r) => r.canRedeem).map((r) => r.clientId)).size,
    services: new Set(active.flatMap((p) => p.services.map((s) => s.serviceId))).size,
  };
}
