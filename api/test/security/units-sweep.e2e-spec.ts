import { UNIT_MSG } from '@salao/contracts';
import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createStaffLogin } from '../support/factories';
import { apiRoutes, seedVictim, sweepRoutes, tenantDigest, type Victim } from '../support/security';
import { agendaTenant, type AgendaTenant } from '../agenda-fixtures';

/**
 * Lists whose answer is the network's when clients are shared (docs/product/units.md, 'Shared clients'): its clients,
 * and its loyalty programmes (another unit's shown, not editable).
 */
const SHARED_LISTS = ['/api/clients', '/api/clients/list', '/api/loyalty/programs'];

/**
 * Units of one network keep their tenancy (docs/product/units.md): every route of the API called by a manager and
 * a staff member of unit B, against unit A of the same network, never reads or writes A; the network's owner
 * reads both, by switching.
 */
describe('units sweep: one network, two units, every route', () => {
  let t: TestApp;
  let a: Victim;
  let b: AgendaTenant;
  let managerB: ApiClient;

  beforeAll(async () => {
    t = await startApp();
    a = await seedVictim(t.url, t.db);
    b = await agendaTenant(t.url, t.db, 'Expert');
    // A becomes a unit of B's network: B's admin (its owner) may act in A, nobody else of B.
    await t.db.query(`UPDATE establishments SET network_id = (SELECT network_id FROM establishments WHERE id = $2) WHERE id = $1`, [
      a.establishmentId,
      b.establishmentId,
    ]);
    const manager = await createStaffLogin(t.url, t.db, b.establishmentId, 'Gerente B');
    await t.db.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [manager.userId]);
    managerB = new ApiClient(t.url);
    await managerB.login(manager.email, manager.password);
  }, 60000);
  afterAll(() => t.close());

  const shareClients = (on: boolean) =>
    t.db.query(`UPDATE networks SET shares_clients = $2 WHERE id = (SELECT network_id FROM establishments WHERE id = $1)`, [b.establishmentId, on]);

  it("clients not shared: B's manager and B's staff never read or change unit A's rows, whatever route, id or body", async () => {
    await shareClients(false);
    expect((await managerB.get('/api/session')).body.role).toBe('manager');
    expect((await managerB.get('/api/units')).body.map((u: { id: number }) => u.id)).toEqual([b.establishmentId]);
    const before = await tenantDigest(t.db, a.establishmentId);
    const { problems, calls } = await sweepRoutes(apiRoutes(), a, [
      ['gerente B', managerB],
      ['staff B', b.staffLogin.client],
    ]);
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(100);
    expect(await tenantDigest(t.db, a.establishmentId)).toEqual(before);
    for (const client of [managerB, b.staffLogin.client]) {
      const refused = await client.post('/api/session/unit', { establishmentId: a.establishmentId });
      expect([refused.status, refused.body]).toEqual([403, { message: UNIT_MSG.forbidden }]);
      expect((await client.get('/api/session')).body.establishmentId).toBe(b.establishmentId);
    }
  }, 180000);

  it("clients shared (the default): the client is the network's, and still nothing else of unit A is read or changed", async () => {
    await shareClients(true);
    // The shared record itself: B's manager reads A's client; the sweep below names B's own client and programme
    // wherever a client or programme id goes, so any other route that still reached A would show.
    const shared = await managerB.get(`/api/clients/${a.ids.clients}`);
    expect([shared.status, JSON.stringify(shared.body).includes(a.marker)]).toEqual([200, true]);
    const program = await b.client.post('/api/loyalty/programs', {
      name: 'Programa B',
      pointsPerService: 1,
      pointsToReward: 10,
      rewardDescription: 'Brinde',
      services: [b.serviceId],
    });
    expect(program.status).toBe(201);
    const before = await tenantDigest(t.db, a.establishmentId);
    const ownKinds: Victim = { ...a, ids: { ...a.ids, clients: b.clientId, programs: program.body.id } };
    const { problems, calls } = await sweepRoutes(
      apiRoutes().filter((r) => !SHARED_LISTS.includes(r.path)),
      ownKinds,
      [
        ['gerente B', managerB],
        ['staff B', b.staffLogin.client],
      ],
    );
    // B writing its own client and programme (the ids put in place of A's) is no finding.
    const own = [`/api/clients/${b.clientId}`, `/api/loyalty/programs/${program.body.id}`];
    expect(problems.filter((p) => !(p.startsWith('escrita 2xx') && own.some((path) => p.includes(` ${path} `) || p.includes(`${path}/`))))).toEqual([]);
    expect(calls).toBeGreaterThan(100);
    expect(await tenantDigest(t.db, a.establishmentId)).toEqual(before);
  }, 180000);

  it("the network's owner reads both units, one at a time, by switching", async () => {
    await shareClients(false);
    const mark = (res: { body: unknown }) => JSON.stringify(res.body).includes(a.marker);
    expect(mark(await b.client.get(`/api/clients/${a.ids.clients}`))).toBe(false);
    expect((await b.client.post('/api/session/unit', { establishmentId: a.establishmentId })).status).toBe(200);
    expect(mark(await b.client.get(`/api/clients/${a.ids.clients}`))).toBe(true);
    expect((await b.client.post('/api/session/unit', { establishmentId: b.establishmentId })).status).toBe(200);
    expect(mark(await b.client.get(`/api/clients/${a.ids.clients}`))).toBe(false);
  });
});
