import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@salao/contracts';
import { getOr } from '@salao/web-core';
import { CollectionSummary, PlanGate } from '@salao/web-core/ui';
import { InventoryCards } from '../inventory/InventoryCards';
import { stockStatus } from '../inventory/stock-status';

interface Product {
  currentStock: number;
  minStock: number;
}

function InventoryOverview() {
  const products = useQuery({ queryKey: QUERY_KEYS.products, queryFn: () => getOr<Product[]>(QUERY_KEYS.products[0], []) });
  const list = Array.isArray(products.data) ? products.data : [];
  const statuses = list.map((p) => stockStatus(Number(p.currentStock), Number(p.minStock)));
  return (
    <>
      <InventoryCards
        total={list.length}
        low={statuses.filter((s) => s === 'Estoque Baixo').length}
        out={statuses.filter((s) => s === 'Sem Estoque').length}
        loading={products.isLoading}
      />
      <CollectionSummary path={QUERY_KEYS.products[0]} title="Produtos" noun={['produto', 'produtos']} emptyTitle="Nenhum produto cadastrado" />
    </>
  );
}

export function InventoryPage() {
  return (
    <PlanGate feature="inventory" preview={<InventoryCards total={24} low={3} out={1} />}>
      <InventoryOverview />
    </PlanGate>
  );
}
