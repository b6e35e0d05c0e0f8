import { useState } from 'react';
import { Card, Space, Typography } from 'antd';
import { EmptyState, QueryState } from '@salao/web-core/ui';
import { EntriesTable } from './EntriesTable';
import { PeriodFields } from './PeriodFields';
import { brl, useCommissionEntries } from './queries';

/** A staff login's own commission entries (the server answers only hers, docs/product/roles.md). */
export function MyCommissionEntries({ today }: { today: string }) {
  const [period, setPeriod] = useState({ from: `${today.slice(0, 7)}-01`, to: today });
  const [page, setPage] = useState(1);
  const entries = useCommissionEntries({ staffId: null, ...period, page });
  const items = entries.data?.items ?? [];
  const total = entries.data?.totals.reduce((s, t) => s + t.amount, 0) ?? 0;
  return (
    <Card title="Minhas comissões por comanda" style={{ marginTop: 16 }} data-testid="my-commission-entries">
      <Space wrap style={{ marginBottom: 12 }}>
        <PeriodFields
          idPrefix="my-commission"
          from={period.from}
          to={period.to}
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
        />
      </Space>
      <QueryState query={entries} what="suas comissões" isEmpty={items.length === 0} empty={<EmptyState title="Nenhuma comissão no período." />}>
        <Typography.Paragraph strong data-testid="my-commission-total">
          Total no período: {brl(total)}
        </Typography.Paragraph>
        <EntriesTable items={items} total={entries.data?.total ?? 0} page={page} onPage={setPage} showStaff={false} />
      </QueryState>
    </Card>
  );
}
