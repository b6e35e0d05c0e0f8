import { ERROR_CODES } from '@salao/contracts';
import { ApiError, apiRequest, apiUpload, errorCode, failureReason, isStaleVersion, userHeaders } from './http';
import { TAB_ID } from '../live/tab-id';

function mockFetch(status: number, body: string) {
  const fn = jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('apiRequest', () => {
  beforeEach(() => localStorage.clear());

  it('sends cookies, JSON and the stored user headers', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 7, role: 'admin', establishmentId: 3, name: 'Ana' }));
    const fetchMock = mockFetch(200, '{"ok":true}');
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/x');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      'x-user-id': '7',
      'x-establishment-id': '3',
      'x-user-role': 'admin',
      'x-live-origin': TAB_ID,
      'Idempotency-Key': expect.stringMatching(/^[\x21-\x7e]{8,}$/),
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('a write whose answer was lost is asked again once with the same key; a new action gets a new key', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve('{"id":1}') });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(apiRequest('POST', '/api/products/sell', { productId: 1 })).resolves.toEqual({ id: 1 });
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await apiRequest('POST', '/api/products/sell', { productId: 1 });
    expect(fetchMock.mock.calls[2][1].headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('pressing save again after the server failed reuses the key; after a refusal the next try is a new action', async () => {
    mockFetch(503, '{"message":"Serviço indisponível"}');
    await expect(apiRequest('POST', '/api/transactions', { amount: 10 })).rejects.toMatchObject({ status: 503 });
    const failed = (globalThis.fetch as jest.Mock).mock.calls[0][1].headers['Idempotency-Key'];
    const retried = mockFetch(400, '{"message":"Valor inválido"}');
    await expect(apiRequest('POST', '/api/transactions', { amount: 10 })).rejects.toMatchObject({ status: 400 });
    expect(retried.mock.calls[0][1].headers['Idempotency-Key']).toBe(failed);
    const next = mockFetch(201, '{"id":2}');
    await apiRequest('POST', '/api/transactions', { amount: 10 });
    expect(next.mock.calls[0][1].headers['Idempotency-Key']).not.toBe(failed);
  });

  it('PUT and DELETE carry no key (they are idempotent by themselves)', async () => {
    const fetchMock = mockFetch(200, '{}');
    await apiRequest('PUT', '/api/clients/1', { name: 'A' });
    await apiRequest('DELETE', '/api/clients/1');
    for (const [, init] of fetchMock.mock.calls) expect(init.headers['Idempotency-Key']).toBeUndefined();
  });

  it('never sends a body with GET', async () => {
    const fetchMock = mockFetch(200, '[]');
    await apiRequest('GET', '/api/y', { ignored: true });
    expect(fetchMock.mock.calls[0][1].body).toBeUndefined();
    expect(fetchMock.mock.calls[0][1].headers['x-live-origin']).toBeUndefined();
  });

  it('omits user headers when the stored record is unreadable', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('user', '{broken');
    expect(userHeaders()).toEqual({});
  });

  it('a request that gets no answer at all (offline, server down) fails in pt-BR, not with "Failed to fetch"', async () => {
    const network = new TypeError('Failed to fetch');
    globalThis.fetch = jest.fn().mockRejectedValue(network) as unknown as typeof fetch;
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.', status: 0, cause: network });
  });

  it('raises the message field of the error body', async () => {
    mockFetch(400, '{"message":"E-mail já cadastrado"}');
    await expect(apiRequest('POST', '/api/z')).rejects.toMatchObject({ message: 'E-mail já cadastrado', status: 400 });
  });

  it("raises 'HTTP {status}' when the body is unreadable", async () => {
    mockFetch(502, '<html>bad gateway</html>');
    const error = await apiRequest('GET', '/api/z').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('HTTP 502');
  });
});

describe('apiUpload', () => {
  it('sends the form as it is (the browser sets the multipart boundary), with cookies, user headers and the tab id', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 7, role: 'admin', establishmentId: 3, name: 'Ana' }));
    const fetchMock = mockFetch(200, '{"logo":"/api/establishment/3/logo"}');
    const form = new FormData();
    form.append('logo', new Blob(['x'], { type: 'image/png' }), 'logo.png');
    await expect(apiUpload('/api/establishment/logo', form)).resolves.toEqual({ logo: '/api/establishment/3/logo' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: form });
    expect(init.headers).toEqual({ 'x-user-id': '7', 'x-establishment-id': '3', 'x-user-role': 'admin', 'x-live-origin': TAB_ID });
  });

  it('raises the server message of a refused file', async () => {
    mockFetch(400, '{"message":"O logo deve ser uma imagem PNG, JPEG ou WebP."}');
    await expect(apiUpload('/api/establishment/logo', new FormData())).rejects.toMatchObject({
      message: 'O logo deve ser uma imagem PNG, JPEG ou WebP.',
      status: 400,
    });
  });
});

describe('isStaleVersion', () => {
  it('knows the 409 stale_version whatever copy of this module threw it (the forms entry bundles its own)', async () => {
    jest.resetModules();
    const other = (await import('./http')) as typeof import('./http');
    expect(other.ApiError).not.toBe(ApiError);
    const stale = new other.ApiError('Este registro foi alterado por outra pessoa.', 409, { code: ERROR_CODES.staleVersion });
    expect(isStaleVersion(stale)).toBe(true);
    expect(isStaleVersion(new ApiError('Conflito', 409, { message: 'Conflito' }))).toBe(false);
    expect(isStaleVersion(new Error('offline'))).toBe(false);
  });
});

describe('failureReason and errorCode', () => {
  it("give the server's pt-BR message and code, read from the answer, never from the text", async () => {
    mockFetch(403, JSON.stringify({ message: 'Limite de colaboradores atingido (2/2) no plano Base.', code: ERROR_CODES.staffLimit }));
    const limit = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(failureReason(limit)).toBe('Limite de colaboradores atingido (2/2) no plano Base.');
    expect(errorCode(limit)).toBe(ERROR_CODES.staffLimit);

    mockFetch(409, JSON.stringify({ message: 'Horário indisponível para este profissional.' }));
    const plain = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(failureReason(plain)).toBe('Horário indisponível para este profissional.');
    expect(errorCode(plain)).toBeUndefined();
  });

  it("have no reason for an answer without a message ('HTTP {status}'), the network's for no answer", async () => {
    mockFetch(502, '<html>Bad Gateway</html>');
    const gateway = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect((gateway as ApiError).message).toBe('HTTP 502');
    expect(failureReason(gateway)).toBeUndefined();
    const offline = new ApiError('Sem conexão com o servidor.', 0, null);
    expect(failureReason(offline)).toBe('Sem conexão com o servidor.');
  });

  it('ignore errors that are not a failed call, even with an HTTP-looking message or a code', () => {
    expect(failureReason(new Error('Quantidade inválida'))).toBeUndefined();
    expect(errorCode(Object.assign(new Error('x'), { code: ERROR_CODES.staffLimit }))).toBeUndefined();
    expect(failureReason(undefined)).toBeUndefined();
  });

  it("read another bundle's copy of ApiError by shape", () => {
    class OtherApiError extends Error {
      constructor(
        readonly status: number,
        readonly body: unknown,
      ) {
        super('x');
        this.name = 'ApiError';
      }
      get reason() {
        return (this.body as { message: string }).message;
      }
      get code() {
        return (this.body as { code: string }).code;
      }
    }
    const copy = new OtherApiError(409, { message: 'Horário indisponível.', code: ERROR_CODES.slotTaken });
    expect(failureReason(copy)).toBe('Horário indisponível.');
    expect(errorCode(copy)).toBe(ERROR_CODES.slotTaken);
  });
});
