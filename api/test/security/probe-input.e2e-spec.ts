import { INTEGRATION_MSG, MSG, PUSH_MSG } from '@salao/contracts';
import { ApiClient } from '../support/client';
import { registrationPayload } from '../support/factories';
import { useAgendaApp } from '../support/security';
import { booking, futureMonday } from '../agenda-fixtures';

const KEYS = { p256dh: 'BL_AlliqSSQx-gQrMFanZhpSXbKOiYFNpYjmUGKwhx2rWeONB5YAlLZFTiybbWX1oV1OCsy8Y9YH3HEILcwy2Cs', auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

/** What the probe typed where it did not belong: dates in free text, impossible dates, local push endpoints, script logos. */
describe('input means what its field means', () => {
  const ctx = useAgendaApp();

  it('free text that looks like a date is text: names, notes and descriptions take it', async () => {
    const c = ctx.x.client;
    expect(await c.post('/api/clients', { name: '2200-01-01', phone: '11999990001', notes: '2200-01-01' })).toMatchObject({
      status: 201,
      body: { notes: '2200-01-01' },
    });
    expect((await c.post('/api/appointments', booking(ctx.x, futureMonday(), '09:00', { notes: '9999-12-31T10:00:00+99:99' }))).status).toBe(201);
    const transaction = {
      type: 'income',
      amount: 30,
      description: '2200-01-01',
      category: 'Outros Rendimentos',
      paymentMethod: 'PIX',
      date: futureMonday(),
      notes: '0000-00-00',
    };
    expect((await c.post('/api/transactions', transaction)).status).toBe(201);
    expect((await c.post('/api/service-categories', { name: '2200-01-01', description: '1800-01-01' })).status).toBe(201);
  });

  it('a date the calendar does not have is refused with the invalid-date message', async () => {
    const c = ctx.x.client;
    const invalid = { status: 400, body: { message: expect.stringMatching(/data inválida|Data inválida/) } };
    expect(await c.post('/api/appointments', booking(ctx.x, '2026-02-30', '10:00'))).toMatchObject(invalid);
    expect(await c.post(`/api/staff/${ctx.x.staffId}/vacations`, { startDate: '2027-02-29', endDate: '2027-03-01', type: 'vacation' })).toMatchObject(invalid);
    expect(
      await c.post('/api/transactions', {
        type: 'income',
        amount: 30,
        description: 'Receita',
        category: 'Outros Rendimentos',
        paymentMethod: 'PIX',
        date: '2026-04-31',
      }),
    ).toMatchObject(invalid);
    const key = (await c.post('/api/integration-keys', { name: 'n8n' })).body.key;
    const n8n = (appointmentData: Record<string, unknown>) =>
      new ApiClient(ctx.t.url).post(
        `/api/n8n/establishment/${ctx.x.establishmentId}/appointment`,
        { clientData: { name: 'Cliente', phone: '11988887777' }, appointmentData: { staffId: ctx.x.staffId, serviceId: ctx.x.serviceId, ...appointmentData } },
        { 'x-api-key': key },
      );
    expect(await n8n({ dataInicio: '2026-02-30T10:00:00' })).toMatchObject({ status: 400, body: { message: INTEGRATION_MSG.dataInicio } });
    expect(await n8n({ dataInicio: `${futureMonday()}T10:00:00`, dataFim: `${futureMonday().slice(0, 8)}32T11:00:00` })).toMatchObject({
      status: 400,
      body: { message: INTEGRATION_MSG.dataFim },
    });
  });

  it('push endpoints on loopback or private addresses are refused however they are spelled', async () => {
    const spellings = [
      'https://localhost.:4109/',
      'https://localhost/x',
      'https://[::1]/x',
      'https://0.0.0.0/x',
      'https://2130706433/x',
      'https://0x7f.0.0.1/x',
      'https://0177.0.0.1/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://10.0.0.1./x',
      'https://printer.local/x',
      'https://[2002:7f00:1::]/x',
    ];
    for (const endpoint of spellings) {
      expect([endpoint, await ctx.x.client.post('/api/push/subscriptions', { endpoint, keys: KEYS })]).toMatchObject([
        endpoint,
        { status: 400, body: { message: PUSH_MSG.endpointNotAllowed } },
      ]);
    }
  });

  it('a logo is an https image address (or an upload later): javascript:, data: and http: are not stored', async () => {
    const anon = new ApiClient(ctx.t.url);
    for (const logo of [
      'javascript:alert(document.cookie)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'http://cdn.exemplo.com.br/logo.png',
      ' JavaScript:alert(1)',
    ]) {
      expect([logo, await anon.post('/api/register/establishment', registrationPayload({ establishment: { logo } }))]).toMatchObject([
        logo,
        { status: 400, body: { message: MSG.logo } },
      ]);
    }
    const payload = registrationPayload({ establishment: { logo: 'https://cdn.exemplo.com.br/logo.png' } });
    expect((await anon.post('/api/register/establishment', payload)).status).toBe(201);
    await anon.login(payload.user.email, payload.user.password);
    expect((await anon.get('/api/establishment')).body.logo).toBe('https://cdn.exemplo.com.br/logo.png');
  });
});
