import { DEFAULT_LOYALTY_PROGRAM, LOYALTY_MSG } from '@salao/contracts';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';

const program = {
  name: 'Cartão Fidelidade',
  pointsPerService: 2,
  pointsToReward: 20,
  rewardDescription: 'Escova grátis',
  services: [] as unknown[],
  isActive: true,
};

describe('loyalty programmes', () => {
  let t: TestApp;
  let core: Tenant;
  let serviceIds: number[];
  beforeAll(async () => {
    t = await startApp();
    core = await createTenant(t.url, t.db, 'Core');
    const rows = await t.db.query(
      `INSERT INTO services (establishment_id, name, duration_minutes, price) VALUES ($1, 'Corte', 30, 50), ($1, 'Escova', 45, 70) RETURNING id`,
      [core.establishmentId],
    );
    serviceIds = rows.map((r: { id: number }) => r.id);
  });
  afterAll(() => t.close());

  it('plan Base answers 403 with the plan message on every loyalty route', async () => {
    const base = await createTenant(t.url, t.db, 'Base');
    const message = 'Este recurso requer o plano Core. Seu plano atual: Base.';
    for (const res of [
      await base.client.get('/api/loyalty/programs'),
      await base.client.post('/api/loyalty/programs', program),
      await base.client.put('/api/loyalty/programs/1', program),
      await base.client.delete('/api/loyalty/programs/1'),
      await base.client.get('/api/loyalty/clients-with-rewards'),
      await base.client.post('/api/loyalty/clients/1/add-points', { programId: 1, points: 5 }),
      await base.client.post('/api/loyalty/clients/1/use-points', { programId: 1, points: 5 }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message });
    }
    expect(await t.db.query(`SELECT 1 FROM loyalty_programs WHERE establishment_id = $1`, [base.establishmentId])).toHaveLength(0);
  });

  it('staff get 403 even on plan Core', async () => {
    const staff = await createStaffLogin(t.url, t.db, core.establishmentId);
    expect((await staff.client.get('/api/loyalty/programs')).status).toBe(403);
    expect((await staff.client.get('/api/loyalty/clients-with-rewards')).status).toBe(403);
    expect((await staff.client.post('/api/loyalty/programs', program)).status).toBe(403);
  });

  it('the first GET creates the SPEC §9 default programme once, covering the services the establishment has', async () => {
    const [first, second] = await Promise.all([core.client.get('/api/loyalty/programs'), core.client.get('/api/loyalty/programs')]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        id: expect.any(Number),
        ...DEFAULT_LOYALTY_PROGRAM,
        isActive: true,
        services: serviceIds.map((serviceId) => ({ serviceId })),
        version: 1,
      },
    ]);
    expect(second.body).toEqual(first.body);
    expect(first.body[0]).toMatchObject({ name: 'Programa Fidelidade', pointsPerService: 1, pointsToReward: 10, rewardDescription: 'Serviço gratuito' });
  });

  it('creates, updates (services as ids or {serviceId}) and removes a programme', async () => {
    const created = await core.client.post('/api/loyalty/programs', { ...program, services: [serviceIds[0]], establishmentId: 999 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...program, services: [{ serviceId: serviceIds[0] }], version: 1 });

    const updated = await core.client.put(`/api/loyalty/programs/${created.body.id}`, {
      ...program,
      name: 'Cartão VIP',
      isActive: false,
      services: serviceIds.map((serviceId) => ({ serviceId })),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Cartão VIP', isActive: false, services: serviceIds.map((serviceId) => ({ serviceId })) });

    const removed = await core.client.delete(`/api/loyalty/programs/${created.body.id}`);
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    const list = await core.client.get('/api/loyalty/programs');
    expect(list.body.some((p: { id: number }) => p.id === created.body.id)).toBe(false);
    expect((await core.client.delete(`/api/loyalty/programs/${created.body.id}`)).body).toEqual({ message: LOYALTY_MSG.programNotFound });
    expect((await core.client.put(`/api/loyalty/programs/${created.body.id}`, program)).status).toBe(404);
  });

  it('removing every programme does not bring the default back', async () => {
    const tenant = await createTenant(t.url, t.db, 'Expert');
    const [def] = (await tenant.client.get('/api/loyalty/programs')).body;
    expect(def.services).toEqual([]);
    await tenant.client.delete(`/api/loyalty/programs/${def.id}`);
    expect((await tenant.client.get('/api/loyalty/programs')).body).toEqual([]);
  });

  it.each([
    [{ ...program, name: '' }, LOYALTY_MSG.name],
    [{ ...program, name: 'X' }, LOYALTY_MSG.name],
    [{ ...program, name: 'x'.repeat(121) }, LOYALTY_MSG.nameMax],
    [{ ...program, pointsPerService: 0 }, LOYALTY_MSG.pointsPerService],
    [{ ...program, pointsPerService: 1.5 }, LOYALTY_MSG.pointsPerService],
    [{ ...program, pointsPerService: 'muitos' }, LOYALTY_MSG.pointsPerService],
    [{ ...program, pointsPerService: undefined }, LOYALTY_MSG.pointsPerService],
    [{ ...program, pointsToReward: 0 }, LOYALTY_MSG.pointsToReward],
    [{ ...program, pointsToReward: -3 }, LOYALTY_MSG.pointsToReward],
    [{ ...program, pointsToReward: 1_000_000 }, LOYALTY_MSG.pointsMax],
    [{ ...program, rewardDescription: '  ' }, LOYALTY_MSG.rewardDescription],
    [{ ...program, rewardDescription: 'x'.repeat(201) }, LOYALTY_MSG.rewardDescriptionMax],
    [{ ...program, services: ['abc'] }, LOYALTY_MSG.services],
    [{ ...program, services: 'todos' }, LOYALTY_MSG.services],
    [{ ...program, services: [987654] }, LOYALTY_MSG.serviceNotFound],
  ])('answers 400 for %j and writes nothing', async (body, message) => {
    const before = await t.db.query(`SELECT count(*)::int AS n FROM loyalty_programs WHERE establishment_id = $1`, [core.establishmentId]);
    const res = await core.client.post('/api/loyalty/programs', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    const after = await t.db.query(`SELECT count(*)::int AS n FROM loyalty_programs WHERE establishment_id = $1`, [core.establishmentId]);
    expect(after[0].n).toBe(before[0].n);
  });

  it("another establishment's services and programmes are not found", async () => {
    const other = await createTenant(t.url, t.db, 'Core');
    const [theirService] = await t.db.query(
      `INSERT INTO services (establishment_id, name, duration_minutes, price) VALUES ($1, 'Deles', 30, 10) RETURNING id`,
      [other.establishmentId],
    );
    expect((await core.client.post('/api/loyalty/programs', { ...program, services: [theirService.id] })).body).toEqual({
      message: LOYALTY_MSG.serviceNotFound,
    });
    const [theirProgram] = (await other.client.get('/api/loyalty/programs')).body;
    expect((await core.client.put(`/api/loyalty/programs/${theirProgram.id}`, program)).status).toBe(404);
    expect((await core.client.delete(`/api/loyalty/programs/${theirProgram.id}`)).status).toBe(404);
    // A failed update leaves the programme's services as they were (no partial write).
    const mine = (await core.client.get('/api/loyalty/programs')).body[0];
    expect((await core.client.put(`/api/loyalty/programs/${mine.id}`, { ...program, services: [serviceIds[0], theirService.id] })).status).toBe(400);
    expect((await core.client.get('/api/loyalty/programs')).body[0]).toEqual(mine);
  });
});
