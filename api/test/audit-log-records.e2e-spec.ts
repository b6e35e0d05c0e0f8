import { futureMonday, booking } from './agenda-fixtures';
import { changes, historyOf } from './audit-support';
import { createApiKey, useAgendaApp } from './support/security';
import { ApiClient } from './support/client';
import { createTenant } from './support/factories';

/** Every write of the audited domains leaves one row in its own transaction, naming who and what changed. */
describe('audit log: a row for every change, with the acting user', () => {
  const ctx = useAgendaApp();
  const admin = () => ({ userId: ctx.x.admin.id, userName: 'Maria Teste' });
  const ok = <T>(res: { status: number; body: T }): T => {
    if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  it('appointments: create, update, status change and cancel, only the changed fields', async () => {
    const c = ctx.x.client;
    const created = ok(await c.post('/api/appointments', booking(ctx.x, futureMonday(), '09:00'))) as { id: number };
    ok(await c.put(`/api/appointments/${created.id}`, booking(ctx.x, futureMonday(), '09:00', { notes: 'Trazer referência' })));
    ok(await c.put(`/api/appointments/${created.id}`, booking(ctx.x, futureMonday(), '09:00', { notes: 'Trazer referência' })));
    ok(await c.patch(`/api/appointments/${created.id}/status`, { status: 'confirmed' }));
    ok(await c.delete(`/api/appointments/${created.id}`));
    const rows = await historyOf(c, 'appointment', created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'status', 'cancel']);
    for (const r of rows) expect(r).toMatchObject({ ...admin(), entity: 'appointment', entityId: created.id });
    expect(changes(rows[0]!)).toMatchObject({
      status: [null, 'scheduled'],
      clientName: [null, 'Cliente Teste'],
      appointmentTime: [null, '09:00'],
      staffName: [null, 'Ana Colaboradora'],
    });
    expect(changes(rows[1]!)).toEqual({ notes: [null, 'Trazer referência'] });
    expect(changes(rows[2]!)).toEqual({ status: ['scheduled', 'confirmed'] });
    expect(changes(rows[3]!)).toEqual({ status: ['confirmed', 'cancelled'] });
    expect(rows[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it("a collaborator's booking names the collaborator; an integration key is 'Integração'; an online booking the client", async () => {
    const staff = ctx.x.staffLogin;
    const own = ok(await staff.client.post('/api/appointments', booking(ctx.x, futureMonday(), '11:00'))) as { id: number };
    expect((await historyOf(ctx.x.client, 'appointment', own.id))[0]).toMatchObject({ userId: staff.userId, userName: 'Ana Colaboradora', action: 'create' });

    const { key } = await createApiKey(ctx.x);
    const date = futureMonday();
    const viaKey = await new ApiClient(ctx.t.url).post(
      `/api/n8n/establishment/${ctx.x.establishmentId}/appointment`,
      {
        clientData: { name: 'Cliente Via N8N', phone: '11 97777-1234' },
        appointmentData: { staffId: ctx.x.staffId, serviceId: ctx.x.serviceId, dataInicio: `${date}T13:00:00` },
      },
      { 'x-api-key': key },
    );
    expect(viaKey.status).toBe(201);
    expect((await historyOf(ctx.x.client, 'appointment', viaKey.body.id))[0]).toMatchObject({ userId: null, userName: 'Integração', action: 'create' });

    const slug = (await ctx.x.client.get('/api/establishment')).body.slug;
    const pub = new ApiClient(ctx.t.url);
    const online = ok(
      await pub.post(`/api/public/${slug}/appointments`, {
        serviceId: ctx.x.serviceId,
        staffId: ctx.x.staffId,
        date,
        time: '15:00',
        name: 'Paula Online',
        phone: '11 96666-1234',
        email: '',
        website: '',
      }),
    ) as { id: number; manageUrl: string };
    ok(await pub.delete(`/api/public/bookings/${online.manageUrl.split('/').at(-1)}`));
    const rows = await historyOf(ctx.x.client, 'appointment', online.id);
    expect(rows.map((r) => [r.action, r.userId, r.userName])).toEqual([
      ['create', null, 'Paula Online'],
      ['cancel', null, 'Paula Online'],
    ]);

    // The clients those bookings created are audited too, by who created them.
    const clientNamed = async (name: string) =>
      (await ctx.t.db.query(`SELECT id FROM clients WHERE establishment_id = $1 AND name = $2`, [ctx.x.establishmentId, name]))[0].id as number;
    expect((await historyOf(ctx.x.client, 'client', await clientNamed('Cliente Via N8N')))[0]).toMatchObject({
      userId: null,
      userName: 'Integração',
      action: 'create',
    });
    expect((await historyOf(ctx.x.client, 'client', await clientNamed('Paula Online')))[0]).toMatchObject({
      userId: null,
      userName: 'Paula Online',
      action: 'create',
    });
  });

  it('clients: create, update, delete', async () => {
    const c = ctx.x.client;
    const client = ok(await c.post('/api/clients', { name: 'Lia Auditada', phone: '(11) 95555-0001', email: 'lia@teste.com' })) as { id: number };
    ok(await c.put(`/api/clients/${client.id}`, { name: 'Lia Auditada', phone: '(11) 95555-0002', email: 'lia@teste.com', notes: 'Prefere manhã' }));
    ok(await c.delete(`/api/clients/${client.id}`));
    const rows = await historyOf(c, 'client', client.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[0]).toMatchObject(admin());
    expect(changes(rows[1]!)).toEqual({ phone: ['(11) 95555-0001', '(11) 95555-0002'], notes: [null, 'Prefere manhã'] });
    expect(changes(rows[2]!)).toMatchObject({ name: ['Lia Auditada', null] });
    expect((await c.delete(`/api/clients/${client.id}`)).status).toBe(404);
    expect(await historyOf(c, 'client', client.id)).toHaveLength(3);
  });

  it('transactions: create and delete', async () => {
    const c = ctx.x.client;
    const tx = ok(
      await c.post('/api/transactions', {
        type: 'expense',
        amount: 12.5,
        description: 'Conta de luz',
        category: 'Energia Elétrica',
        paymentMethod: 'PIX',
        date: futureMonday(-2),
      }),
    ) as { id: number };
    ok(await c.delete(`/api/transactions/${tx.id}`));
    const rows = await historyOf(c, 'transaction', tx.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(changes(rows[0]!)).toMatchObject({ amount: [null, '12.50'], description: [null, 'Conta de luz'], type: [null, 'expense'] });
    expect(changes(rows[1]!)).toMatchObject({ description: ['Conta de luz', null], category: ['Energia Elétrica', null] });
  });

  it('products: create, update, a sale, delete', async () => {
    const c = ctx.x.client;
    const product = { name: 'Óleo Capilar', category: 'Cabelo', price: '30.00', cost: '12.00', currentStock: 10, minStock: 2, description: null };
    const created = ok(await c.post('/api/products', product)) as { id: number };
    ok(await c.put(`/api/products/${created.id}`, { ...product, price: '35.00' }));
    ok(await c.post('/api/products/sell', { productId: created.id, quantity: 2, unitPrice: '35.00' }));
    ok(await c.delete(`/api/products/${created.id}`));
    const rows = await historyOf(c, 'product', created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'sale', 'delete']);
    expect(changes(rows[1]!)).toEqual({ price: ['30.00', '35.00'] });
    expect(changes(rows[2]!)).toMatchObject({ quantity: [null, 2], total: [null, '70.00'], currentStock: [null, 8] });
  });

  it('staff (and working hours), services and categories', async () => {
    const c = ctx.x.client;
    const member = {
      name: 'Rita Nova',
      role: 'Manicure',
      phone: null,
      email: 'rita@teste.com',
      hasSystemAccess: false,
      salaryAmount: null,
      commissionRate: 40,
    };
    const staff = ok(await c.post('/api/staff', member)) as { id: number };
    ok(await c.put(`/api/staff/${staff.id}`, { ...member, commissionRate: 45 }));
    ok(await c.delete(`/api/staff/${staff.id}`));
    const staffRows = await historyOf(c, 'staff', staff.id);
    expect(staffRows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(changes(staffRows[1]!)).toEqual({ commissionRate: ['40.00', '45.00'] });

    // A staff member's absences are changes of that member: create, change, removal.
    const member2 = ok(await c.post('/api/staff', { ...member, name: 'Rita Férias', email: 'rita.ferias@teste.com' })) as { id: number };
    const absence = { startDate: '2030-01-10', endDate: '2030-01-20', type: 'vacation', reason: null };
    const created = ok(await c.post(`/api/staff/${member2.id}/vacations`, absence)) as { id: number };
    ok(await c.put(`/api/staff/${member2.id}/vacations/${created.id}`, { ...absence, endDate: '2030-01-25' }));
    ok(await c.delete(`/api/staff/${member2.id}/vacations/${created.id}`));
    const absenceRows = await historyOf(c, 'staff', member2.id);
    expect(absenceRows.map((r) => r.action)).toEqual(['create', 'create', 'update', 'delete']);
    expect(changes(absenceRows[2]!)).toEqual({ 'absence.endDate': ['2030-01-20', '2030-01-25'] });

    const category = ok(await c.post('/api/service-categories', { name: 'Unhas Auditadas' })) as { id: number };
    const service = ok(
      await c.post('/api/services', { name: 'Esmaltação', duration: 30, price: '25.00', category: 'Unhas Auditadas', staffIds: [String(ctx.x.staffId)] }),
    ) as { id: number };
    ok(
      await c.put(`/api/services/${service.id}`, {
        name: 'Esmaltação em gel',
        duration: 45,
        price: '25.00',
        category: 'Unhas Auditadas',
        staffIds: [String(ctx.x.staffId)],
      }),
    );
    ok(await c.delete(`/api/services/${service.id}`));
    ok(await c.delete(`/api/service-categories/${category.id}`));
    const serviceRows = await historyOf(c, 'service', service.id);
    expect(serviceRows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(changes(serviceRows[1]!)).toEqual({ name: ['Esmaltação', 'Esmaltação em gel'], duration: [30, 45] });
    expect((await historyOf(c, 'category', category.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('settings: establishment, business hours, settings, online booking, working hours', async () => {
    const c = ctx.x.client;
    const est = ctx.x.establishmentId;
    const info = (await c.get('/api/establishment')).body;
    ok(await c.put('/api/establishment', { ...info, phone: '(11) 93333-2222' }));
    const hours = (await c.get('/api/business-hours')).body as {
      dayOfWeek: number;
      isOpen: boolean;
      openTime: string;
      closeTime: string;
      isHoliday: boolean;
    }[];
    ok(
      await c.put('/api/business-hours', { hours: hours.map((d) => (d.dayOfWeek === 6 ? { ...d, isOpen: true, openTime: '09:00', closeTime: '13:00' } : d)) }),
    );
    ok(await c.put('/api/settings', { sessionTimeout: 90 }));
    ok(await c.put('/api/online-booking/settings', { autoConfirm: true }));
    const rows = await historyOf(c, 'settings', est);
    expect(rows.map((r) => changes(r))).toEqual([
      { phone: ['(11) 98765-4321', '(11) 93333-2222'] },
      { 'hours.6': ['08:00–16:00', '09:00–13:00'] },
      { sessionTimeout: [30, 90] },
      { autoConfirm: [false, true] },
    ]);
    const week = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, openTime: '09:00', closeTime: '17:00' }));
    ok(await c.post(`/api/staff/${ctx.x.staffId}/working-hours`, { workingHours: week }));
    const staffRows = await historyOf(c, 'staff', ctx.x.staffId);
    expect(changes(staffRows.at(-1)!)).toMatchObject({ 'workingHours.1': [null, '09:00–17:00'] });
  });

  it('plans: change, cancel and reactivation', async () => {
    const tenant = await createTenant(ctx.t.url, ctx.t.db);
    ok(await tenant.client.post('/api/billing/change-plan', { planId: 2 }));
    ok(await tenant.client.post('/api/billing/cancel', {}));
    const rows = await historyOf(tenant.client, 'plan', tenant.establishmentId);
    expect(rows.map((r) => [r.action, changes(r)])).toEqual([
      ['update', { plan: ['Base', 'Core'] }],
      ['cancel', { cancelAtPeriodEnd: [false, true] }],
    ]);
    await ctx.t.db.query(`UPDATE establishments SET billing_status = 'canceled' WHERE id = $1`, [tenant.establishmentId]);
    ok(await tenant.client.post('/api/billing/change-plan', { planId: 3 }));
    expect(changes((await historyOf(tenant.client, 'plan', tenant.establishmentId)).at(-1)!)).toMatchObject({
      plan: ['Core', 'Expert'],
      billingStatus: ['canceled', 'active'],
    });
  });
});
