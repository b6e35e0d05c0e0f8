import { CLIENT_MSG, LOYALTY_MSG } from '@salao/contracts';
import { createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';

describe('loyalty points ledger', () => {
  let t: TestApp;
  let tenant: Tenant;
  let programId: number;
  let clientId: number;

  const newClient = async (name: string) =>
    (await tenant.client.post('/api/clients', { name, phone: '11999990000', confirmDuplicate: true })).body.id as number;
  const balance = async (client: number, program = programId) =>
    (await t.db.query(`SELECT balance FROM loyalty_accounts WHERE client_id = $1 AND program_id = $2`, [client, program]))[0]?.balance ?? 0;
  const ledgerSum = async (client: number, program = programId) =>
    (await t.db.query(`SELECT coalesce(sum(points), 0)::int AS s FROM loyalty_point_entries WHERE client_id = $1 AND program_id = $2`, [client, program]))[0].s;

  beforeAll(async () => {
    t = await startApp();
    tenant = await createTenant(t.url, t.db, 'Core');
    programId = (await tenant.client.get('/api/loyalty/programs')).body[0].id;
    clientId = await newClient('Paula Pontos');
  });
  afterAll(() => t.close());

  it('adds points as a ledger entry with who and why; the balance is the sum of the entries', async () => {
    const res = await tenant.client.post(`/api/loyalty/clients/${clientId}/add-points`, { programId, points: 7, appointmentId: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clientId, programId, totalPoints: 7, pointsToReward: 10, canRedeem: false });
    const more = await tenant.client.post(`/api/loyalty/clients/${clientId}/add-points`, { programId, points: 3, reason: 'Indicação' });
    expect(more.body).toMatchObject({ totalPoints: 10, canRedeem: true });
    const entries = await t.db.query(
      `SELECT points, kind, reason, created_by_user_id AS "by", appointment_id AS "appointmentId" FROM loyalty_point_entries WHERE client_id = $1 ORDER BY id`,
      [clientId],
    );
    expect(entries).toEqual([
      { points: 7, kind: 'manual', reason: 'Pontos adicionados manualmente', by: tenant.admin.id, appointmentId: null },
      { points: 3, kind: 'manual', reason: 'Indicação', by: tenant.admin.id, appointmentId: null },
    ]);
    expect(await ledgerSum(clientId)).toBe(10);
  });

  it('lists clients with points and says who can redeem', async () => {
    const low = await newClient('Zeca Poucos');
    await tenant.client.post(`/api/loyalty/clients/${low}/add-points`, { programId, points: 2 });
    const res = await tenant.client.get('/api/loyalty/clients-with-rewards');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        clientId,
        clientName: 'Paula Pontos',
        totalPoints: 10,
        pointsToReward: 10,
        rewardDescription: 'Serviço gratuito',
        canRedeem: true,
        programId,
        programName: 'Programa Fidelidade',
      },
      {
        clientId: low,
        clientName: 'Zeca Poucos',
        totalPoints: 2,
        pointsToReward: 10,
        rewardDescription: 'Serviço gratuito',
        canRedeem: false,
        programId,
        programName: 'Programa Fidelidade',
      },
    ]);
  });

  it('uses points, never below zero, with a clear pt-BR message', async () => {
    const c = await newClient('Rita Resgate');
    await tenant.client.post(`/api/loyalty/clients/${c}/add-points`, { programId, points: 12 });
    const used = await tenant.client.post(`/api/loyalty/clients/${c}/use-points`, { programId, points: 10 });
    expect(used).toMatchObject({ status: 200, body: { clientId: c, programId, totalPoints: 2, canRedeem: false } });
    const short = await tenant.client.post(`/api/loyalty/clients/${c}/use-points`, { programId, points: 3 });
    expect(short).toMatchObject({ status: 409, body: { message: LOYALTY_MSG.insufficient } });
    const none = await newClient('Sem Pontos');
    expect((await tenant.client.post(`/api/loyalty/clients/${none}/use-points`, { programId, points: 1 })).body).toEqual({ message: LOYALTY_MSG.insufficient });
    expect(await balance(c)).toBe(2);
    const [redeem] = await t.db.query(`SELECT points, kind, reason FROM loyalty_point_entries WHERE client_id = $1 AND kind = 'redeem'`, [c]);
    expect(redeem).toEqual({ points: -10, kind: 'redeem', reason: 'Resgate: Serviço gratuito' });
    expect(await ledgerSum(c)).toBe(2);
  });

  it('two concurrent redeems of the same points: exactly one succeeds', async () => {
    const c = await newClient('Corrida Dupla');
    await tenant.client.post(`/api/loyalty/clients/${c}/add-points`, { programId, points: 10 });
    const answers = await Promise.all([1, 2].map(() => tenant.client.post(`/api/loyalty/clients/${c}/use-points`, { programId, points: 10 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: LOYALTY_MSG.insufficient });
    expect(await balance(c)).toBe(0);
    expect(await ledgerSum(c)).toBe(0);

    // Eight racing redeems against a balance that covers two.
    const d = await newClient('Corrida Grande');
    await tenant.client.post(`/api/loyalty/clients/${d}/add-points`, { programId, points: 25 });
    const many = await Promise.all(Array.from({ length: 8 }, () => tenant.client.post(`/api/loyalty/clients/${d}/use-points`, { programId, points: 10 })));
    expect(many.filter((a) => a.status === 200)).toHaveLength(2);
    expect(many.filter((a) => a.status === 409)).toHaveLength(6);
    expect(await balance(d)).toBe(5);
    expect(await ledgerSum(d)).toBe(5);
  });

  // 'P' stands for the real programme id (only known once the suite has started).
  it.each([
    [{ points: 5 }],
    [{ programId: 'x', points: 5 }],
    [{ programId: 0, points: 5 }],
    [{ programId: 'P', points: 0 }],
    [{ programId: 'P', points: -2 }],
    [{ programId: 'P', points: 'dez' }],
    [{ programId: 'P', points: 2.5 }],
    [{ programId: 'P' }],
    [{}],
  ])('add-points and use-points answer 400 "Preencha todos os campos corretamente." for %j', async (body) => {
    const bodyFor = { ...body, ...((body as { programId?: unknown }).programId === 'P' ? { programId } : {}) };
    for (const path of ['add-points', 'use-points']) {
      const res = await tenant.client.post(`/api/loyalty/clients/${clientId}/${path}`, bodyFor);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: LOYALTY_MSG.fields });
    }
    expect(await balance(clientId)).toBe(10);
  });

  it('unknown or foreign clients and programmes answer 404; inactive programmes take no new points', async () => {
    const other = await createTenant(t.url, t.db, 'Core');
    const theirClient = (await other.client.post('/api/clients', { name: 'Deles', phone: '11999990000' })).body.id;
    const theirProgram = (await other.client.get('/api/loyalty/programs')).body[0].id;
    expect((await tenant.client.post(`/api/loyalty/clients/${theirClient}/add-points`, { programId, points: 1 })).body).toEqual({
      message: CLIENT_MSG.notFound,
    });
    expect((await tenant.client.post(`/api/loyalty/clients/${theirClient}/use-points`, { programId, points: 1 })).status).toBe(404);
    expect((await tenant.client.post(`/api/loyalty/clients/${clientId}/add-points`, { programId: theirProgram, points: 1 })).body).toEqual({
      message: LOYALTY_MSG.programNotFound,
    });
    expect((await tenant.client.post(`/api/loyalty/clients/abc/add-points`, { programId, points: 1 })).status).toBe(404);
    expect((await tenant.client.post(`/api/loyalty/clients/${clientId}/add-points`, { programId, points: 1, appointmentId: 999999 })).body).toEqual({
      message: LOYALTY_MSG.appointmentNotFound,
    });

    const inactive = (
      await tenant.client.post('/api/loyalty/programs', {
        name: 'Pausado',
        pointsPerService: 1,
        pointsToReward: 5,
        rewardDescription: 'Brinde',
        isActive: false,
      })
    ).body;
    expect((await tenant.client.post(`/api/loyalty/clients/${clientId}/add-points`, { programId: inactive.id, points: 1 })).body).toEqual({
      message: LOYALTY_MSG.programInactive,
    });
    expect(await balance(clientId)).toBe(10);
  });

  it('a removed client leaves the rewards list', async () => {
    const c = await newClient('Vai Embora');
    await tenant.client.post(`/api/loyalty/clients/${c}/add-points`, { programId, points: 4 });
    await tenant.client.delete(`/api/clients/${c}`);
    expect((await tenant.client.get('/api/loyalty/clients-with-rewards')).body.some((r: { clientId: number }) => r.clientId === c)).toBe(false);
    expect((await tenant.client.post(`/api/loyalty/clients/${c}/add-points`, { programId, points: 1 })).status).toBe(404);
  });
});
