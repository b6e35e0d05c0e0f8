import { ERROR_CODES, HTTP_MSG, IDEMPOTENCY_KEY_HEADER, LIVE_ORIGIN_HEADER, USER_HEADERS, USER_STORAGE_KEY } from '@salao/contracts';
import { TAB_ID } from '../live/tab-id';

/**
 * A non-OK answer: message from the JSON body's `message` field, or 'HTTP {status}' (docs/product/errors.md). Status 0: no
 * answer at all (the network failed), with a pt-BR message instead of the browser's 'Failed to fetch'.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's stable code beside its message (contracts' ERROR_CODES): screens branch on this, never on text. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /**
   * The pt-BR reason worth showing: the server's own message, or the network failure's (status 0); undefined
   * when the server answered without one ('HTTP {status}'), so the screen shows its own text (docs/product/errors.md).
   */
  get reason(): string | undefined {
    if (this.status === 0) return this.message;
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : undefined;
  }
}

/** An ApiError of any bundle's copy of this module (see isStaleVersion), read by shape. */
const asApiError = (error: unknown): ApiError | undefined =>
  error instanceof Error && error.name === 'ApiError' && 'status' in error ? (error as ApiError) : undefined;

/** A failed call's pt-BR reason (ApiError.reason), or undefined for anything else: `failureReason(e) ?? fallback`. */
export function failureReason(error: unknown): string | undefined {
  return asApiError(error)?.reason;
}

/** A failed call's stable code (contracts' ERROR_CODES; docs/architecture.md 'Error codes'): branch on this, never on text. */
export function errorCode(error: unknown): string | undefined {
  return asApiError(error)?.code;
}

/**
 * Someone else saved the record after this form read it (409 stale_version). Read by shape, not by class: the
 * './forms' and './ui' entries are built with their own copy of this module, whose ApiError is another class
 * than the one the shared `api` throws, so `instanceof` was false in the forms and every conflict looked like
 * an ordinary failure.
 */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === ERROR_CODES.staleVersion;
}

/** x-user-* headers from the stored user; an unreadable record is logged and the headers are omitted (docs/product/api.md). */
export function userHeaders(): Record<string, string> {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return {};
  try {
    const user = JSON.parse(raw) as { id?: unknown; establishmentId?: unknown; role?: unknown } | null;
    if (!user || typeof user !== 'object') return {};
    const headers: Record<string, string> = {};
    if (user.id != null) headers[USER_HEADERS.userId] = String(user.id);
    if (user.establishmentId != null) headers[USER_HEADERS.establishmentId] = String(user.establishmentId);
    if (user.role != null) headers[USER_HEADERS.role] = String(user.role);
    return headers;
  } catch (error) {
    console.error('Usuário armazenado inválido', error);
    return {};
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Idempotency keys of writes still without a definitive answer, by request: the same action sent again
 * (the wrapper's own retry, or the person pressing 'Salvar' again after a failure) reuses its key, so the
 * server answers it once (docs/architecture.md, 'Writes that survive retries').
 */
const openKeys = new Map<string, string>();
const KEYED: ReadonlySet<HttpMethod> = new Set(['POST', 'PATCH']);
const RETRY_DELAY_MS = 800;
/** No answer, or the server could not finish: the outcome is unknown and the same key must be used again. */
const outcomeUnknown = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.code === ERROR_CODES.idempotencyInProgress);

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The one fetch wrapper: cookies, JSON, user headers; JSON body only for non-GET methods; a write names this tab. */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...userHeaders() };
  if (method !== 'GET') headers[LIVE_ORIGIN_HEADER] = TAB_ID;
  const init: RequestInit = { method, credentials: 'include', headers };
  if (method !== 'GET' && body !== undefined) init.body = JSON.stringify(body);
  if (!KEYED.has(method)) return send<T>(url, init);
  const request = `${method} ${url} ${init.body ?? ''}`;
  const key = openKeys.get(request) ?? newKey();
  openKeys.set(request, key);
  headers[IDEMPOTENCY_KEY_HEADER] = key;
  try {
    const answer = await send<T>(url, init).catch(async (error: unknown) => {
      // A dropped connection may have lost an answer the server already gave: ask again once, same key.
      if (!(error instanceof ApiError && error.status === 0)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return send<T>(url, init);
    });
    openKeys.delete(request);
    return answer;
  } catch (error) {
    if (!outcomeUnknown(error)) openKeys.delete(request);
    throw error;
  }
}

/** A multipart write (e.g. an image): the browser sets the multipart Content-Type with its boundary. */
export async function apiUpload<T = unknown>(url: string, form: FormData, method: HttpMethod = 'POST'): Promise<T> {
  const headers: Record<string, string> = { ...userHeaders(), [LIVE_ORIGIN_HEADER]: TAB_ID };
  return send<T>(url, { method, credentials: 'include', headers, body: form });
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    throw Object.assign(new ApiError(HTTP_MSG.unreachable, 0, null), { cause: error });
  }
  const data = await readJson(res);
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : `HTTP ${res.status}`;
    throw new ApiError(message, res.status, data);
  }
  return data as T;
}

export const api = {
  get: <T = unknown>(url: string) => apiRequest<T>('GET', url),
  post: <T = unknown>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  put: <T = unknown>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body ?? {}),
  patch: <T = unknown>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T = unknown>(url: string) => apiRequest<T>('DELETE', url),
};

/** GET that treats 404 (endpoint not there yet, or nothing to show) as an empty answer. */
export async function getOr<T>(url: string, fallback: T): Promise<T> {
  try {
    return await api.get<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return fallback;
    throw error;
  }
}
