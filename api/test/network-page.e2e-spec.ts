import { NETWORK_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

/** The network's public page (docs/product/units.md, 'Public page'): its units, its slug and who may change it. */
describe('network page: /api/public/networks/{slug} and /api/network', () => {
  let t: TestApp;
  let owner: Tenant;
  let other: Tenant;
  let visitor: ApiClient;
  let firstSlug: string;

  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    other = await createTenant(t.url, t.db, 'Expert');
    visitor = new ApiClient(t.url);
    firstSlug = (await owner.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(() => t.close());

  it('a network of one shares its unit slug, and that slug still opens the unit', async () => {
    const network = await owner.client.get('/api/network');
    expect(network.status).toBe(200);
    expect(network.body).toMatchObject({ slug: firstSlug, unitCount: 1, name: 'Salão Teste' });
    expect((await visitor.get(`/api/public/${firstSlug}`)).status).toBe(200);
  });

  it('a network of two lists both units with map links; its slug is its own, the first unit keeps its own', async () => {
    const made = await owner.client.post('/api/units', { name: 'Unidade Centro', address: 'Av. Paulista, 1000 - São Paulo' });
    expect(made.status).toBe(201);
    const network = (await owner.client.get('/api/network')).body;
    expect(network.unitCount).toBe(2);
    expect(network.slug).not.toBe(firstSlug);

    const page = await visitor.get(`/api/public/networks/${network.slug.toUpperCase()}`);
    expect(page.status).toBe(200);
    expect(page.body.name).toBe('Salão Teste');
    const centro = page.body.units.find((u: { name: string }) => u.name === 'Unidade Centro');
    expect(centro).toMatchObject({
      address: 'Av. Paulista, 1000 - São Paulo',
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Av. Paulista, 1000 - São Paulo')}`,
    });
    expect(page.body.units.find((u: { slug: string }) => u.slug === firstSlug)).toMatchObject({
      name: 'Salão Teste',
      address: 'Rua Teste, 100 - Centro',
      mapUrl: expect.stringContaining('query=Rua%20Teste%2C%20100%20-%20Centro'),
    });
    expect(page.body.units).toHaveLength(2);
    // Each unit's own booking page still opens at its slug.
    expect((await visitor.get(`/api/public/${centro.slug}`)).status).toBe(200);
    expect((await visitor.get(`/api/public/${firstSlug}`)).body.name).toBe('Salão Teste');
  });

  it('a unit with online booking off is left out', async () => {
    const network = (await owner.client.get('/api/network')).body;
    expect((await owner.client.put('/api/online-booking/settings', { enabled: false })).status).toBe(200);
    const page = await visitor.get(`/api/public/networks/${network.slug}`);
    expect(page.body.units.map((u: { name: string }) => u.name)).toEqual(['Unidade Centro']);
    expect((await owner.client.put('/api/online-booking/settings', { enabled: true })).status).toBe(200);
    expect((await visitor.get(`/api/public/networks/${network.slug}`)).body.units).toHaveLength(2);
  });

  it('an unknown slug is 404 with a message', async () => {
    const res = await visitor.get('/api/public/networks/rede-que-nao-existe-123');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: NETWORK_MSG.notFound });
    expect((await visitor.get(`/api/public/networks/${'a'.repeat(300)}`)).status).toBe(404);
  });

  it('the owner renames the network and its slug; the old slug is gone', async () => {
    const before = (await owner.client.get('/api/network')).body;
    const slug = `rede-${Date.now().toString(36)}`;
    const res = await owner.client.put('/api/network', { name: 'Rede Bela', slug: slug.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: before.id, name: 'Rede Bela', slug, unitCount: 2, sharesClients: true, version: before.version + 1 });
    expect((await visitor.get(`/api/public/networks/${slug}`)).body.name).toBe('Rede Bela');
    expect((await visitor.get(`/api/public/networks/${before.slug}`)).status).toBe(404);
  });

  it("a slug of another salon's establishment, of its own unit or of another network is 409; nonsense is 400", async () => {
    const otherSlug = (await other.client.get('/api/establishment')).body.slug;
    for (const slug of [otherSlug, firstSlug]) {
      const res = await owner.client.put('/api/network', { name: 'Rede Bela', slug });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: NETWORK_MSG.slugTaken });
    }
    // The other salon's own network of one shares its unit's slug: taken too.
    const mine = (await owner.client.get('/api/network')).body.slug;
    const taken = await other.client.put('/api/network', { name: 'Outra', slug: mine });
    expect(taken.status).toBe(409);
    // An establishment may not take a network's slug either.
    const est = await other.client.get('/api/establishment');
    const clash = await other.client.put('/api/establishment', { ...est.body, slug: mine });
    expect(clash.status).toBe(409);
    for (const slug of ['a', 'Com Espaço', 'agendar', 'networks']) {
      const res = await owner.client.put('/api/network', { name: 'Rede Bela', slug });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await owner.client.get('/api/network')).body.slug).toBe(mine);
  });

  it('a network of one may keep or take back its own unit slug; a unit slug change carries it along', async () => {
    const res = await other.client.put('/api/network', { name: 'Outra Rede', slug: `outra-${Date.now().toString(36)}` });
    expect(res.status).toBe(200);
    const own = (await other.client.get('/api/establishment')).body.slug;
    const back = await other.client.put('/api/network', { name: 'Outra Rede', slug: own });
    expect(back.status).toBe(200);
    expect(back.body.slug).toBe(own);
    const est = (await other.client.get('/api/establishment')).body;
    const renamed = `${own}-novo`;
    expect((await other.client.put('/api/establishment', { ...est, slug: renamed })).status).toBe(200);
    expect((await other.client.get('/api/network')).body.slug).toBe(renamed);
  });

  it('a staff member may not change the network (403)', async () => {
    const staff = await createStaffLogin(t.url, t.db, owner.establishmentId);
    const res = await staff.client.put('/api/network', { name: 'Invasora', slug: 'rede-invasora' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: NETWORK_MSG.ownerOnly });
    expect((await visitor.get('/api/network')).status).toBe(401);
  });

  it('lookups past the per-address bound are 429', async () => {
    const limited = await startApp({ NETWORK_PAGES_PER_ADDRESS: '2', TRUST_PROXY: 'true' });
    try {
      const slug = (await owner.client.get('/api/network')).body.slug;
      const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      const call = () => fetch(`${limited.url}/api/public/networks/${slug}`, { headers: { 'x-forwarded-for': address } });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const third = await call();
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ message: NETWORK_MSG.rateLimited });
    } finally {
      await limited.close();
    }
  });
});
