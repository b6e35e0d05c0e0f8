/** docs/product/validation.md 'Product' and 'Sale' messages and the products API's answers. */
export const PRODUCT_MSG = {
  clientId: 'Cliente inválido.',
  name: 'Nome é obrigatório',
  nameMax: 'Nome deve ter no máximo 120 caracteres',
  category: 'Categoria é obrigatória',
  categoryMax: 'Categoria deve ter no máximo 80 caracteres',
  brandMax: 'Marca deve ter no máximo 80 caracteres',
  price: 'Preço é obrigatório',
  priceInvalid: 'Preço inválido',
  costInvalid: 'Custo inválido',
  currentStock: 'Estoque deve ser maior ou igual a 0',
  minStock: 'Estoque mínimo deve ser maior ou igual a 0',
  stockMax: 'Estoque deve ser de no máximo 1000000',
  descriptionMax: 'Descrição deve ter no máximo 1000 caracteres',
  notFound: 'Produto não encontrado.',
  removed: 'Produto removido.',
  confirmDelete: 'Tem certeza que deseja remover este produto?',
  empty: 'Nenhum produto cadastrado',
  productId: 'Selecione um produto.',
  quantity: 'Quantidade deve ser maior que 0',
  unitPriceInvalid: 'Preço unitário inválido',
  saleTooLarge: 'Total da venda excede o valor máximo permitido',
} as const;

/** The stock ledger's messages (POST and GET /api/products/{id}/movements). */
export const STOCK_MOVEMENT_MSG = {
  kind: 'Selecione o tipo de movimentação',
  quantity: 'Quantidade deve ser maior que 0',
  adjustment: 'Informe a diferença do ajuste (ex.: 3 ou -2), diferente de 0',
  reason: 'Informe o motivo do ajuste',
  reasonMax: 'Motivo deve ter no máximo 300 caracteres',
  stockAboveMax: 'O estoque não pode passar de 1000000 unidades',
  page: 'Página inválida',
  limit: 'Limite por página inválido',
  /** Reasons the server writes itself. */
  initialStock: 'Estoque inicial',
  editAdjustment: 'Ajuste pela edição do produto',
  recorded: 'Movimentação registrada.',
} as const;

/** POST /api/products/{id}/transfer (docs/product/units.md, 'Stock transfers'); a unit not the caller's is UNIT_MSG.forbidden. */
export const STOCK_TRANSFER_MSG = {
  toUnit: 'Selecione a unidade de destino.',
  sameUnit: 'Escolha uma unidade diferente da atual.',
  targetPlan: 'O plano da unidade de destino não inclui o controle de estoque.',
  quantity: 'Quantidade deve ser maior que 0',
  reasonMax: 'Motivo deve ter no máximo 300 caracteres',
  recorded: 'Transferência registrada.',
} as const;

/** docs/product/validation.md 'Sale': the stock the sale asked for and the stock there was. */
export function saleExceedsStockMessage(requested: number, available: number): string {
  return `Quantidade solicitada (${requested}) excede o estoque disponível (${available})`;
}
