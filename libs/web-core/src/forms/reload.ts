import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { WRITE_SAFETY_MSG } from '@salao/contracts';

/** A fresh read of a query for 'Recarregar': the cache takes it too, so every view of it is current. */
export function useFreshRead<T>(queryKey: QueryKey): () => Promise<T> {
  const client = useQueryClient();
  return () => client.fetchQuery<T>({ queryKey, staleTime: 0 });
}

/** 'Recarregar' for a record the API serves only in its list: a fresh list, and the record in it. */
export function useListRecordRead<T extends { id: number }>(listKey: QueryKey, id: number | undefined): () => Promise<T> {
  const readList = useFreshRead<T[]>(listKey);
  return async () => {
    const found = (await readList()).find((record) => record.id === id);
    if (!found) throw new Error(WRITE_SAFETY_MSG.removed);
    return found;
  };
}
