import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { createApiKey } from './support/security';
import { agendaTenant, booking, createService, futureMonday, type AgendaTenant } from './agenda-fixtures';

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

  it('with the step set to 15 minutes, an opening at 09:05 offers 09:15, 09:30, … on every path', async () => {
    const hours = (await a.client.get('/api/business-hours')).body as { dayOfWeek: number; version?: number }[];
    const monday = hours.map((d) => (d.dayOfWeek === 1 ? { ...d, isOpen: true, isHoliday: false, openTime: '09:05', closeTime: '12:00' } : d));
    expect((await a.client.put('/api/business-hours', { hours: monday })).status).toBe(200);
    expect((await a.client.put('/api/settings', { slotMinutes: 15 })).body).toMatchObject({ slotMinutes: 15 });
    try {
      const date = futureMonday(1);
      const starts = ['09:15', '09:30', '09:45', '10:00'];
      const slots = await grid(date);
      expect(slots.slice(0, 4).map((s) => s.time)).toEqual(starts);
      expect(slots.every((s) => ['00', '15', '30', '45'].includes(s.time.slice(3)))).toBe(true);
      const own = await a.staffLogin.client.get(`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${a.serviceId}&date=${date}`);
      expect(own.body.timeSlots.map((s: Slot) => s.time)).toEqual(slots.map((s) => s.time));
      const free = slots.filter((s) => s.available).map((s) => s.time);
      expect(free.slice(0, 4)).toEqual(starts);
      const times = (await pub.get(`/api/public/${slug}/available-times?serviceId=${a.serviceId}&staffId=${a.staffId}&date=${date}`)).body.times;
      expect(times).toEqual(free);
      const key = (await createApiKey(a)).key;
      const viaKey = await new ApiClient(t.url).get(
        `/api/n8n/establishment/${a.establishmentId}/availability?date=${date}&staffId=${a.staffId}&serviceId=${a.serviceId}`,
        {
          'x-api-key': key,
        },
      );
      expect(viaKey.status).toBe(200);
      expect(viaKey.body.staff[0].availableTimes).toEqual(free);
      expect((await a.client.get(`/api/agenda/day?date=${date}`)).body).toMatchObject({
        slotMinutes: 15,
        businessHours: { openTime: '09:05', closeTime: '12:00' },
      });
    } finally {
      expect((await a.client.put('/api/settings', { slotMinutes: 10 })).status).toBe(200);
      const current = (await a.client.get('/api/business-hours')).body as { dayOfWeek: number }[];
      const back = current.map((d) => (d.dayOfWeek === 1 ? { ...d, openTime: '08:00', closeTime: '18:00' } : d));
      expect((await a.client.put('/api/business-hours', { hours: back })).status).toBe(200);
    }
  });

  it('a pause takes a second client; the cleanup refuses one until it ends; available-times shows both', async () => {
    const date = futureMonday(2);
    // 90 min with its pause 10:30-11:00 and 15 min cleanup: busy 10:00-10:30 and 11:00-11:45.
    const colour = await createService(a.client, [a.staffId], {
      name: 'Coloração',
      duration: 90,
      processingStartMinutes: 30,
      processingMinutes: 30,
      cleanupMinutes: 15,
    });
    expect(colour).toMatchObject({ processingStartMinutes: 30, processingMinutes: 30, cleanupMinutes: 15 });
    const short = await createService(a.client, [a.staffId], { name: 'Franja', duration: 30 });
    expect(short).toMatchObject({ processingStartMinutes: 0, processingMinutes: 0, cleanupMinutes: 0 });

    const first = await a.client.post('/api/appointments', booking(a, date, '10:00', { serviceId: colour.id }));
    expect(first.status).toBe(201);
    const [snap] = await t.db.query(`SELECT processing_start_minutes, processing_minutes, cleanup_minutes FROM appointments WHERE id = $1`, [first.body.id]);
    expect(snap).toEqual({ processing_start_minutes: 30, processing_minutes: 30, cleanup_minutes: 15 });

    const slots = new Map((await grid(date, short.id)).map((s) => [s.time, s]));
    expect(slots.get('10:30')).toMatchObject({ available: true, isBooked: false });
    expect(slots.get('10:40')).toMatchObject({ available: false });
    expect(slots.get('11:30')).toMatchObject({ available: false, isBooked: true });
    expect(slots.get('11:40')).toMatchObject({ available: false, isBooked: true });
    expect(slots.get('11:50')).toMatchObject({ available: true, isBooked: false });

    const inPause = await a.client.post('/api/appointments', booking(a, date, '10:30', { serviceId: short.id }));
    expect(inPause.status).toBe(201);
    const overPause = await a.client.post('/api/appointments', booking(a, date, '10:40', { serviceId: short.id }));
    expect(overPause).toMatchObject({ status: 409, body: { code: 'slot_taken' } });
    // The colour's own busy time after its pause is still hers: 11:00-11:30 is refused.
    expect((await a.client.post('/api/appointments', booking(a, date, '11:00', { serviceId: short.id }))).status).toBe(409);

    // Cancelling the colour frees its busy time, cleanup included.
    expect((await a.client.delete(`/api/appointments/${first.body.id}`)).status).toBe(200);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM appointment_busy WHERE appointment_id = $1`, [first.body.id]);
    expect(count).toBe(0);
    expect((await a.client.post('/api/appointments', booking(a, date, '11:00', { serviceId: short.id }))).status).toBe(201);
  });

  it('a cleanup refuses the next client until it ends (a service ending 11:00 with 15 min cleanup: 11:00 → 409, 11:15 → 201)', async () => {
    const date = futureMonday(3);
    const cut = await createService(a.client, [a.staffId], { name: 'Corte com limpeza', duration: 60, cleanupMinutes: 15 });
    const short = await createService(a.client, [a.staffId], { name: 'Escova rápida', duration: 30 });
    expect((await a.client.post('/api/appointments', booking(a, date, '10:00', { serviceId: cut.id }))).status).toBe(201);
    const during = await a.client.post('/api/appointments', booking(a, date, '11:00', { serviceId: short.id }));
    expect(during.status).toBe(409);
    expect(during.body).toEqual({ message: 'Horário indisponível para este profissional.', code: 'slot_taken' });
    expect((await a.client.post('/api/appointments', booking(a, date, '11:15', { serviceId: short.id }))).status).toBe(201);
    const slots = new Map((await grid(date, short.id)).map((s) => [s.time, s]));
    expect(slots.get('11:00')).toMatchObject({ available: false, isBooked: true });
    expect(slots.get('11:10')).toMatchObject({ available: false, isBooked: true });
  });

  it('the database refuses an overlap of busy time on any path, and lets a pause take another', async () => {
    const date = futureMonday(4);
    const colour = await createService(a.client, [a.staffId], { name: 'Mechas', duration: 90, processingStartMinutes: 30, processingMinutes: 30 });
    expect((await a.client.post('/api/appointments', booking(a, date, '14:00', { serviceId: colour.id }))).status).toBe(201);
    const insert = (start: string, end: string) =>
      t.db.query(
        `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
         VALUES ($1, $2, $3, $4, ($5 || ' ' || $6 || '-03')::timestamptz, ($5 || ' ' || $7 || '-03')::timestamptz, 30, 0, 'scheduled')`,
        [a.establishmentId, a.clientId, a.serviceId, a.staffId, date, start, end],
      );
    await expect(insert('14:20', '14:40')).rejects.toMatchObject({ code: '23P01' });
    await expect(insert('14:30', '15:00')).resolves.toBeDefined();
    await expect(insert('15:00', '15:10')).rejects.toMatchObject({ code: '23P01' });
  });

  it('the services write takes the timing, answers it, and refuses a pause outside the duration in pt-BR', async () => {
    const bad = await a.client.post('/api/services', {
      name: 'Errado',
      duration: 30,
      price: '10',
      category: 'Cabelo',
      staffIds: [a.staffId],
      processingStartMinutes: 20,
      processingMinutes: 20,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'A pausa deve ficar dentro da duração do serviço' } });
    const svc = await createService(a.client, [a.staffId], { name: 'Tintura', duration: 60 });
    const saved = await a.client.put(`/api/services/${svc.id}`, {
      name: 'Tintura',
      duration: 60,
      price: '90.00',
      category: 'Cabelo',
      staffIds: [a.staffId],
      processingStartMinutes: 20,
      processingMinutes: 25,
      cleanupMinutes: 10,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ processingStartMinutes: 20, processingMinutes: 25, cleanupMinutes: 10 });
    const listed = (await a.client.get('/api/services')).body.find((s: { id: number }) => s.id === svc.id);
    expect(listed).toMatchObject({ processingStartMinutes: 20, processingMinutes: 25, cleanupMinutes: 10 });
  });
});
