import type { HTMLAttributes } from 'react';
import { Button, Card, Grid, Space, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ExportOutlined, HistoryOutlined, ShoppingCartOutlined, SwapOutlined } from '@ant-design/icons';
import { AuditHistoryLink, ToneTag, type Tone } from '@salao/web-core/ui';
import { STOCK_STATUS_LABELS, formatBRL, stockStatus, type ProductDto, type StockStatus } from '@salao/contracts';

const STATUS_TONE: Record<StockStatus, Tone> = { out: 'danger', low: 'warning', ok: 'success' };

export interface ProductActions {
  onSell: (p: ProductDto) => void;
  onEdit: (p: ProductDto) => void;
  onDelete: (p: ProductDto) => void;
  onHistory: (p: ProductDto) => void;
  onMove: (p: ProductDto) => void;
  /** Set only when the network has another unit to send units to. */
  onTransfer?: (p: ProductDto) => void;
}

function StatusTag({ product }: { product: ProductDto }) {
  const status = stockStatus(product);
  return <ToneTag tone={STATUS_TONE[status]}>{STOCK_STATUS_LABELS[status]}</ToneTag>;
}

/** Vender (disabled at zero stock), the stock history and movements, Transferir (other units only), Editar, Remover; each names its product for screen readers. */
function Actions({ product, onSell, onEdit, onDelete, onHistory, onMove, onTransfer, wrap }: ProductActions & { product: ProductDto; wrap?: boolean }) {
  const out = product.currentStock <= 0;
  return (
    <Space size={4} wrap={wrap}>
      <Tooltip title={out ? 'Sem estoque para vender' : 'Vender'}>
        <Button size="small" icon={<ShoppingCartOutlined />} disabled={out} aria-label={`Vender ${product.name}`} onClick={() => onSell(product)}>
          Vender
        </Button>
      </Tooltip>
      <Tooltip title="Histórico de estoque">
        <Button size="small" type="text" icon={<HistoryOutlined />} aria-label={`Histórico de estoque de ${product.name}`} onClick={() => onHistory(product)} />
      </Tooltip>
      <Tooltip title="Movimentar estoque">
        <Button size="small" type="text" icon={<SwapOutlined />} aria-label={`Movimentar estoque de ${product.name}`} onClick={() => onMove(product)} />
      </Tooltip>
      {onTransfer && (
        <Tooltip title={out ? 'Sem estoque para transferir' : 'Transferir para outra unidade'}>
          <Button
            size="small"
            type="text"
            icon={<ExportOutlined />}
            disabled={out}
            aria-label={`Transferir ${product.name}`}
            onClick={() => onTransfer(product)}
          />
        </Tooltip>
      )}
      <Tooltip title="Editar">
        <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Editar ${product.name}`} onClick={() => onEdit(product)} />
      </Tooltip>
      <AuditHistoryLink entity="product" entityId={product.id} />
      <Tooltip title="Remover">
        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remover ${product.name}`} onClick={() => onDelete(product)} />
      </Tooltip>
    </Space>
  );
}

/** The products: a table on large screens (docs/product/screens.md columns), cards under 768 px. */
export function ProductList({ products, ...actions }: ProductActions & { products: ProductDto[] }) {
  const mobile = Grid.useBreakpoint().md === false;
  if (mobile) {
    return (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {products.map((p) => (
          <Card key={p.id} size="small" data-testid={`product-${p.id}`}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'start' }}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{p.name}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{[p.category, p.brand].filter(Boolean).join(' · ')}</Typography.Text>
              </div>
              <StatusTag product={p} />
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between', margin: '8px 0', flexWrap: 'wrap', gap: 8 }}>
              <Typography.Text>{formatBRL(p.price)}</Typography.Text>
              <Typography.Text data-testid="product-stock">
                Estoque: {p.currentStock} <Typography.Text type="secondary">(mín. {p.minStock})</Typography.Text>
              </Typography.Text>
            </div>
            <Actions product={p} {...actions} wrap />
          </Card>
        ))}
      </Space>
    );
  }
  return (
    <Table<ProductDto>
      rowKey="id"
      dataSource={products}
      pagination={products.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
      onRow={(p) => ({ 'data-testid': `product-${p.id}` }) as HTMLAttributes<HTMLElement>}
      scroll={{ x: 900 }}
      columns={[
        {
          title: 'Produto',
          dataIndex: 'name',
          // Wide enough for a name's words: the table scrolls sideways instead of breaking them letter by letter.
          minWidth: 180,
          render: (_, p) => (
            <>
              <Typography.Text strong>{p.name}</Typography.Text>
              {p.description && (
                <>
                  <br />
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
                    {p.description}
                  </Typography.Text>
                </>
              )}
            </>
          ),
        },
        { title: 'Categoria', dataIndex: 'category' },
        { title: 'Marca', dataIndex: 'brand', render: (b: string | null) => b || '—' },
        { title: 'Preço', dataIndex: 'price', align: 'right', render: (v: string) => formatBRL(v) },
        {
          title: 'Estoque',
          dataIndex: 'currentStock',
          align: 'right',
          render: (_, p) => (
            <span data-testid="product-stock" style={{ whiteSpace: 'nowrap' }}>
              {p.currentStock} <Typography.Text type="secondary">/ mín. {p.minStock}</Typography.Text>
            </span>
          ),
        },
        { title: 'Status', key: 'status', render: (_, p) => <StatusTag product={p} /> },
        { title: 'Ações', key: 'actions', width: actions.onTransfer ? 280 : 250, render: (_, p) => <Actions product={p} {...actions} /> },
      ]}
    />
  );
}
