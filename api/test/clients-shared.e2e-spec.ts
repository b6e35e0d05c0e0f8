import { CLIENT_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { agendaTenant, booking, createService, futureMonday, laterClock, type AgendaTenant } from './agenda-fixtures';

/**
 * Clients shared across a network (docs/product/units.md, 'Shared clients'): a client served in two units is one
 * record, with one history and one points balance, while each visit keeps its unit; turned off, each unit has its own.
 */
describe('clients shared across the units of a network', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let inB: ApiClient;
  let unitB: number;
  let staffB: number;
  let serviceB: number;
  let programId: number;
  const clock = laterClock();
  const complete = (client: ApiClient, id: number) => clock.during(() => client.patch(`/api/appointments/${id}/status`, { status: 'completed' }));
  const balance = async (client: ApiClient) =>
    (await client.get('/api/loyalty/clients-with-rewards')).body.filter((e: { clientId: number }) => e.clientId === a.clientId);

  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db, 'Expert');
    const [program] = (await a.client.get('/api/loyalty/programs')).body;
    programId = program.id;
    await a.client.put(`/api/loyalty/programs/${programId}`, { ...program, pointsPerService: 2, pointsToReward: 4, services: [a.serviceId] });
    const made = await a.client.post('/api/units', { name: 'Unidade Sul', address: 'Rua Sul, 10', copyFrom: a.establishmentId });
    if (made.status !== 201) throw new Error(`unidade: ${made.status} ${JSON.stringify(made.body)}`);
    unitB = made.body.id;
    staffB = (await a.client.post(`/api/units/${unitB}/staff`, { staffId: a.staffId })).body.id;
    inB = new ApiClient(t.url);
    await inB.login(a.admin.email, a.admin.password);
    await inB.post('/api/session/unit', { establishmentId: unitB });
    // Unit B prices the same service its own way: a service of the same name earns the same programme.
    serviceB = (await createService(inB, [staffB], { name: 'corte feminino', price: '95.00' })).id;
  }, 60000);
  afterAll(() => t.close());

  it('a client served in two units has one history and one points balance', async () => {
    expect((await inB.get('/api/clients')).body.map((c: { id: number }) => c.id)).toContain(a.clientId);
    const inA = await a.client.post('/api/appointments', booking(a, futureMonday(1), '10:00'));
    const there = await inB.post('/api/appointments', {
      ...booking(a, futureMonday(1), '15:00'),
      serviceId: serviceB,
      staffId: staffB,
      establishmentId: unitB,
    });
    expect([inA.status, there.status]).toEqual([201, 201]);
    expect((await complete(a.client, inA.body.id)).status).toBe(200);
    expect((await complete(inB, there.body.id)).status).toBe(200);

    // One balance: both visits earned into unit A's programme, seen alike from both units.
    for (const client of [a.client, inB]) {
      expect(await balance(client)).toEqual([expect.objectContaining({ programId, totalPoints: 4, canRedeem: true })]);
    }
    const accounts = await t.db.query(`SELECT count(*)::int AS n, sum(balance)::int AS points FROM loyalty_accounts WHERE client_id = $1`, [a.clientId]);
    expect(accounts).toEqual([{ n: 1, points: 4 }]);
    // B lists A's programme as the network's (not editable there), with B's service of the same name.
    const nameA = (await a.client.get('/api/establishment')).body.name;
    const programsB = (await inB.get('/api/loyalty/programs')).body;
    const sameNameInB = (await inB.get('/api/services')).body.filter((sv: { name: string }) => sv.name.toLowerCase() === 'corte feminino');
    expect(sameNameInB).toHaveLength(2); // the copy made with the unit, and B's own
    expect(programsB).toEqual([expect.objectContaining({ id: programId, unitName: nameA })]);
    expect(programsB[0].services.map((sv: { serviceId: number }) => sv.serviceId).sort()).toEqual(sameNameInB.map((sv: { id: number }) => sv.id).sort());
    expect((await inB.put(`/api/loyalty/programs/${programId}`, { ...programsB[0], name: 'Tomado' })).status).toBe(404);
    expect((await a.client.get('/api/loyalty/programs')).body[0]).not.toHaveProperty('unitName');

    // One history: each unit's profile shows both visits, the other unit's naming it.
    const fromA = (await a.client.get(`/api/clients/${a.clientId}/profile`)).body;
    const fromB = (await inB.get(`/api/clients/${a.clientId}/profile`)).body;
    expect(fromA.stats).toMatchObject({ visits: 2, totalSpent: '175.00' });
    expect(fromB.stats).toEqual(fromA.stats);
    expect(fromA.appointments.map((v: { id: number; unitName?: string }) => [v.id, v.unitName])).toEqual([
      [there.body.id, 'Unidade Sul'],
      [inA.body.id, undefined],
    ]);
    expect(fromB.appointments.find((v: { id: number }) => v.id === inA.body.id).unitName).toBe(nameA);
    expect(fromB.loyalty.map((e: { points: number }) => e.points)).toEqual([2, 2]);

    // Redeemed in B, gone in A: the same account.
    const used = await inB.post(`/api/loyalty/clients/${a.clientId}/use-points`, { programId, points: 4 });
    expect(used.status).toBe(200);
    expect(await balance(a.client)).toEqual([]);

    // The same phone is the same person in every unit.
    const phone = (await a.client.get(`/api/clients/${a.clientId}`)).body.phone;
    const twin = await inB.post('/api/clients', { name: 'Outra Ficha', phone });
    expect(twin.status).toBe(409);
    expect(twin.body.existingClientId).toBe(a.clientId);
  });

  it("the cursor page walks both units' clients: each once, in id order, a deleted one never; turned off, only the unit's", async () => {
    // Clients made in turn in each unit, so the ids of the two units interleave.
    for (let i = 0; i < 4; i++) {
      for (const [client, unit] of [
        [a.client, 'A'],
        [inB, 'B'],
      ] as const) {
        expect((await client.post('/api/clients', { name: `Cursor ${unit}${i}`, phone: `1197000${unit === 'A' ? 1 : 2}00${i}` })).status).toBe(201);
      }
    }
    const gone = (await inB.get('/api/clients?search=Cursor B3')).body[0].id;
    expect((await inB.delete(`/api/clients/${gone}`)).status).toBe(200);
    const walk = async (client: ApiClient) => {
      const ids: number[] = [];
      for (let after: number | null = 0; after !== null;) {
        const page: { clients: { id: number }[]; next: number | null } = (await client.get(`/api/clients?after=${after}&limit=3`)).body;
        ids.push(...page.clients.map((c) => c.id));
        after = page.next;
      }
      return ids;
    };
    const everyone = (await a.client.get('/api/clients')).body.map((c: { id: number }) => c.id).sort((x: number, y: number) => x - y);
    expect(everyone).not.toContain(gone);
    expect(await walk(a.client)).toEqual(everyone);
    expect(await walk(inB)).toEqual(everyone);
    await t.db.query(`UPDATE networks SET shares_clients = false WHERE id = (SELECT network_id FROM establishments WHERE id = $1)`, [unitB]);
    try {
      const own = (await inB.get('/api/clients')).body.map((c: { id: number }) => c.id).sort((x: number, y: number) => x - y);
      expect(own.length).toBe(3);
      expect(await walk(inB)).toEqual(own);
    } finally {
      await t.db.query(`UPDATE networks SET shares_clients = true WHERE id = (SELECT network_id FROM establishments WHERE id = $1)`, [unitB]);
    }
  });

  it("turned off, each unit sees only its own clients, and the other unit's are 404", async () => {
    await t.db.query(`UPDATE networks SET shares_clients = false WHERE id = (SELECT network_id FROM establishments WHERE id = $1)`, [unitB]);
    try {
      expect((await inB.get('/api/clients')).body.map((c: { id: number }) => c.id)).not.toContain(a.clientId);
      expect(await inB.get(`/api/clients/${a.clientId}`)).toMatchObject({ status: 404, body: { message: CLIENT_MSG.notFound } });
      const booked = await inB.post('/api/appointments', {
        ...booking(a, futureMonday(2), '15:00'),
        serviceId: serviceB,
        staffId: staffB,
        establishmentId: unitB,
      });
      expect(booked.status).toBe(404);
      expect((await inB.get('/api/loyalty/programs')).body.map((p: { id: number }) => p.id)).not.toContain(programId);
      // Each unit's profile shows its own visits only; the visits already made keep their client.
      expect((await a.client.get(`/api/clients/${a.clientId}/profile`)).body.stats.visits).toBe(1);
    } finally {
      await t.db.query(`UPDATE networks SET shares_clients = true WHERE id = (SELECT network_id FROM establishments WHERE id = $1)`, [unitB]);
    }
  });
});
