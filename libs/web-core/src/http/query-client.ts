import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './http';

/** Default fetch: the first query-key element is the GET path (docs/product/api.md). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => api.get(String(queryKey[0]));

const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, staleTime: FIVE_MINUTES, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Shared by the shell and every remote (web-core is a Module Federation singleton). */
export const queryClient = createQueryClient();
