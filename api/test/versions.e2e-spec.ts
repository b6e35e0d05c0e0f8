import { ERROR_CODES, WRITE_SAFETY_MSG } from '@salao/contracts';
import { agendaTenant, type AgendaTenant } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import type { ApiClient } from './support/client';

const STALE = { message: WRITE_SAFETY_MSG.staleVersion, code: ERROR_CODES.staleVersion };

/**
 * No lost updates: every record edited in a form answers its `version`; a save with the version read before
 * someone else's save is refused with 409 and changes nothing; a save without `version` keeps working.
 */
describe('record versions', () => {
  let t: TestApp;
  let a: AgendaTenant;
  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db, 'Expert');
  });
  afterAll(() => t.close());

  /** Two people open the same form (version v); the first saves, the second's save is refused; no version still saves. */
  async function raceOn(
    client: ApiClient,
    path: string,
    read: () => Promise<Record<string, unknown>>,
    edit: (n: number) => Record<string, unknown>,
    field: string,
  ) {
    const before = await read();
    const version = before.version as number;
    expect(Number.isInteger(version)).toBe(true);
    const first = await client.put(path, { ...edit(1), version });
    expect({ path, status: first.status, body: first.status === 200 ? null : first.body }).toEqual({ path, status: 200, body: null });
    const firstVersion = Array.isArray(first.body) ? first.body[0].version : first.body.version;
    expect(firstVersion).toBe(version + 1);
    const second = await client.put(path, { ...edit(2), version });
    expect({ path, status: second.status, body: second.body }).toMatchObject({ path, status: 409, body: STALE });
    expect((await read())[field]).toEqual(edit(1)[field]);
    expect((await client.put(path, edit(3))).status).toBe(200);
    expect((await read())[field]).toEqual(edit(3)[field]);
  }

  it('clients', async () => {
    const { body: c } = await a.client.post('/api/clients', { name: 'Joana Souza', phone: '11988887777' });
    expect(c.version).toBe(1);
    await raceOn(
      a.client,
      `/api/clients/${c.id}`,
      async () => (await a.client.get(`/api/clients/${c.id}`)).body,
      (n) => ({ name: `Joana ${n}`, phone: '11988887777' }),
      'name',
    );
  });

  it('services', async () => {
    const read = async () => (await a.client.get('/api/services')).body.find((s: { id: number }) => s.id === a.serviceId);
    await raceOn(
      a.client,
      `/api/services/${a.serviceId}`,
      read,
      (n) => ({ name: `Corte ${n}`, duration: 60, price: '80.00', category: 'Cabelo', staffIds: [a.staffId] }),
      'name',
    );
  });

  it('staff', async () => {
    const read = async () => (await a.client.get('/api/staff')).body.find((s: { id: number }) => s.id === a.staffId);
    await raceOn(a.client, `/api/staff/${a.staffId}`, read, (n) => ({ name: `Ana ${n}`, role: 'Cabeleireira', hasSystemAccess: false }), 'name');
  });

  it('loyalty programmes', async () => {
    const { body: p } = await a.client.post('/api/loyalty/programs', {
      name: 'Cartão Fidelidade',
      pointsPerService: 1,
      pointsToReward: 10,
      rewardDescription: 'Um corte',
      services: [],
    });
    const read = async () => (await a.client.get('/api/loyalty/programs')).body.find((x: { id: number }) => x.id === p.id);
    await raceOn(
      a.client,
      `/api/loyalty/programs/${p.id}`,
      read,
      (n) => ({ name: `Programa ${n}`, pointsPerService: 1, pointsToReward: 10, rewardDescription: 'Um corte', services: [] }),
      'name',
    );
  });

  it('the establishment (Negócio), settings and online-booking settings, each with its own version', async () => {
    const establishment = async () => (await a.client.get('/api/establishment')).body;
    await raceOn(a.client, '/api/establishment', establishment, (n) => ({ name: `Salão Versão ${n}` }), 'name');
    const settings = async () => (await a.client.get('/api/settings')).body;
    await raceOn(a.client, '/api/settings', settings, (n) => ({ sessionTimeout: 30 + n }), 'sessionTimeout');
    const booking = async () => (await a.client.get('/api/online-booking/settings')).body;
    await raceOn(a.client, '/api/online-booking/settings', booking, (n) => ({ maxDaysAhead: 30 + n }), 'maxDaysAhead');
  });

  it('business hours and a staff member’s working hours: the week’s version on every day', async () => {
    const week = (open: string) => [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, openTime: open, closeTime: '19:00', isHoliday: false }));
    const hours = async () => {
      const days = (await a.client.get('/api/business-hours')).body;
      return { version: days[0].version, monday: days.find((d: { dayOfWeek: number }) => d.dayOfWeek === 1).openTime };
    };
    const edit = (n: number) => ({ hours: week(`0${6 + n}:00`), monday: `0${6 + n}:00` });
    await raceOn(a.client, '/api/business-hours', hours, edit, 'monday');

    const working = (open: string) => [1, 2].map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, openTime: open, closeTime: '18:00' }));
    const path = `/api/staff/${a.staffId}/working-hours`;
    const first = await a.client.post(path, { workingHours: working('10:00'), version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.map((d: { version: number }) => d.version)).toEqual([2, 2]);
    const stale = await a.client.post(path, { workingHours: working('11:00'), version: 1 });
    expect(stale).toMatchObject({ status: 409, body: STALE });
    const saved = (await a.client.get(path)).body;
    expect(saved.map((d: { openTime: string; version: number }) => [d.openTime, d.version])).toEqual([
      ['10:00', 2],
      ['10:00', 2],
    ]);
  });

  it('a malformed version is a 400 in pt-BR, and a missing record is still 404', async () => {
    const { body: c } = await a.client.post('/api/clients', { name: 'Rita Lima', phone: '11977776666' });
    expect(await a.client.put(`/api/clients/${c.id}`, { name: 'Rita', phone: '11977776666', version: 'x' })).toMatchObject({
      status: 400,
      body: { message: WRITE_SAFETY_MSG.invalidVersion },
    });
    expect((await a.client.put('/api/clients/999999', { name: 'Rita', phone: '11977776666', version: 1 })).status).toBe(404);
  });
});
