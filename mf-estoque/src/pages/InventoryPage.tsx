import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Card, Segmented, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PRODUCT_MSG, type ProductDto } from '@salao/contracts';
import { EmptyState, PlanGate, QueryError, StaleWarning, loadFailed, ReadableContrast, useConfirmDelete } from '@salao/web-core/ui';
import { InventoryCards } from '../inventory/InventoryCards';
import { ProductList } from '../products/ProductList';
import { useProducts, useTransferTargets } from '../products/queries';
import { STOCK_FILTER_LABELS, filterProducts, stockCounts, type StockFilter } from '../products/stock-filter';
import { useProductMutations } from '../products/use-product-mutations';

const ProductFormDialog = lazy(() => import('../products/ProductFormDialog'));
const SellDialog = lazy(() => import('../products/SellDialog'));
const StockHistoryDrawer = lazy(() => import('../products/StockHistoryDrawer'));
const StockMovementDialog = lazy(() => import('../products/StockMovementDialog'));
const TransferDialog = lazy(() => import('../products/TransferDialog'));

type Dialog = { kind: 'edit'; product: ProductDto | null } | { kind: 'sell' | 'move' | 'transfer'; product: ProductDto } | null;

function InventoryOverview() {
  const products = useProducts();
  const { remove } = useProductMutations();
  const [filter, setFilter] = useState<StockFilter>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const targets = useTransferTargets();
  const list = useMemo(() => products.data ?? [], [products.data]);
  const visible = useMemo(() => filterProducts(list, filter), [list, filter]);
  const categories = useMemo(() => [...new Set(list.map((p) => p.category))], [list]);
  // The drawer and the movement dialog show the product as the list has it now (live updates included).
  const current = (p: ProductDto) => list.find((x) => x.id === p.id) ?? p;
  const history = list.find((p) => p.id === historyOf) ?? null;

  const onDelete = async (product: ProductDto) => {
    if (await confirmDelete(PRODUCT_MSG.confirmDelete)) remove.mutate(product.id);
  };

  return (
    <>
      <InventoryCards {...stockCounts(list)} query={products} />
      <Card
        title="Produtos"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'edit', product: null })}>
            Novo Produto
          </Button>
        }
        styles={{ header: { flexWrap: 'wrap', gap: 8 } }}
      >
        <div style={{ marginBottom: 16 }} role="group" aria-label="Filtrar por status do estoque">
          <Segmented<StockFilter>
            value={filter}
            onChange={setFilter}
            options={(Object.keys(STOCK_FILTER_LABELS) as StockFilter[]).map((value) => ({ value, label: STOCK_FILTER_LABELS[value] }))}
          />
        </div>
        <StaleWarning query={products} what="os produtos" />
        {loadFailed(products) ? (
          <QueryError query={products} what="os produtos" />
        ) : products.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : visible.length === 0 ? (
          <EmptyState
            title={list.length === 0 ? PRODUCT_MSG.empty : `Nenhum produto com status '${STOCK_FILTER_LABELS[filter]}'`}
            description={list.length === 0 ? 'Cadastre seu primeiro produto em Novo Produto.' : undefined}
          />
        ) : (
          <ProductList
            products={visible}
            onSell={(product) => setDialog({ kind: 'sell', product })}
            onEdit={(product) => setDialog({ kind: 'edit', product })}
            onDelete={(product) => void onDelete(product)}
            onHistory={(product) => setHistoryOf(product.id)}
            onMove={(product) => setDialog({ kind: 'move', product })}
            onTransfer={targets.length > 0 ? (product) => setDialog({ kind: 'transfer', product }) : undefined}
          />
        )}
      </Card>
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && <ProductFormDialog product={dialog.product} categories={categories} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'sell' && <SellDialog product={dialog.product} onClose={() => setDialog(null)} />}
        {history && <StockHistoryDrawer product={history} onMove={() => setDialog({ kind: 'move', product: history })} onClose={() => setHistoryOf(null)} />}
        {dialog?.kind === 'move' && <StockMovementDialog product={current(dialog.product)} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'transfer' && <TransferDialog product={current(dialog.product)} units={targets} onClose={() => setDialog(null)} />}
      </Suspense>
      {confirmHolder}
    </>
  );
}

/** Controle de Estoque (docs/product/screens.md Inventory), or the locked preview when the plan lacks it. */
export default function InventoryPage() {
  return (
    <PlanGate feature="inventory" preview={<InventoryCards total={24} low={3} out={1} />}>
      <ReadableContrast>
        <InventoryOverview />
      </ReadableContrast>
    </PlanGate>
  );
}
