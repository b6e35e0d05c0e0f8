import { Button, Input, Segmented } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { CLIENT_FILTER_LABELS, CLIENT_FILTERS, type ClientFilter } from '@salao/contracts';

export interface ClientsToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filter: ClientFilter;
  onFilter: (value: ClientFilter) => void;
  onCreate: () => void;
}

/** Search, the all/recent/inactive filter and 'Novo Cliente' (docs/product/screens.md). */
export function ClientsToolbar({ search, onSearch, filter, onFilter, onCreate }: ClientsToolbarProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Buscar por nome, telefone ou email"
        aria-label="Buscar clientes"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ flex: '1 1 240px', maxWidth: 420 }}
      />
      <Segmented<ClientFilter> value={filter} onChange={onFilter} options={CLIENT_FILTERS.map((value) => ({ value, label: CLIENT_FILTER_LABELS[value] }))} />
      <div style={{ flex: '1 0 0' }} />
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        Novo Cliente
      </Button>
    </div>
  );
}
