/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { usePublicAction, type PublicApiError } from './api';
import { usePublicPage } from './use-public-page';

/** fetch answers in turn: a status and a JSON body, or 'offline' for a request that never reaches the server. */
function answers(...list: ([number, unknown] | 'offline')[]): jest.Mock {
  const fetch = jest.fn(async () => {
    const next = list.shift();
    if (!next || next === 'offline') throw new TypeError('Failed to fetch');
    const [status, body] = next;
    return { status, ok: status < 300, text: async () => JSON.stringify(body) } as Response;
  });
  globalThis.fetch = fetch;
  return fetch;
}
const keyOf = (fetch: jest.Mock, call: number) => (fetch.mock.calls[call][1] as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'];

describe('usePublicAction (the public pages: book, waitlist, cancel, reschedule, claim)', () => {
  it('is pending until the answer, then hands it over', async () => {
    answers([201, { id: 7 }]);
    const { result } = renderHook(() => usePublicAction());
    const done = jest.fn();
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.run('POST', '/api/public/x/appointments', { a: 1 }, done);
    });
    expect(result.current.pending).toBe(true);
    await act(() => sent);
    expect(done).toHaveBeenCalledWith({ id: 7 });
    expect(result.current).toMatchObject({ pending: false, failure: null });
  });

  it("keeps the server's pt-BR message and status on failure, and clear() hides it", async () => {
    answers([409, { message: 'Este horário acabou de ser reservado.' }]);
    const { result } = renderHook(() => usePublicAction());
    const done = jest.fn();
    const failed = jest.fn();
    await act(() => result.current.run('POST', '/api/public/x/appointments', {}, done, { failed }));
    expect(done).not.toHaveBeenCalled();
    expect((failed.mock.calls[0][0] as PublicApiError).status).toBe(409);
    expect(result.current.failure).toMatchObject({ message: 'Este horário acabou de ser reservado.', status: 409 });
    expect(result.current.pending).toBe(false);
    act(() => result.current.clear());
    expect(result.current.failure).toBeNull();
  });

  it('says there is no connection when the request never arrives', async () => {
    answers('offline');
    const { result } = renderHook(() => usePublicAction());
    await act(() => result.current.run('DELETE', '/api/public/bookings/t', undefined, jest.fn()));
    expect(result.current.failure).toMatchObject({ message: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.', status: 0 });
  });

  it('sends a booking again with the same Idempotency-Key after a lost answer, and a new one after a definitive answer', async () => {
    const fetch = answers('offline', [503, {}], [201, { id: 1 }], [201, { id: 2 }]);
    const { result } = renderHook(() => usePublicAction());
    for (let i = 0; i < 4; i++) await act(() => result.current.run('POST', '/api/public/x/appointments', { time: '10:00' }, jest.fn()));
    expect(keyOf(fetch, 0)).toBeTruthy();
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
    expect(keyOf(fetch, 2)).toBe(keyOf(fetch, 0));
    expect(keyOf(fetch, 3)).not.toBe(keyOf(fetch, 0));
  });

  it('stays pending after a success that leaves the page', async () => {
    answers([201, { manageUrl: '/agendar/reserva/t' }]);
    const { result } = renderHook(() => usePublicAction());
    await act(() => result.current.run('POST', '/api/public/waitlist-offers/t/claim', {}, jest.fn(), { leaves: true }));
    expect(result.current.pending).toBe(true);
  });
});

function Page({ path }: { path: string }) {
  const page = usePublicPage<{ name: string }>(path, {
    rows: 3,
    problem: (error) => ({
      icon: 'alert',
      tone: 'bad',
      title: error.status === 404 ? 'Não encontrado' : 'Falhou',
      text: error.message,
      retry: error.status !== 404,
    }),
  });
  return page.data ? <p>{page.data.name}</p> : page.screen;
}

describe('usePublicPage (what a public page shows before its data)', () => {
  // jsdom has no scrolling; StepTitle scrolls to the top of a new step.
  beforeAll(() => {
    window.scrollTo = jest.fn() as typeof window.scrollTo;
  });

  it('shows the skeleton while loading, then the data', async () => {
    answers([200, { name: 'Salão da Ana' }]);
    render(<Page path="/api/public/ana" />);
    expect(screen.getByLabelText('Carregando')).toBeTruthy();
    expect(await screen.findByText('Salão da Ana')).toBeTruthy();
  });

  it("shows the page's problem, without 'Tentar novamente' when another attempt cannot help", async () => {
    answers([404, { message: 'Página não encontrada.' }]);
    render(<Page path="/api/public/nada" />);
    expect(await screen.findByRole('heading', { name: 'Não encontrado' })).toBeTruthy();
    expect(screen.getByText('Página não encontrada.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it("offers 'Tentar novamente' after a failure that may pass, and the retry loads the page", async () => {
    answers([500, { message: 'Algo deu errado. Tente novamente.' }], [200, { name: 'Salão da Ana' }]);
    render(<Page path="/api/public/ana" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Salão da Ana')).toBeTruthy());
  });
});
