import type { HTMLAttributes } from 'react';
import { Button, Card, Grid, Space, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ToneTag } from '@salao/web-core/ui';
import { TRANSACTION_TYPE_LABELS, formatBRL, type TransactionDto } from '@salao/contracts';

const TYPE_TONE = { income: 'success', expense: 'danger' } as const;

function Amount({ t }: { t: TransactionDto }) {
  return (
    <Typography.Text strong type={t.type === 'income' ? 'success' : 'danger'}>
      {t.type === 'income' ? '+ ' : '− '}
      {formatBRL(t.amount)}
    </Typography.Text>
  );
}

function Remove({ t, onDelete }: { t: TransactionDto; onDelete: (t: TransactionDto) => void }) {
  return (
    <Tooltip title="Remover">
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remover ${t.description}`} onClick={() => onDelete(t)} />
    </Tooltip>
  );
}

const time = (t: TransactionDto) => t.transactionDate.slice(11, 16);

/** One date's transactions: a table on large screens, cards under 768 px (docs/product/screens.md Finance). */
export function TransactionList({ transactions, onDelete }: { transactions: TransactionDto[]; onDelete?: (t: TransactionDto) => void }) {
  const mobile = Grid.useBreakpoint().md === false;
  if (mobile) {
    return (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {transactions.map((t) => (
          <Card key={t.id} size="small" data-testid={`transaction-${t.id}`}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'start' }}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{t.description}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{[t.category, t.paymentMethod, time(t)].filter(Boolean).join(' · ')}</Typography.Text>
              </div>
              <ToneTag tone={TYPE_TONE[t.type]}>{TRANSACTION_TYPE_LABELS[t.type]}</ToneTag>
            </div>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}>
              <Amount t={t} />
              {onDelete && <Remove t={t} onDelete={onDelete} />}
            </div>
          </Card>
        ))}
      </Space>
    );
  }
  return (
    <Table<TransactionDto>
      rowKey="id"
      dataSource={transactions}
      pagination={transactions.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
      onRow={(t) => ({ 'data-testid': `transaction-${t.id}` }) as HTMLAttributes<HTMLElement>}
      scroll={{ x: 720 }}
      columns={[
        { title: 'Hora', key: 'time', width: 72, render: (_, t) => time(t) },
        { title: 'Tipo', dataIndex: 'type', render: (_, t) => <ToneTag tone={TYPE_TONE[t.type]}>{TRANSACTION_TYPE_LABELS[t.type]}</ToneTag> },
        {
          title: 'Descrição',
          dataIndex: 'description',
          render: (_, t) => (
            <>
              {t.description}
              {t.notes && (
                <>
                  <br />
                  <Typography.Text type="secondary">{t.notes}</Typography.Text>
                </>
              )}
            </>
          ),
        },
        { title: 'Categoria', dataIndex: 'category' },
        { title: 'Pagamento', dataIndex: 'paymentMethod', render: (v: string | null) => v ?? '—' },
        { title: 'Valor', dataIndex: 'amount', align: 'right', render: (_, t) => <Amount t={t} /> },
        ...(onDelete ? [{ title: 'Ações', key: 'actions', width: 72, render: (_: unknown, t: TransactionDto) => <Remove t={t} onDelete={onDelete} /> }] : []),
      ]}
    />
  );
}
