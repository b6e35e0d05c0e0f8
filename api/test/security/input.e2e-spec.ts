import { connect } from 'node:net';
import { ApiClient } from '../support/client';
import { useAgendaApp } from '../support/security';
import { booking, futureMonday } from '../agenda-fixtures';

/**
 * A pt-BR `{message}` and nothing else: it reads as Portuguese (an accent or a word of our messages) and carries
 * none of the English of Fastify's, yup's or PostgreSQL's own errors.
 */
const PORTUGUESE = /[ãõçáéíóúâêô]|\b(inválid[oa]s?|obrigatóri[oa]|não|campo|formato|limite|recurso|requisição)\b/i;
const ENGLISH = /\b(the|must|is|invalid|expected|error|bad request|unexpected|cannot|undefined)\b/i;
const pt = { message: expect.stringMatching(PORTUGUESE) };
const notEnglish = (message: string) => expect(message).not.toMatch(ENGLISH);

/** Finding 4: bad input of every kind the probe used answers 400 { message } in pt-BR, never a 500. */
describe('bad input answers 400 in pt-BR (shared validation layer)', () => {
  const ctx = useAgendaApp();

  it('an object or list where a string belongs, even without a session', async () => {
    const anon = new ApiClient(ctx.t.url);
    for (const email of [{}, [], ['a@b.com'], [null], { a: { b: 1 } }]) {
      const res = await anon.post('/api/login', { email, password: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(pt);
      notEnglish(res.body.message);
    }
    expect((await ctx.x.client.post('/api/clients', { name: { $ne: 1 }, phone: '11999990000' })).status).toBe(400);
    expect((await ctx.x.client.put('/api/business-hours', { hours: [null] })).status).toBe(400);
    expect((await ctx.x.client.put('/api/business-hours', { hours: [{ dayOfWeek: 1, openTime: {}, closeTime: [] }] })).status).toBe(400);
    expect((await ctx.x.client.post(`/api/staff/${ctx.x.staffId}/working-hours`, { workingHours: [null, 1] })).status).toBe(400);
  });

  it('huge strings and NUL characters', async () => {
    const huge = await ctx.x.client.post('/api/clients', { name: 'Cliente', phone: '11999990000', address: 'a'.repeat(300000) });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/limite|máximo/);
    const nul = await ctx.x.client.post('/api/clients', { name: 'Cli\u0000ente', phone: '11999990000' });
    expect(nul).toMatchObject({ status: 400, body: { message: expect.stringContaining('caracteres não permitidos') } });
    expect((await ctx.x.client.post('/api/service-categories', { name: 'x'.repeat(300000) })).status).toBe(400);
  });

  it('dates out of range and impossible offsets', async () => {
    for (const appointmentDate of ['9999-12-31', '0001-01-01', `${futureMonday()}T10:00:00+99:99`]) {
      const res = await ctx.x.client.post('/api/appointments', booking(ctx.x, appointmentDate, '10:00'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(pt);
      notEnglish(res.body.message);
    }
    expect((await ctx.x.client.post(`/api/staff/${ctx.x.staffId}/vacations`, { startDate: '9999-12-31', endDate: '9999-12-31' })).status).toBe(400);
  });

  it('query strings: repeated keys, far months, garbage', async () => {
    for (const q of ['month=a&month=b', 'month=9999-12', 'month=%00', 'page=1&page=2', 'staffId=1&staffId=2', 'status=a&status=b', 'limit=1e400']) {
      const res = await ctx.x.client.get(`/api/appointments?${q}`);
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.body).toEqual(pt);
      notEnglish(res.body.message);
    }
    const times = await ctx.x.client.get(`/api/appointments/available-times?staffId=${ctx.x.staffId}&serviceId=${ctx.x.serviceId}&date=2026-01-01&date=x`);
    expect(times.status).toBe(400);
  });

  it("malformed and unknown URLs answer in our shape, never Fastify's English body", async () => {
    for (const path of ['/%E0%A4%A', '/api/%E0%A4%A', '/api/clients/%E0%A4%A']) {
      const res = await fetch(ctx.t.url + path, { headers: { cookie: `salao_session=${ctx.x.client.token}` } });
      expect([path, res.status]).toEqual([path, 400]);
      const body = (await res.json()) as { message: string };
      expect(body).toEqual(pt);
      notEnglish(body.message);
    }
    const longParam = await ctx.x.client.get(`/api/clients/${'9'.repeat(500)}`);
    expect(longParam.status).toBeLessThan(500);
    expect(longParam.body).toEqual(pt);
    notEnglish(longParam.body.message);
    // A request Node's HTTP parser refuses outright still gets the JSON shape, not Fastify's English one.
    const raw = await new Promise<string>((resolve) => {
      const u = new URL(ctx.t.url);
      const socket = connect(Number(u.port), u.hostname, () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let out = '';
      socket.on('data', (c) => (out += c.toString()));
      socket.on('close', () => resolve(out));
    });
    expect(raw).toMatch(/^HTTP\/1.1 400/);
    const parsed = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(parsed).toEqual(pt);
    notEnglish(parsed.message);
    const unknown = await ctx.x.client.get('/api/nao-existe');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Recurso não encontrado.' } });
  });
});
