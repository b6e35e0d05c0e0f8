import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { WRITE_SAFETY_MSG } from '@salao/contracts';
import { useListRecordRead } from './reload';

const KEY = ['/api/services'];

function setup(lists: { id: number; name: string; version: number }[][]) {
  const queryFn = jest.fn();
  for (const list of lists) queryFn.mockResolvedValueOnce(list);
  const client = new QueryClient({ defaultOptions: { queries: { queryFn, staleTime: 60_000, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, queryFn, wrapper };
}

describe('useListRecordRead', () => {
  it('reads the list again even when the cache is fresh, and the cache takes the answer', async () => {
    const { client, queryFn, wrapper } = setup([[{ id: 4, name: 'Corte', version: 2 }]]);
    client.setQueryData(KEY, [{ id: 4, name: 'Corte antigo', version: 1 }]);
    const { result } = renderHook(() => useListRecordRead<{ id: number; name: string; version: number }>(KEY, 4), { wrapper });

    await expect(result.current()).resolves.toEqual({ id: 4, name: 'Corte', version: 2 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(KEY)).toEqual([{ id: 4, name: 'Corte', version: 2 }]);
  });

  it('says so when the record is gone', async () => {
    const { wrapper } = setup([[]]);
    const { result } = renderHook(() => useListRecordRead(KEY, 4), { wrapper });
    await expect(result.current()).rejects.toThrow(WRITE_SAFETY_MSG.removed);
  });
});
