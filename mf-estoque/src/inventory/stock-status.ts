/** SPEC §4 'Stock status'. */
export function stockStatus(currentStock: number, minStock: number): 'Sem Estoque' | 'Estoque Baixo' | 'Em Estoque' {
  if (currentStock <= 0) return 'Sem Estoque';
  if (currentStock <= minStock) return 'Estoque Baixo';
  return 'Em Estoque';
}
