import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, Typography } from 'antd';
import { CHECKOUT_STATUS_LABELS, QUERY_KEYS, formatDate, type ClientDto } from '@salao/contracts';
import { Link } from '@salao/web-core';
import { EmptyState, QueryState } from '@salao/web-core/ui';
import { brl } from './money';
import { useDayCheckouts } from './queries';

const STATUS_COLOR = { open: 'processing', closed: 'success', refunded: 'warning' } as const;

/** Financeiro's 'Comandas': the day's comandas, the open ones first, each opening its screen. */
export function DayCheckouts({ date }: { date: string }) {
  const query = useDayCheckouts(date, true);
  const clients = useQuery<ClientDto[]>({ queryKey: QUERY_KEYS.clients });
  const clientName = (id: number | null) => (id === null ? 'Cliente avulso' : (clients.data?.find((c) => c.id === id)?.name ?? 'Cliente'));
  const list = query.data ?? [];
  return (
    <Card title={`Comandas de ${formatDate(date)}`} size="small" style={{ marginTop: 16 }} data-testid="day-checkouts">
      <QueryState query={query} what="as comandas" isEmpty={list.length === 0} empty={<EmptyState title="Nenhuma comanda neste dia" />}>
        <ul aria-label="Comandas do dia" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((c) => (
            <li key={c.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.25)' }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Flex align="center" gap={8} wrap>
                  <Link to={`/financeiro/comandas/${c.id}`} style={{ fontWeight: 600 }}>
                    Comanda nº {c.number}
                  </Link>
                  <Typography.Text>{clientName(c.clientId)}</Typography.Text>
                  <Tag color={STATUS_COLOR[c.status]}>{CHECKOUT_STATUS_LABELS[c.status]}</Tag>
                </Flex>
                <Typography.Text strong>{brl(c.total)}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      </QueryState>
    </Card>
  );
}
