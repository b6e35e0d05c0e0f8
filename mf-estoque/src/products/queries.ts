import { useQuery, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type ProductDto, type QueryName } from '@salao/contracts';
import { api } from '@salao/web-core';

/** GET /api/products: the whole list; the page filters what it holds. */
export function useProducts() {
  return useQuery<ProductDto[]>({ queryKey: QUERY_KEYS.products, queryFn: () => api.get<ProductDto[]>(QUERY_KEYS.products[0]) });
}

const byName = (a: ProductDto, b: ProductDto) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id;

/** Puts a saved or sold product (the write's answer) into the cached list, in name order. */
export function putProduct(client: QueryClient, product: ProductDto | undefined): QueryName[] {
  if (!product || typeof product.id !== 'number' || !client.getQueryData(QUERY_KEYS.products)) return [];
  client.setQueryData<ProductDto[]>(QUERY_KEYS.products, (list) => list && [...list.filter((p) => p.id !== product.id), product].sort(byName));
  return ['products'];
}

/** Takes a deleted product out of the cached list. */
export function dropProduct(client: QueryClient, id: number): QueryName[] {
  if (!client.getQueryData(QUERY_KEYS.products)) return [];
  client.setQueryData<ProductDto[]>(QUERY_KEYS.products, (list) => list?.filter((p) => p.id !== id));
  return ['products'];
}
