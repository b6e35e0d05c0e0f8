import { DEMO } from '../src/seed/demo';
import { ApiClient } from './support/client';
import type { TestApp } from './support/app';
import { startDemoApp } from './support/demo-app';

/** The demo's loyalty data on its own empty database, exactly as the first start seeds it. */
describe('loyalty: demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startDemoApp('loyalty_demo');
  });
  afterAll(() => t?.close());

  it("has the default programme over some services, points from completed visits and clients at 'Pode resgatar!'", async () => {
    const admin = new ApiClient(t.url);
    await admin.login(DEMO.admin.email, DEMO.admin.password);
    const [program, ...others] = (await admin.get('/api/loyalty/programs')).body;
    expect(others).toEqual([]);
    expect(program).toMatchObject({
      name: 'Programa Fidelidade',
      pointsPerService: 1,
      pointsToReward: 10,
      rewardDescription: 'Serviço gratuito',
      isActive: true,
    });
    expect(program.services.length).toBeGreaterThan(0);

    const rewards = (await admin.get('/api/loyalty/clients-with-rewards')).body;
    expect(rewards.filter((r: { canRedeem: boolean }) => r.canRedeem).length).toBeGreaterThanOrEqual(2);
    expect(rewards.some((r: { canRedeem: boolean }) => !r.canRedeem)).toBe(true);
    const [earned] = await t.db.query(`SELECT count(*)::int AS n FROM loyalty_point_entries WHERE kind = 'appointment'`);
    expect(earned.n).toBeGreaterThan(0);
    // Every balance is the sum of its ledger.
    const drift = await t.db.query(
      `SELECT a.client_id FROM loyalty_accounts a
       JOIN (SELECT client_id, program_id, sum(points) AS s FROM loyalty_point_entries GROUP BY 1, 2) e USING (client_id, program_id)
       WHERE a.balance <> e.s`,
    );
    expect(drift).toEqual([]);
    // Clients with visits show them.
    const clients = (await admin.get('/api/clients')).body;
    expect(clients.some((c: { lastVisit: string | null }) => c.lastVisit !== null)).toBe(true);
  });
});
