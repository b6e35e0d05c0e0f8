import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { hasPermission, QUERY_KEYS, type ProductDto, type QueryName, type StockMovementPage, type UnitDto } from '@salao/contracts';
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

/** A product's stock history pages live under the products key: an inventory_change refreshes them too. */
export const movementsKey = (productId: number) => [...QUERY_KEYS.products, productId, 'movements'] as const;

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/products/{id}/movements?page&limit, newest first; the page shown stays while the next loads. */
export function useStockMovements(productId: number, page: number) {
  return useQuery<StockMovementPage>({
    queryKey: [...movementsKey(productId), page],
    queryFn: () => api.get<StockMovementPage>(`/api/products/${productId}/movements?page=${page}&limit=${HISTORY_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

/** The product as the server has it now (the list refetched), or null when it is gone. */
export async function freshProduct(client: QueryClient, id: number): Promise<ProductDto | null> {
  const list = await client.fetchQuery<ProductDto[]>({
    queryKey: QUERY_KEYS.products,
    queryFn: () => api.get<ProductDto[]>(QUERY_KEYS.products[0]),
    staleTime: 0,
  });
  return list.find((p) => p.id === id) ?? null;
}

/** A write that moved a product's stock: its answer into the list, and its history marked stale (refetched when shown). */
export function putMovedProduct(client: QueryClient, product: ProductDto | undefined): QueryName[] {
  if (product && typeof product.id === 'number') void client.invalidateQueries({ queryKey: movementsKey(product.id) });
  return putProduct(client, product);
}

/**
 * The other units a product can be transferred to: from GET /api/units (docs/product/units.md), those where the
 * user manages products (the network's owner, an admin or manager there). Empty for a salon of one unit.
 */
export function useTransferTargets(): UnitDto[] {
  const units = useQuery<UnitDto[]>({ queryKey: ['/api/units'], queryFn: () => api.get<UnitDto[]>('/api/units'), staleTime: 60_000 });
  const list = units.data ?? [];
  if (list.length < 2) return [];
  return list.filter((u) => !u.current && hasPermission(u.role === 'owner' ? 'admin' : u.role, 'products.manage'));
}
