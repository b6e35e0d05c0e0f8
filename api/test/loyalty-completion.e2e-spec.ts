import { AuditRepository } from '../src/platform/audit/audit.repository';
import { AuditService } from '../src/platform/audit/audit.service';
import type { DataSource } from 'typeorm';
import { ClientsRepository } from '../src/modules/clients/clients.repository';
import { ClientsService } from '../src/modules/clients/clients.service';
import { LoyaltyPointsService } from '../src/modules/loyalty/loyalty-points.service';
import { LoyaltyPointsRepository } from '../src/modules/loyalty/loyalty-points.repository';
import type { AppointmentCompleted } from '../src/platform/hooks/domain-events';
import { DomainHooks } from '../src/platform/hooks/hooks';
import type { RealtimeService } from '../src/platform/realtime/realtime.service';
import { systemClock } from '../src/platform/time/clock';
import { createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';

interface Setup {
  clientId: number;
  serviceId: number;
  otherServiceId: number;
  staffId: number;
  programId: number;
}

/** A client, two services (one in the active programme), a staff member and the default programme. */
async function setup(db: DataSource, tenant: Tenant): Promise<Setup> {
  const clientId = (await tenant.client.post('/api/clients', { name: 'Clara Completa', phone: '11999990000' })).body.id;
  const [s1, s2] = await db.query(
    `INSERT INTO services (establishment_id, name, duration_minutes, price) VALUES ($1, 'Corte', 30, 50), ($1, 'Hidratação', 30, 80) RETURNING id`,
    [tenant.establishmentId],
  );
  const [staff] = await db.query(`INSERT INTO staff (establishment_id, name, role) VALUES ($1, 'Pro', 'Cabeleireira') RETURNING id`, [tenant.establishmentId]);
  const program = (await tenant.client.get('/api/loyalty/programs')).body[0];
  await tenant.client.put(`/api/loyalty/programs/${program.id}`, { ...program, pointsPerService: 2, services: [s1.id] });
  return { clientId, serviceId: s1.id, otherServiceId: s2.id, staffId: staff.id, programId: program.id };
}

async function appointment(db: DataSource, tenant: Tenant, s: Setup, serviceId: number, hoursAgo: number): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
     VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5), now() - make_interval(hours => $5) + interval '30 minutes', 30, 50, 'confirmed') RETURNING id`,
    [tenant.establishmentId, s.clientId, serviceId, s.staffId, hoursAgo],
  );
  return row.id;
}

const balance = async (db: DataSource, s: Setup) =>
  (await db.query(`SELECT balance FROM loyalty_accounts WHERE client_id = $1 AND program_id = $2`, [s.clientId, s.programId]))[0]?.balance ?? 0;

describe('points from completed appointments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  describe('the completion hooks, run in a real transaction on the real database', () => {
    const emit = jest.fn();
    let hooks: DomainHooks;
    let tenant: Tenant;
    let s: Setup;
    const completed = (id: number, serviceId: number): AppointmentCompleted => ({
      id,
      establishmentId: tenant.establishmentId,
      clientId: s.clientId,
      serviceId,
      staffId: s.staffId,
      price: '50.00',
      startsAt: new Date(),
      completedAt: new Date(),
      completedByUserId: tenant.admin.id,
      actor: {
        sessionId: 'test',
        userId: tenant.admin.id,
        establishmentId: tenant.establishmentId,
        role: 'admin',
        staffId: null,
        name: 'Dona',
        email: 'dona@teste.com',
        plan: 'Core',
        timezone: 'America/Sao_Paulo',
        zone: 'America/Sao_Paulo',
      },
    });

    beforeAll(async () => {
      tenant = await createTenant(t.url, t.db, 'Core');
      s = await setup(t.db, tenant);
      hooks = new DomainHooks(t.db);
      hooks.onModuleInit();
      const realtime = { emit } as unknown as RealtimeService;
      new ClientsService(new ClientsRepository(t.db), hooks, realtime, new AuditService(new AuditRepository(t.db)), systemClock).onModuleInit();
      new LoyaltyPointsService(new LoyaltyPointsRepository(t.db), hooks, realtime, systemClock).onModuleInit();
    });

    it('credits once per appointment and programme, and announces the client change after commit', async () => {
      const id = await appointment(t.db, tenant, s, s.serviceId, 3);
      await t.db.transaction(async (tx) => {
        await hooks.publish(tx, 'appointment.completed', completed(id, s.serviceId));
        expect(emit).not.toHaveBeenCalled(); // not before the commit
      });
      expect(emit).toHaveBeenCalledWith(tenant.establishmentId, 'client_change', { clientId: s.clientId });
      await t.db.transaction((tx) => hooks.publish(tx, 'appointment.completed', completed(id, s.serviceId)));
      expect(await balance(t.db, s)).toBe(2);
      const entries = await t.db.query(
        `SELECT points, kind, reason, appointment_id AS "appointmentId", created_by_user_id AS "by" FROM loyalty_point_entries WHERE client_id = $1`,
        [s.clientId],
      );
      expect(entries).toEqual([{ points: 2, kind: 'appointment', reason: 'Agendamento realizado', appointmentId: id, by: tenant.admin.id }]);
    });

    it('a rolled-back completion credits nothing and announces nothing', async () => {
      emit.mockClear();
      const id = await appointment(t.db, tenant, s, s.serviceId, 30);
      const before = await balance(t.db, s);
      await expect(
        t.db.transaction(async (tx) => {
          await hooks.publish(tx, 'appointment.completed', completed(id, s.serviceId));
          throw new Error('completion failed');
        }),
      ).rejects.toThrow('completion failed');
      expect(await balance(t.db, s)).toBe(before);
      expect(emit).not.toHaveBeenCalled();
    });

    it('services outside the programme earn nothing', async () => {
      const id = await appointment(t.db, tenant, s, s.otherServiceId, 48);
      const points = await balance(t.db, s);
      await t.db.transaction((tx) => hooks.publish(tx, 'appointment.completed', completed(id, s.otherServiceId)));
      expect(await balance(t.db, s)).toBe(points);
    });

    it('an establishment whose plan lacks loyalty earns nothing', async () => {
      await t.db.query(`UPDATE establishments SET plan = 'Base' WHERE id = $1`, [tenant.establishmentId]);
      const id = await appointment(t.db, tenant, s, s.serviceId, 50);
      const points = await balance(t.db, s);
      await t.db.transaction((tx) => hooks.publish(tx, 'appointment.completed', completed(id, s.serviceId)));
      expect(await balance(t.db, s)).toBe(points);
      await t.db.query(`UPDATE establishments SET plan = 'Core' WHERE id = $1`, [tenant.establishmentId]);
    });
  });

  describe('through PATCH /api/appointments/{id}/status', () => {
    it('completing an appointment twice adds its points once and shows it as the last visit', async () => {
      const tenant = await createTenant(t.url, t.db, 'Core');
      const s = await setup(t.db, tenant);
      const id = await appointment(t.db, tenant, s, s.serviceId, 2);
      const first = await tenant.client.patch(`/api/appointments/${id}/status`, { status: 'completed' });
      expect(first.status).toBe(200);
      const second = await tenant.client.patch(`/api/appointments/${id}/status`, { status: 'completed' });
      expect(second.status).toBeLessThan(500);
      expect(await balance(t.db, s)).toBe(2);
      const rewards = (await tenant.client.get('/api/loyalty/clients-with-rewards')).body;
      expect(rewards).toEqual([expect.objectContaining({ clientId: s.clientId, totalPoints: 2, canRedeem: false })]);
      const client = (await tenant.client.get(`/api/clients/${s.clientId}`)).body;
      expect(client.lastVisit).not.toBeNull();
      expect((await tenant.client.get('/api/clients?filter=recent')).body.map((c: { id: number }) => c.id)).toEqual([s.clientId]);
    });
  });
});
