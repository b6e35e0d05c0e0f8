import { createTenant, type Tenant } from './support/factories';
import { startApp, type TestApp } from './support/app';

/** Search by name, phone or e-mail and the recent/inactive filters of docs/product/limits.md (30 and 60 days). */
describe('clients search and filters', () => {
  let t: TestApp;
  let tenant: Tenant;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startApp();
    tenant = await createTenant(t.url, t.db);
    const people = [
      ['Ana Recente', '(11) 91111-2222', 'ana@exemplo.com', 5],
      ['Bruno Regular', '(21) 93333-4444', 'bruno@exemplo.com', 45],
      ['Carla Sumida', '(31) 95555-6666', null, 90],
      ['Diego Novo', '(41) 97777-8888', 'diego_100%@exemplo.com', null],
    ] as const;
    for (const [name, phone, email, daysAgo] of people) {
      const { body } = await tenant.client.post('/api/clients', { name, phone, email });
      ids[name] = body.id;
      if (daysAgo !== null) await t.db.query(`UPDATE clients SET last_visit = now() - make_interval(days => $2) WHERE id = $1`, [body.id, daysAgo]);
    }
    const other = await createTenant(t.url, t.db);
    await other.client.post('/api/clients', { name: 'Ana de Outro Salão', phone: '(11) 91111-2222', email: 'ana@exemplo.com' });
  });
  afterAll(() => t.close());

  const names = async (query: string) => (await tenant.client.get(`/api/clients${query}`)).body.map((c: { name: string }) => c.name);

  it('lists every client of the establishment ordered by name, lastVisit as ISO', async () => {
    expect(await names('')).toEqual(['Ana Recente', 'Bruno Regular', 'Carla Sumida', 'Diego Novo']);
    const ana = (await tenant.client.get(`/api/clients/${ids['Ana Recente']}`)).body;
    expect(new Date(ana.lastVisit).toISOString()).toBe(ana.lastVisit);
  });

  it('searches by name, e-mail and phone (typed or digits), case-insensitively', async () => {
    expect(await names('?search=ana')).toEqual(['Ana Recente']);
    expect(await names('?search=SUMIDA')).toEqual(['Carla Sumida']);
    expect(await names('?search=bruno%40exemplo')).toEqual(['Bruno Regular']);
    expect(await names('?search=93333')).toEqual(['Bruno Regular']);
    expect(await names(`?search=${encodeURIComponent('(31) 95555')}`)).toEqual(['Carla Sumida']);
    expect(await names('?search=3195555')).toEqual(['Carla Sumida']);
    expect(await names('?search=exemplo.com')).toEqual(['Ana Recente', 'Bruno Regular', 'Diego Novo']);
    expect(await names('?search=100%25')).toEqual(['Diego Novo']);
    expect(await names('?search=%25')).toEqual(['Diego Novo']);
    expect(await names('?search=zzz')).toEqual([]);
    expect(await names('?search=%20%20')).toHaveLength(4);
  });

  it('filters recent (≤ 30 days) and inactive (none or > 60 days); unknown filters mean all', async () => {
    expect(await names('?filter=recent')).toEqual(['Ana Recente']);
    expect(await names('?filter=inactive')).toEqual(['Carla Sumida', 'Diego Novo']);
    expect(await names('?filter=all')).toHaveLength(4);
    expect(await names('?filter=bogus')).toHaveLength(4);
    expect(await names('?filter=inactive&search=diego')).toEqual(['Diego Novo']);
  });

  it('/api/clients/list searches too and ignores the filter', async () => {
    expect((await tenant.client.get('/api/clients/list?search=carla&filter=recent')).body.map((c: { name: string }) => c.name)).toEqual(['Carla Sumida']);
  });
});
