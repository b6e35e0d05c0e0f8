import type { ClientLoyaltyEntryDto } from '@salao/contracts';
import { bookingLink } from './booking-link';
import { pointsByClient, pointsLabel } from './client-points';
import { loyaltySummary } from '../loyalty/loyalty-summary';

const entry = (clientId: number, programId: number, totalPoints: number, canRedeem: boolean): ClientLoyaltyEntryDto => ({
  clientId,
  programId,
  totalPoints,
  canRedeem,
  clientName: `C${clientId}`,
  programName: `P${programId}`,
  pointsToReward: 10,
  rewardDescription: 'Serviço gratuito',
});

describe('pointsByClient', () => {
  it('sums a client across programmes; redeemable if any programme is', () => {
    const map = pointsByClient([entry(1, 1, 4, false), entry(1, 2, 12, true), entry(2, 1, 3, false)]);
    expect(map.get(1)).toEqual({ totalPoints: 16, canRedeem: true });
    expect(map.get(2)).toEqual({ totalPoints: 3, canRedeem: false });
    expect(pointsByClient(undefined).size).toBe(0);
  });

  it('labels singular and plural', () => {
    expect(pointsLabel(1)).toBe('1 ponto');
    expect(pointsLabel(0)).toBe('0 pontos');
  });
});

describe('loyaltySummary', () => {
  it('counts active programmes, distinct redeeming clients and distinct participating services', () => {
    const programs = [
      {
        id: 1,
        name: 'A',
        pointsPerService: 1,
        pointsToReward: 10,
        rewardDescription: 'x',
        isActive: true,
        services: [{ serviceId: 1 }, { serviceId: 2 }],
        version: 1,
      },
      { id: 2, name: 'B', pointsPerService: 1, pointsToReward: 10, rewardDescription: 'x', isActive: true, services: [{ serviceId: 2 }], version: 1 },
      { id: 3, name: 'C', pointsPerService: 1, pointsToReward: 10, rewardDescription: 'x', isActive: false, services: [{ serviceId: 9 }], version: 1 },
    ];
    expect(loyaltySummary(programs, [entry(1, 1, 10, true), entry(1, 2, 10, true), entry(2, 1, 2, false)])).toEqual({ programs: 2, clients: 1, services: 2 });
  });
});

describe('bookingLink', () => {
  it("opens the agenda's modal with the client, names encoded", () => {
    const url = new URL(bookingLink({ id: 7, name: 'Ana & Bia' }), 'http://x');
    expect(url.pathname).toBe('/agendamentos');
    expect(Object.fromEntries(url.searchParams)).toEqual({ clientId: '7', clientName: 'Ana & Bia', openModal: 'true' });
  });
});
