import { ERROR_CODES, NETWORK_MSG, WRITE_SAFETY_MSG } from '@salao/contracts';
import { changes, historyOf } from './audit-support';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

/** The network's settings (docs/product/units.md, 'Public page' and 'Network settings'): version, sharing, who, audit. */
describe('network settings: GET/PUT /api/network', () => {
  let t: TestApp;
  let owner: Tenant;
  const slug = (tag: string) => `rede-${tag}-${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    const made = await owner.client.post('/api/units', { name: 'Unidade Centro' });
    if (made.status !== 201) throw new Error(`unidade: ${made.status} ${JSON.stringify(made.body)}`);
  }, 60000);
  afterAll(() => t.close());

  it('answers sharesClients (on by default) and the version', async () => {
    const res = await owner.client.get('/api/network');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unitCount: 2, sharesClients: true });
    expect(Number.isInteger(res.body.version)).toBe(true);
  });

  it('a save bumps the version; a save at the version read before it is 409 and changes nothing', async () => {
    const before = (await owner.client.get('/api/network')).body;
    const first = await owner.client.put('/api/network', { name: 'Rede Um', slug: slug('um'), version: before.version });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: before.id, name: 'Rede Um', version: before.version + 1, sharesClients: true });
    const stale = await owner.client.put('/api/network', { name: 'Rede Dois', slug: slug('dois'), sharesClients: false, version: before.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion });
    expect((await owner.client.get('/api/network')).body).toEqual(first.body);
    // Without a version the last write wins, as before.
    const free = await owner.client.put('/api/network', { name: 'Rede Três', slug: first.body.slug });
    expect(free.status).toBe(200);
    expect(free.body.version).toBe(before.version + 2);
  });

  it('sharesClients round trip; omitted, it is kept', async () => {
    const now = (await owner.client.get('/api/network')).body;
    const off = await owner.client.put('/api/network', { name: now.name, slug: now.slug, sharesClients: false, version: now.version });
    expect(off.status).toBe(200);
    expect(off.body.sharesClients).toBe(false);
    expect((await owner.client.get('/api/network')).body.sharesClients).toBe(false);
    const kept = await owner.client.put('/api/network', { name: 'Rede Mantida', slug: now.slug });
    expect(kept.body).toMatchObject({ name: 'Rede Mantida', sharesClients: false });
    const on = await owner.client.put('/api/network', { name: 'Rede Mantida', slug: now.slug, sharesClients: true, version: kept.body.version });
    expect(on.body.sharesClients).toBe(true);
  });

  it("each change is audited in the session's unit", async () => {
    const now = (await owner.client.get('/api/network')).body;
    const res = await owner.client.put('/api/network', { name: 'Rede Auditada', slug: now.slug, sharesClients: false, version: now.version });
    expect(res.status).toBe(200);
    const rows = await historyOf(owner.client, 'unit', owner.establishmentId);
    const last = rows[rows.length - 1]!;
    expect(last).toMatchObject({ action: 'update', userName: 'Maria Teste' });
    expect(changes(last)).toEqual({ 'network.name': [now.name, 'Rede Auditada'], 'network.sharesClients': [true, false] });
    // A save that changes nothing writes no row.
    const count = rows.length;
    expect((await owner.client.put('/api/network', { name: 'Rede Auditada', slug: now.slug })).status).toBe(200);
    expect(await historyOf(owner.client, 'unit', owner.establishmentId)).toHaveLength(count);
  });

  it('a staff member and a manager may read but not change the network (403)', async () => {
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId);
    const made = await createStaffLogin(t.url, t.db, owner.establishmentId, 'Bia Gerente');
    await t.db.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [made.userId]);
    const manager = new ApiClient(t.url);
    await manager.login(made.email, made.password);
    const before = (await owner.client.get('/api/network')).body;
    for (const client of [staff.client, manager]) {
      expect((await client.get('/api/network')).body).toMatchObject({ id: before.id, sharesClients: before.sharesClients });
      const res = await client.put('/api/network', { name: 'Invasora', slug: slug('invasora'), sharesClients: !before.sharesClients });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: NETWORK_MSG.ownerOnly });
    }
    expect((await owner.client.get('/api/network')).body).toEqual(before);
  });

  it('a malformed body is 400 with a pt-BR message', async () => {
    const now = (await owner.client.get('/api/network')).body;
    for (const sharesClients of ['talvez', null, { a: 1 }, [true]]) {
      const res = await owner.client.put('/api/network', { name: now.name, slug: now.slug, sharesClients });
      expect({ sharesClients, status: res.status }).toEqual({ sharesClients, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
    const bad = await owner.client.put('/api/network', { name: now.name, slug: now.slug, sharesClients: 'talvez' });
    expect(bad.body).toEqual({ message: NETWORK_MSG.sharesClients });
    for (const version of [0, -1, 1.5, 'x']) {
      const res = await owner.client.put('/api/network', { name: now.name, slug: now.slug, version });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: WRITE_SAFETY_MSG.invalidVersion });
    }
    expect((await owner.client.put('/api/network', 'texto')).status).toBe(400);
    expect((await owner.client.put('/api/network', { slug: now.slug })).body).toEqual({ message: NETWORK_MSG.name });
    expect((await owner.client.get('/api/network')).body).toEqual(now);
  });
});
