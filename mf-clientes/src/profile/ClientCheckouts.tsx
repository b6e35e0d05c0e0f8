import { Empty, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_STATUS_LABELS, formatBRL, fromCents, type CheckoutDto, type CheckoutPage, type CheckoutStatus } from '@salao/contracts';
import { api, Link } from '@salao/web-core';
import { QueryError, ToneTag, loadFailed } from '@salao/web-core/ui';
import { KEYS } from '../shared/queries';

/** 'DD/MM/YYYY HH:mm' of a local 'YYYY-MM-DDTHH:mm:ss'. */
function when(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

const TONES: Record<CheckoutStatus, 'warning' | 'success' | 'danger'> = { open: 'warning', closed: 'success', refunded: 'danger' };

/** GET /api/checkouts?clientId: her comandas, newest first (docs/product/api.md, 'Checkouts'), 20 a page. */
export function useClientCheckouts(clientId: number, page: number) {
  return useQuery<CheckoutPage>({
    queryKey: KEYS.checkouts(clientId, page),
    queryFn: () => api.get<CheckoutPage>(`/api/checkouts?clientId=${clientId}&page=${page}`),
  });
}

/** The client's comandas (docs/product/screens.md 'Client profile'): number, date, total and status, each opening the comanda in Financeiro. */
export function ClientCheckouts({ clientId, page, onPage }: { clientId: number; page: number; onPage: (page: number) => void }) {
  const checkouts = useClientCheckouts(clientId, page);
  if (loadFailed(checkouts)) return <QueryError query={checkouts} what="as comandas do cliente" />;
  return (
    <Table<CheckoutDto>
      data-testid="client-profile-checkouts"
      rowKey="id"
      size="small"
      loading={checkouts.isLoading}
      scroll={{ x: 'max-content' }}
      dataSource={checkouts.data?.items ?? []}
      pagination={
        (checkouts.data?.total ?? 0) > 20 ? { current: page, pageSize: 20, total: checkouts.data?.total, showSizeChanger: false, onChange: onPage } : false
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma comanda" /> }}
      columns={[
        { title: 'Comanda', key: 'number', render: (_, c) => <Link to={`/financeiro/comandas/${c.id}`}>Comanda nº {c.number}</Link> },
        { title: 'Data', key: 'createdAt', render: (_, c) => when(c.createdAt) },
        { title: 'Total', key: 'total', render: (_, c) => formatBRL(fromCents(c.total)) },
        { title: 'Status', key: 'status', render: (_, c) => <ToneTag tone={TONES[c.status]}>{CHECKOUT_STATUS_LABELS[c.status]}</ToneTag> },
      ]}
    />
  );
}
