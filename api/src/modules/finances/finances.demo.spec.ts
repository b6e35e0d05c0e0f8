import { localDate } from '../../platform/time/wall-clock';
import { todaysMovements } from './finances.demo';

const ZONE = 'America/Sao_Paulo';

describe("the demo's movements of today", () => {
  it("fall on the salon's today even when the demo is seeded minutes after its midnight", () => {
    // 00:10 in São Paulo (03:10 UTC): 45 minutes earlier would be yesterday, and the 'today' cards would read zero.
    const now = Date.parse('2026-11-28T03:10:00Z');
    const [income, expense] = todaysMovements(now, ZONE);
    expect([localDate(income, ZONE), localDate(expense, ZONE)]).toEqual(['2026-11-28', '2026-11-28']);
    expect(income).toBeLessThan(now);
    expect(expense).toBeLessThan(now);
  });

  it('keep 45 and 30 minutes ago later in the day', () => {
    const now = Date.parse('2026-11-28T15:00:00Z');
    expect(todaysMovements(now, ZONE)).toEqual([now - 45 * 60_000, now - 30 * 60_000]);
  });
});
