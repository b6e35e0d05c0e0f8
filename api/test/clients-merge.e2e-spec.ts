import { startApp, type TestApp } from './support/app';
import { createTenant } from './support/factories';
import { changes, historyOf } from './audit-support';
import { agendaTenant, booking, futureMonday, insertClient, laterClock, type AgendaTenant } from './agenda-fixtures';

/** POST /api/clients/{id}/merge (docs/product/entities.md 'Client merge'): each domain moves its rows, totals kept. */
describe('clients: merge', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let programId: number;
  const clock = laterClock();
  const merge = (target: number, source: number, client = a.client) => client.post(`/api/clients/${target}/merge`, { sourceClientId: source });
  const completedVisit = async (clientId: number, date: string, time: string) => {
    const created = await a.client.post('/api/appointments', booking(a, date, time, { clientId }));
    expect(created.status).toBe(201);
    expect((await clock.during(() => a.client.patch(`/api/appointments/${created.body.id}/status`, { status: 'completed' }))).status).toBe(200);
    return created.body.id as number;
  };
  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clock.file });
    a = await agendaTenant(t.url, t.db);
    const program = (await a.client.get('/api/loyalty/programs')).body[0];
    programId = program.id;
    await a.client.put(`/api/loyalty/programs/${program.id}`, { ...program, pointsPerService: 2, services: [a.serviceId] });
  });
  afterAll(() => t.close());

  it("moves the source's appointments, points, sales and transactions into the target, keeps the totals and removes the source", async () => {
    const target = a.clientId;
    const source = await insertClient(t.db, a.establishmentId, 'Cliente Repetida');
    await t.db.query(`UPDATE clients SET notes = 'Alergia a amônia' WHERE id = $1`, [source]);
    await completedVisit(target, futureMonday(1), '09:00');
    const visit = await completedVisit(source, futureMonday(1), '11:00');
    const upcoming = await a.client.post('/api/appointments', booking(a, futureMonday(2), '09:00', { clientId: source }));
    expect((await a.client.post(`/api/loyalty/clients/${source}/add-points`, { programId, points: 5 })).status).toBeLessThan(300);
    const product = await a.client.post('/api/products', { name: 'Pomada', category: 'Cabelo', price: '25.00', currentStock: 5, minStock: 1 });
    const sale = await a.client.post('/api/products/sell', { productId: product.body.id, quantity: 1, unitPrice: '25.00', clientId: source });
    expect(sale.status).toBe(200);

    const merged = await merge(target, source);
    expect(merged).toMatchObject({ status: 200, body: { id: target, notes: 'Alergia a amônia' } });
    expect(merged.body.lastVisit).not.toBeNull();

    const ids = async (sql: string) => (await t.db.query(sql, [source])).length;
    expect(await ids(`SELECT id FROM appointments WHERE client_id = $1`)).toBe(0);
    expect(await ids(`SELECT id FROM loyalty_point_entries WHERE client_id = $1`)).toBe(0);
    expect(await ids(`SELECT client_id FROM loyalty_accounts WHERE client_id = $1`)).toBe(0);
    expect(await ids(`SELECT id FROM product_sales WHERE client_id = $1`)).toBe(0);
    expect(await ids(`SELECT id FROM transactions WHERE client_id = $1`)).toBe(0);
    const [appointment] = await t.db.query(`SELECT client_id FROM appointments WHERE id = $1`, [upcoming.body.id]);
    expect(appointment.client_id).toBe(target);
    const [income] = await t.db.query(`SELECT client_id FROM transactions WHERE appointment_id = $1`, [visit]);
    expect(income.client_id).toBe(target);
    const [bought] = await t.db.query(`SELECT client_id FROM product_sales WHERE id = $1`, [sale.body.sale.id]);
    expect(bought.client_id).toBe(target);
    // Two completed visits (2 points each) and 5 added: the balance is both clients' sum, and still the ledger's.
    const [account] = await t.db.query(`SELECT balance FROM loyalty_accounts WHERE client_id = $1 AND program_id = $2`, [target, programId]);
    const [ledger] = await t.db.query(`SELECT sum(points)::int AS total FROM loyalty_point_entries WHERE client_id = $1 AND program_id = $2`, [
      target,
      programId,
    ]);
    expect([account.balance, ledger.total]).toEqual([9, 9]);

    expect((await a.client.get(`/api/clients/${source}`)).status).toBe(404);
    const list = await a.client.get('/api/clients');
    expect(list.body.map((c: { id: number }) => c.id)).not.toContain(source);
    const [row] = await t.db.query(`SELECT merged_into_id, deleted_at FROM clients WHERE id = $1`, [source]);
    expect(row.merged_into_id).toBe(target);
    expect(row.deleted_at).not.toBeNull();

    const targetHistory = await historyOf(a.client, 'client', target);
    const mergeRow = targetHistory.find((r) => r.action === 'merge');
    expect(changes(mergeRow!)).toMatchObject({ mergedClient: [null, 'Cliente Repetida'], notes: [null, 'Alergia a amônia'] });
    const sourceHistory = await historyOf(a.client, 'client', source);
    expect(sourceHistory.map((r) => r.action)).toContain('delete');

    expect((await merge(target, source)).status).toBe(404);
  });

  it('refuses the same client (400), an anonymized one (409), staff (403) and another establishment (404)', async () => {
    const one = await insertClient(t.db, a.establishmentId, 'Cliente Um');
    const two = await insertClient(t.db, a.establishmentId, 'Cliente Dois');
    expect(await merge(one, one)).toMatchObject({ status: 400, body: { message: 'Escolha outro cliente: um cliente não pode ser mesclado com ele mesmo.' } });
    expect((await merge(one, two, a.staffLogin.client)).status).toBe(403);
    expect((await a.client.post(`/api/clients/${one}/merge`, {})).status).toBe(400);

    const other = await createTenant(t.url, t.db, 'Expert');
    const theirs = await insertClient(t.db, other.establishmentId, 'Cliente Alheia');
    expect((await merge(one, theirs)).status).toBe(404);
    expect((await merge(theirs, one)).status).toBe(404);
    expect((await merge(one, two, other.client)).status).toBe(404);

    expect((await a.client.post(`/api/clients/${two}/anonymize`)).status).toBe(200);
    expect(await merge(one, two)).toMatchObject({ status: 409, body: { message: 'Clientes anonimizados não podem ser mesclados.' } });
    const [still] = await t.db.query(`SELECT deleted_at FROM clients WHERE id = $1`, [two]);
    expect(still.deleted_at).toBeNull();
  });
});
