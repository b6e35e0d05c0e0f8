import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { agendaTenant, futureMonday, type AgendaTenant } from './agenda-fixtures';

type Slot = { time: string; available: boolean; isBooked: boolean };

/** The slot grid and the time a service really takes (docs/product/limits.md, 'Lists and times'). */
describe('the slot grid and the time a service really takes', () => {
  let t: TestApp;
  let a: AgendaTenant;
  let pub: ApiClient;
  let slug: string;

  const grid = async (date: string, serviceId = a.serviceId): Promise<Slot[]> => {
    const res = await a.client.get(`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${serviceId}&date=${date}`);
    expect(res.status).toBe(200);
    return res.body.timeSlots;
  };

  beforeAll(async () => {
    t = await startApp({ ONLINE_BOOKINGS_PER_ADDRESS: '100000', ONLINE_BOOKINGS_PER_PHONE: '100000' });
    a = await agendaTenant(t.url, t.db);
    pub = new ApiClient(t.url);
    slug = (await a.client.get('/api/establishment')).body.slug;
  }, 60000);
  afterAll(() => t.close());

  it('an opening at 09:05 offers starts on the marks of the step: 09:10, 09:20, … (agenda and public page)', async () => {
    const hours = (await a.client.get('/api/business-hours')).body as { dayOfWeek: number; version?: number }[];
    const monday = hours.map((d) => (d.dayOfWeek === 1 ? { ...d, isOpen: true, isHoliday: false, openTime: '09:05', closeTime: '12:00' } : d));
    expect((await a.client.put('/api/business-hours', { hours: monday })).status).toBe(200);
    try {
      const date = futureMonday(1);
      const slots = await grid(date);
      expect(slots.slice(0, 3).map((s) => s.time)).toEqual(['09:10', '09:20', '09:30']);
      expect(slots.every((s) => s.time.endsWith('0'))).toBe(true);
      const times = (await pub.get(`/api/public/${slug}/available-times?serviceId=${a.serviceId}&staffId=${a.staffId}&date=${date}`)).body.times;
      expect(times[0]).toBe('09:10');
      expect(times).toEqual(slots.filter((s) => s.available).map((s) => s.time));
    } finally {
      const current = (await a.client.get('/api/business-hours')).body as { dayOfWeek: number }[];
      const back = current.map((d) => (d.dayOfWeek === 1 ? { ...d, openTime: '08:00', closeTime: '18:00' } : d));
      expect((await a.client.put('/api/business-hours', { hours: back })).status).toBe(200);
    }
  });
});
