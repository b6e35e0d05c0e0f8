import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLiveWrite } from './use-live-write';

describe('useLiveWrite', () => {
  it('puts the answer in the cache and invalidates only what its events list beyond that', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/clients'], [{ id: 1 }]);
    client.setQueryData(['/api/clients/list'], []);
    client.setQueryData(['/api/transactions'], []);
    client.setQueryData(['/api/products'], []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const write = jest.fn().mockResolvedValue({ id: 2 });
    const { result } = renderHook(
      () =>
        useLiveWrite({
          write,
          causes: ['client_change'],
          also: ['transactions'],
          update: (c, answer: { id: number }) => {
            c.setQueryData<{ id: number }[]>(['/api/clients'], (list) => [...(list ?? []), answer]);
            return ['clients'];
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(write).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['/api/clients'])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(client.getQueryState(['/api/clients'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['/api/clients/list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/transactions'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/products'])?.isInvalidated).toBe(false);
  });

  it('refetches only what a refusal shows was stale, and nothing its events list', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(['/api/clients', 'loyalty'], [{ id: 1, points: 10 }]);
    client.setQueryData(['/api/clients/list'], []);
    client.setQueryData(['/api/establishment/permissions'], {});
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const onError = jest.fn();
    const { result } = renderHook(
      () =>
        useLiveWrite({
          write: jest.fn().mockRejectedValue(new Error('Saldo insuficiente')),
          causes: ['client_change'],
          staleOnError: (error, body: { limit: boolean }) =>
            body.limit ? ['permissions'] : error.message.includes('Saldo') ? [['/api/clients', 'loyalty']] : [],
          onError,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ limit: false }).catch(() => undefined));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['/api/clients', 'loyalty'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/clients/list'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['/api/establishment/permissions'])?.isInvalidated).toBe(false);
    await act(() => result.current.mutateAsync({ limit: true }).catch(() => undefined));
    expect(client.getQueryState(['/api/establishment/permissions'])?.isInvalidated).toBe(true);
  });
});
