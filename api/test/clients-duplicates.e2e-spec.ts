import { CLIENT_MSG } from '@salao/contracts';
import { createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';

/** POST /api/clients with a phone another client has: 409 naming it, unless confirmed (docs/product/validation.md 'Client'). */
describe('clients: duplicate phones', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startApp();
    tenant = await createTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  it('refuses a phone another client has, in any format, naming that client; confirmDuplicate creates it', async () => {
    const first = await tenant.client.post('/api/clients', { name: 'Joana Família', phone: '(11) 97777-1234' });
    expect(first.status).toBe(201);
    for (const phone of ['11977771234', '+55 11 97777-1234', '5511977771234']) {
      const again = await tenant.client.post('/api/clients', { name: 'Pedro Família', phone });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'Já existe um cliente com este telefone: "Joana Família".', code: 'duplicate_phone', existingClientId: first.body.id },
      });
    }
    expect(CLIENT_MSG.duplicatePhone('Joana Família')).toBe('Já existe um cliente com este telefone: "Joana Família".');
    const confirmed = await tenant.client.post('/api/clients', { name: 'Pedro Família', phone: '11977771234', confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).not.toHaveProperty('confirmDuplicate');
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM clients WHERE establishment_id = $1 AND name LIKE '% Família'`, [
      tenant.establishmentId,
    ]);
    expect(count).toBe(2);
  });

  it('a deleted client, another establishment or an edit does not count as a duplicate', async () => {
    const gone = await tenant.client.post('/api/clients', { name: 'Cliente Removida', phone: '(21) 96666-0000' });
    expect((await tenant.client.delete(`/api/clients/${gone.body.id}`)).status).toBe(200);
    expect((await tenant.client.post('/api/clients', { name: 'Cliente Nova', phone: '21966660000' })).status).toBe(201);

    const other = await createTenant(t.url, t.db);
    expect((await other.client.post('/api/clients', { name: 'Outra Casa', phone: '21966660000' })).status).toBe(201);

    const b = await tenant.client.post('/api/clients', { name: 'Cliente B', phone: '(31) 95555-0000' });
    const edit = await tenant.client.put(`/api/clients/${b.body.id}`, { name: 'Cliente B', phone: '21966660000' });
    expect(edit.status).toBe(200);
  });

  it('two concurrent creations of one phone: one is created, the other refused', async () => {
    const answers = await Promise.all(['Ana Corrida', 'Bia Corrida'].map((name) => tenant.client.post('/api/clients', { name, phone: '(41) 94444-0000' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
