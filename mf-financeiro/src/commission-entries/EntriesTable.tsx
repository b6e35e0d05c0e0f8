import { Table, Tag } from 'antd';
import { formatDate, type CommissionEntryDto } from '@salao/contracts';
import { brl } from './queries';

const KIND = { item: 'Item', tip: 'Gorjeta', reversal: 'Estorno' } as const;

/** The commission entries of a page: date, professional, what earned it, base, percent, commission and status. */
export function EntriesTable({
  items,
  total,
  page,
  onPage,
  showStaff,
}: {
  items: CommissionEntryDto[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  showStaff: boolean;
}) {
  return (
    <Table<CommissionEntryDto>
      rowKey="id"
      size="small"
      dataSource={items}
      pagination={{ current: page, pageSize: 50, total, onChange: onPage, showSizeChanger: false }}
      columns={[
        { title: 'Data', dataIndex: 'occurredAt', render: (v: string) => formatDate(v.slice(0, 10)) },
        ...(showStaff ? [{ title: 'Profissional', dataIndex: 'staffName' }] : []),
        { title: 'Descrição', dataIndex: 'description' },
        { title: 'Tipo', dataIndex: 'kind', render: (k: CommissionEntryDto['kind']) => KIND[k] },
        { title: 'Base', dataIndex: 'baseAmount', align: 'right', render: brl },
        { title: '%', dataIndex: 'percent', align: 'right', render: (p: number) => `${p.toLocaleString('pt-BR')} %` },
        { title: 'Comissão', dataIndex: 'amount', align: 'right', render: brl },
        {
          title: 'Situação',
          dataIndex: 'status',
          render: (s: CommissionEntryDto['status']) => (s === 'paid' ? <Tag color="green">Paga</Tag> : <Tag color="gold">Em aberto</Tag>),
        },
      ]}
    />
  );
}
