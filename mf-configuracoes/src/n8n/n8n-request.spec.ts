import { buildN8nRequest, toCurl } from './n8n-request';

describe('n8n test requests', () => {
  it('availability carries date and staff in the query and the key in the Authorization header', () => {
    const req = buildN8nRequest({ endpoint: 'availability', establishmentId: ' 9 ', apiKey: 'sk_abc', date: '2026-12-01', staffId: '3' });
    expect(req).toEqual({
      method: 'GET',
      path: '/api/n8n/establishment/9/availability?date=2026-12-01&staffId=3',
      headers: { Authorization: 'Bearer sk_abc' },
    });
  });

  it('the cURL repeats the call with the key header and a quoted body', () => {
    const req = buildN8nRequest({ endpoint: 'appointment', establishmentId: '9', apiKey: 'sk_abc', body: `{"a":"it's"}` });
    const curl = toCurl(req, 'https://salao.example');
    expect(curl).toContain(`curl -X POST 'https://salao.example/api/n8n/establishment/9/appointment'`);
    expect(curl).toContain(`-H 'Authorization: Bearer sk_abc'`);
    expect(curl).toContain(`-d '{"a":"it'\\''s"}'`);
  });
});
