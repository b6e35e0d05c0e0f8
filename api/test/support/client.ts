import { SESSION_COOKIE } from '@salao/contracts';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like HTTP client: keeps the session cookie it is given, speaks JSON. */
export class ApiClient {
  token: string | null = null;

  constructor(readonly base: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-type'] ??= 'application/json';
    if (this.token) h.cookie = `${SESSION_COOKIE}=${this.token}`;
    const res = await fetch(this.base + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) {
      const value = setCookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
      this.token = value || null;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body ?? {}, headers);
  }
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body ?? {}, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  async login(email: string, password: string): Promise<Answer> {
    const answer = await this.post('/api/login', { email, password });
    if (answer.status !== 200) throw new Error(`login de ${email} falhou: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }
}
