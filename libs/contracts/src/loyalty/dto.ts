/** docs/product/entities.md Loyalty program. */
export interface LoyaltyProgramDto {
  id: number;
  name: string;
  pointsPerService: number;
  pointsToReward: number;
  rewardDescription: string;
  isActive: boolean;
  services: { serviceId: number }[];
  /** Sent back with an edit: a stale one is refused (409). */
  version: number;
  /**
   * Another unit's programme, shown because the network shares clients (docs/product/units.md): that unit's name,
   * and `services` are this unit's services of the same names. Absent for the unit's own programmes.
   */
  unitName?: string;
}

/** docs/product/entities.md Client with rewards. */
export interface ClientWithRewardsDto {
  clientId: number;
  clientName: string;
  totalPoints: number;
  pointsToReward: number;
  rewardDescription: string;
  canRedeem: boolean;
}

/** How long after a redeem its undo is accepted (the toast offers it for a few seconds). */
export const LOYALTY_UNDO_WINDOW_MS = 5 * 60_000;

/** GET /api/loyalty/earnings?serviceId=: what completing an appointment of that service credits, per active programme. */
export interface ServiceEarningDto {
  programId: number;
  programName: string;
  points: number;
}

/** A row of GET /api/loyalty/clients-with-rewards: SPEC's shape plus the programme it belongs to (redeem needs it). */
export interface ClientLoyaltyEntryDto extends ClientWithRewardsDto {
  programId: number;
  programName: string;
}

/** Answer of add-points and use-points: the client's balance in that programme after the change. */
export interface LoyaltyBalanceDto {
  clientId: number;
  programId: number;
  totalPoints: number;
  pointsToReward: number;
  canRedeem: boolean;
  /** use-points only: the redeem's ledger entry, for POST /api/loyalty/redemptions/{id}/undo. */
  redemptionId?: number;
}
