import { PRODUCT_MSG, WRITE_CAUSES, type ProductDto, type ProductWrite, type SaleResult, type SaleWrite } from '@salao/contracts';
import { api, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { dropProduct, putProduct } from './queries';

/** Product and sale writes with SPEC §8's toasts; each answer goes straight into the cached list. */
export function useProductMutations() {
  const save = useLiveWrite({
    causes: WRITE_CAUSES.product,
    write: ({ id, body }: { id: number | null; body: ProductWrite }) =>
      id ? api.put<ProductDto>(`/api/products/${id}`, body) : api.post<ProductDto>('/api/products', body),
    update: (client, product) => putProduct(client, product),
    onSuccess: (_p, { id }) => toastSuccess(id ? 'Produto atualizado!' : 'Produto adicionado!'),
    onError: (error, { id }) => toastFailure(id ? 'Erro ao atualizar produto. Tente novamente.' : 'Erro ao adicionar produto. Tente novamente.', error),
  });

  const remove = useLiveWrite({
    causes: WRITE_CAUSES.product,
    write: (id: number) => api.delete(`/api/products/${id}`),
    update: (client, _answer, id) => dropProduct(client, id),
    onSuccess: () => toastSuccess(PRODUCT_MSG.removed),
    onError: (error) => toastFailure('Erro ao remover produto. Tente novamente.', error),
  });

  const sell = useLiveWrite({
    causes: WRITE_CAUSES.sale,
    also: ['transactions'],
    write: (body: SaleWrite) => api.post<SaleResult>('/api/products/sell', body),
    update: (client, result) => putProduct(client, result?.product),
    onSuccess: (result) => toastSuccess(`Venda registrada: ${result.sale.quantity} × ${result.sale.productName}.`),
    onError: (error) => toastFailure('Erro ao processar venda. Tente novamente.', error),
  });

  return { save, remove, sell };
}
