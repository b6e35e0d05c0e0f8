import type { ClientLoyaltyEntryDto } from '@salao/contracts';

export interface ClientPoints {
  totalPoints: number;
  canRedeem: boolean;
}

/** A client's points across active programmes, for the cards ('Pode resgatar!' if any programme is redeemable). */
export function pointsByClient(entries: readonly ClientLoyaltyEntryDto[] | undefined): Map<number, ClientPoints> {
  const map = new Map<number, ClientPoints>();
  for (const e of entries ?? []) {
    const prev = map.get(e.clientId) ?? { totalPoints: 0, canRedeem: false };
    map.set(e.clientId, { totalPoints: prev.totalPoints + e.totalPoints, canRedeem: prev.canRedeem || e.canRedeem });
  }
  return map;
}

export function pointsLabel(points: number): string {
  return `${points} ${points === 1 ? 'ponto' : 'pontos'}`;
}
