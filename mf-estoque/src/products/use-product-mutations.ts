import {
  PRODUCT_MSG,
  STOCK_MOVEMENT_MSG,
  STOCK_TRANSFER_MSG,
  WRITE_CAUSES,
  type ProductDto,
  type ProductWrite,
  type StockMovementResult,
  type StockMovementWrite,
  type StockTransferWrite,
} from '@salao/contracts';
import { api, isStaleVersion, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { dropProduct, putMovedProduct } from './queries';

/** Product and stock writes (a sale is a comanda: SellDialog) with SPEC's toasts; each answer goes straight into the cached list. */
export function useProductMutations() {
  const save = useLiveWrite({
    causes: WRITE_CAUSES.product,
    write: ({ id, body }: { id: number | null; body: ProductWrite }) =>
      id ? api.put<ProductDto>(`/api/products/${id}`, body) : api.post<ProductDto>('/api/products', body),
    update: (client, product) => putMovedProduct(client, product),
    staleOnError: (error) => (isStaleVersion(error) ? ['products'] : []),
    onSuccess: (_p, { id }) => toastSuccess(id ? 'Produto atualizado!' : 'Produto adicionado!'),
    onError: (error, { id }) => {
      // The dialog says it itself, with the way out ('Recarregar').
      if (isStaleVersion(error)) return;
      toastFailure(id ? 'Erro ao atualizar produto. Tente novamente.' : 'Erro ao adicionar produto. Tente novamente.', error);
    },
  });

  const remove = useLiveWrite({
    causes: WRITE_CAUSES.product,
    write: (id: number) => api.delete(`/api/products/${id}`),
    update: (client, _answer, id) => dropProduct(client, id),
    onSuccess: () => toastSuccess(PRODUCT_MSG.removed),
    onError: (error) => toastFailure('Erro ao remover produto. Tente novamente.', error),
  });

  const move = useLiveWrite({
    causes: WRITE_CAUSES.product,
    write: ({ productId, body }: { productId: number; body: StockMovementWrite }) =>
      api.post<StockMovementResult>(`/api/products/${productId}/movements`, body),
    update: (client, result) => putMovedProduct(client, result?.product),
    onSuccess: () => toastSuccess(STOCK_MOVEMENT_MSG.recorded),
    onError: (error) => toastFailure('Erro ao registrar movimentação. Tente novamente.', error),
  });

  // The answer is this unit's product after the transfer; the other unit's list refreshes on its own live event.
  const transfer = useLiveWrite({
    causes: WRITE_CAUSES.product,
    write: ({ productId, body }: { productId: number; body: StockTransferWrite }) => api.post<ProductDto>(`/api/products/${productId}/transfer`, body),
    update: (client, product) => putMovedProduct(client, product),
    onSuccess: () => toastSuccess(STOCK_TRANSFER_MSG.recorded),
    onError: (error) => toastFailure('Erro ao registrar transferência.', error),
  });

  return { save, remove, move, transfer };
}
