import { useState, type HTMLAttributes } from 'react';
import { Button, Drawer, Grid, Table, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { dayjs, type ProductDto, type StockMovementDto } from '@salao/contracts';
import { QueryError, ToneTag, type Tone } from '@salao/web-core/ui';
import { HISTORY_PAGE_SIZE, useStockMovements } from './queries';

const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);
const tone = (n: number): Tone => (n > 0 ? 'success' : 'danger');

/**
 * 'Histórico de estoque' of one product: every movement of its ledger, newest first, with who and why
 * (docs/architecture.md, 'Stock ledger'). 'Movimentar estoque' opens the movement dialog over it.
 */
export default function StockHistoryDrawer({ product, onMove, onClose }: { product: ProductDto; onMove: () => void; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const history = useStockMovements(product.id, page);
  const mobile = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 760}
      title={`Histórico de estoque — ${product.name}`}
      extra={
        <Button type="primary" icon={<SwapOutlined aria-hidden />} onClick={onMove}>
          Movimentar estoque
        </Button>
      }
    >
      <Typography.Paragraph>
        Estoque atual: <strong data-testid="history-stock">{product.currentStock}</strong>
      </Typography.Paragraph>
      {history.isError && !history.data ? (
        <QueryError query={history} what="o histórico de estoque" />
      ) : (
        <Table<StockMovementDto>
          rowKey="id"
          size="small"
          loading={history.isFetching}
          dataSource={history.data?.movements ?? []}
          scroll={{ x: 640 }}
          locale={{ emptyText: 'Nenhuma movimentação registrada' }}
          pagination={{
            current: page,
            pageSize: HISTORY_PAGE_SIZE,
            total: history.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          onRow={(m) => ({ 'data-testid': `movement-${m.kind}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: 'Data/hora',
              dataIndex: 'createdAt',
              render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(v).format('DD/MM/YYYY HH:mm')}</span>,
            },
            { title: 'Tipo', dataIndex: 'kindLabel' },
            { title: 'Quantidade', dataIndex: 'quantity', align: 'right', render: (n: number) => <ToneTag tone={tone(n)}>{signed(n)}</ToneTag> },
            { title: 'Saldo', dataIndex: 'stockAfter', align: 'right' },
            { title: 'Motivo', dataIndex: 'reason', render: (r: string | null, m) => r ?? (m.saleId ? `Venda #${m.saleId}` : '—') },
            { title: 'Usuário', dataIndex: 'userName', render: (u: string | null) => u ?? 'Sistema' },
          ]}
        />
      )}
    </Drawer>
  );
}
