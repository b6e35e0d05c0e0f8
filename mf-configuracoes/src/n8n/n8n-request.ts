/** The integration endpoints the test page calls (docs/product/api.md 'Test page'), and the cURL that repeats a call. */
export type N8nEndpoint = 'info' | 'availability' | 'appointment';

export interface N8nRequestInput {
  endpoint: N8nEndpoint;
  establishmentId: string;
  apiKey: string;
  date?: string;
  staffId?: string;
  /** JSON text of the appointment body. */
  body?: string;
}

export interface N8nRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** docs/product/limits.md: the test page starts on establishment 9. */
export const DEFAULT_TEST_ESTABLISHMENT = '9';

export const APPOINTMENT_EXAMPLE = JSON.stringify(
  {
    clientData: { name: 'Maria Silva', email: 'maria@exemplo.com', phone: '11999998888', notes: '' },
    appointmentData: { staffId: 1, serviceId: 1, dataInicio: '2026-12-01T10:00:00', dataFim: '2026-12-01T10:30:00', duration: 30, notes: 'Agendado pelo n8n' },
  },
  null,
  2,
);

export function buildN8nRequest(input: N8nRequestInput): N8nRequest {
  const base = `/api/n8n/establishment/${encodeURIComponent(input.establishmentId.trim())}`;
  const headers: Record<string, string> = { Authorization: `Bearer ${input.apiKey.trim()}` };
  if (input.endpoint === 'info') return { method: 'GET', path: `${base}/info`, headers };
  if (input.endpoint === 'availability') {
    const query = new URLSearchParams();
    if (input.date) query.set('date', input.date);
    if (input.staffId) query.set('staffId', input.staffId);
    const qs = query.toString();
    return { method: 'GET', path: `${base}/availability${qs ? `?${qs}` : ''}`, headers };
  }
  return { method: 'POST', path: `${base}/appointment`, headers: { ...headers, 'Content-Type': 'application/json' }, body: input.body ?? '' };
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The same call as a cURL command line, key header included. */
export function toCurl(request: N8nRequest, origin: string): string {
  const parts = [`curl -X ${request.method} ${shellQuote(origin + request.path)}`];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body) parts.push(`-d ${shellQuote(request.body)}`);
  return parts.join(' \\\n  ');
}
