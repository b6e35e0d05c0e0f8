import { useCallback, useEffect, useState } from 'react';

/**
 * The public pages' own fetch: no session, no x-user-* headers and no web-core (which would bring the
 * app's query client, router and store into a page that must stay under 150 KB gzip).
 */
const NETWORK = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
const GENERIC = 'Algo deu errado. Tente novamente.';

export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A booking sent again after a lost answer (the visitor taps 'Confirmar' once more) carries the same
 * Idempotency-Key, so the server books it once (docs/architecture.md); a definitive answer ends the key.
 */
const bookingKeys = new Map<string, string>();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function publicRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> =
    json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' };
  const action = `${method} ${path} ${json}`;
  if (method === 'POST') {
    // randomUUID exists only on secure pages; a page opened over plain http on the salon's network still books.
    if (!bookingKeys.has(action)) bookingKeys.set(action, crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
    headers['Idempotency-Key'] = bookingKeys.get(action)!;
  }
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: 'same-origin', headers, body: json });
  } catch {
    throw new PublicApiError(NETWORK, 0);
  }
  if (res.status < 500) bookingKeys.delete(action);
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : GENERIC;
    throw new PublicApiError(message, res.status);
  }
  return data as T;
}

export interface Action {
  /** True from the request until its answer (and after a success that leaves the page, see `run`). */
  pending: boolean;
  /** The last request's failure; its message is the server's pt-BR text (or NETWORK / GENERIC). */
  failure: PublicApiError | null;
  /**
   * Sends the request through publicRequest (so a POST sent again reuses its Idempotency-Key), then calls
   * `done` with the answer or `failed` with the error. `leaves`: the success navigates away, so the
   * button stays pending until the next page replaces this one.
   */
  run<T>(
    method: Method,
    path: string,
    body: unknown,
    done: (answer: T) => void,
    options?: { failed?: (error: PublicApiError) => void; leaves?: boolean },
  ): Promise<void>;
  /** Hides the failure (the visitor started something else). */
  clear: () => void;
}

/** A public page's action (book, join the waitlist, cancel, reschedule, claim an offer): pending state and failure. */
export function usePublicAction(): Action {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<PublicApiError | null>(null);
  const run = useCallback<Action['run']>(async (method, path, body, done, options) => {
    setPending(true);
    setFailure(null);
    try {
      done(await publicRequest(method, path, body));
      if (!options?.leaves) setPending(false);
    } catch (error) {
      options?.failed?.(error as PublicApiError);
      setFailure(error as PublicApiError);
      setPending(false);
    }
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  return { pending, failure, run, clear };
}

export interface Loaded<T> {
  data: T | undefined;
  error: PublicApiError | null;
  loading: boolean;
  reload: () => void;
}

/** GET `path` (null = nothing to load yet); a newer path wins over a slower older answer. */
export function usePublicGet<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error: PublicApiError | null }>({ key: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const key = path ? `${path}#${attempt}` : null;
  useEffect(() => {
    if (!path) return;
    let alive = true;
    publicRequest<T>('GET', path).then(
      (data) => alive && setState({ key, data, error: null }),
      (error: PublicApiError) => alive && setState({ key, error }),
    );
    return () => {
      alive = false;
    };
  }, [key, path]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : null, loading: !!path && !current, reload };
}
