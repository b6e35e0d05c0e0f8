import { useState } from 'react';
import { Button, Card, Select, Space, Table, Tabs, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, formatDate, hasPermission, type CommissionEntryPage, type CommissionPayoutDto, type StaffDto } from '@salao/contracts';
import { api, useSession } from '@salao/web-core';
import { EmptyState, QueryState, useConfirmAction } from '@salao/web-core/ui';
import { CommissionRules } from './CommissionRules';
import { EntriesTable } from './EntriesTable';
import { PeriodFields } from './PeriodFields';
import { brl, useClosePayout, useCommissionEntries, useCommissionPayouts } from './queries';

type StaffTotal = CommissionEntryPage['totals'][number];

function Payouts({ staffId }: { staffId: number | null }) {
  const [page, setPage] = useState(1);
  const payouts = useCommissionPayouts(staffId, page);
  const items = payouts.data?.items ?? [];
  return (
    <QueryState
      query={payouts}
      what="os fechamentos de comissões"
      isEmpty={items.length === 0}
      empty={<EmptyState title="Nenhum fechamento de comissões ainda." />}
    >
      <Table<CommissionPayoutDto>
        rowKey="id"
        size="small"
        dataSource={items}
        scroll={{ x: true }}
        pagination={{ current: page, pageSize: 20, total: payouts.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Nº', dataIndex: 'id' },
          { title: 'Profissional', dataIndex: 'staffName' },
          { title: 'Período', key: 'period', render: (_: unknown, p) => `${formatDate(p.from)} a ${formatDate(p.to)}` },
          { title: 'Lançamentos', dataIndex: 'entries', align: 'right' },
          { title: 'Total', dataIndex: 'total', align: 'right', render: brl },
          {
            title: 'Extrato',
            key: 'statement',
            render: (_: unknown, p) => (
              <Button size="small" icon={<DownloadOutlined />} href={`/api/commission-payouts/${p.id}/statement`} download={`extrato-comissoes-${p.id}.pdf`}>
                Baixar extrato
              </Button>
            ),
          },
        ]}
      />
    </QueryState>
  );
}

/**
 * 'Comissões' of Financeiro for management (docs/product/api.md, 'Comissões'): the entries of a period by
 * professional with their totals, 'Fechar comissões' for one professional's open entries, and the payouts
 * with their statement; 'Regras de comissão' (the base and the rates, changed by whoever manages the staff).
 */
export function CommissionsSection({ today }: { today: string }) {
  const role = useSession((s) => s.user?.role);
  const [period, setPeriod] = useState({ from: `${today.slice(0, 7)}-01`, to: today });
  const [staffId, setStaffId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const staff = useQuery<StaffDto[]>({ queryKey: QUERY_KEYS.staff, queryFn: () => api.get<StaffDto[]>(QUERY_KEYS.staff[0]), staleTime: 30 * 60_000 });
  const entries = useCommissionEntries({ staffId, ...period, page });
  const open = useCommissionEntries({ staffId, ...period, status: 'open', page: 1 });
  const close = useClosePayout();
  const [confirm, confirmHolder] = useConfirmAction();
  const items = entries.data?.items ?? [];
  const openTotals = new Map((open.data?.totals ?? []).map((t) => [t.staffId, t]));

  const closeFor = async (id: number, name: string) => {
    const t = openTotals.get(id);
    const ok = await confirm({
      title: `Fechar comissões de ${name}?`,
      content: `${t?.entries ?? 0} lançamento(s) em aberto de ${formatDate(period.from)} a ${formatDate(period.to)}, total ${brl(t?.amount ?? 0)}. O total é registrado como despesa 'Salários e Comissões'.`,
      okText: 'Fechar comissões',
    });
    if (ok) close.mutate({ staffId: id, ...period });
  };

  const filters = (
    <Space wrap style={{ marginBottom: 12 }}>
      <label htmlFor="commission-entries-staff" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <span>Profissional</span>
        <Select
          id="commission-entries-staff"
          style={{ minWidth: 220 }}
          allowClear
          placeholder="Todos os profissionais"
          loading={staff.isLoading}
          value={staffId ?? undefined}
          onChange={(v?: number) => {
            setStaffId(v ?? null);
            setPage(1);
          }}
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </label>
      <PeriodFields
        idPrefix="commission-entries"
        from={period.from}
        to={period.to}
        onChange={(p) => {
          setPeriod(p);
          setPage(1);
        }}
      />
    </Space>
  );

  return (
    <Card title="Comissões" style={{ marginTop: 16, minWidth: 0 }} data-testid="commissions-section">
      {filters}
      {/* On a phone the tables scroll inside this region (focusable, so the keyboard scrolls it too), never the page. */}
      <div role="region" aria-label="Comissões do período" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Tabs
          items={[
            {
              key: 'entries',
              label: 'Lançamentos',
              children: (
                <QueryState
                  query={entries}
                  what="as comissões"
                  isEmpty={items.length === 0}
                  empty={<EmptyState title="Nenhuma comissão no período." description="As comissões nascem do fechamento das comandas." />}
                >
                  <Typography.Title level={5}>Total por profissional</Typography.Title>
                  <Table<StaffTotal>
                    rowKey="staffId"
                    size="small"
                    pagination={false}
                    style={{ marginBottom: 16 }}
                    dataSource={entries.data?.totals ?? []}
                    columns={[
                      { title: 'Profissional', dataIndex: 'staffName' },
                      { title: 'Lançamentos', dataIndex: 'entries', align: 'right' },
                      { title: 'Comissão no período', dataIndex: 'amount', align: 'right', render: brl },
                      {
                        title: 'Em aberto',
                        key: 'open',
                        align: 'right',
                        render: (_: unknown, t) => brl(openTotals.get(t.staffId)?.amount ?? 0),
                      },
                      {
                        title: 'Fechamento',
                        key: 'close',
                        render: (_: unknown, t) => (
                          <Button
                            size="small"
                            type="primary"
                            disabled={!openTotals.has(t.staffId)}
                            loading={close.isPending && close.variables?.staffId === t.staffId}
                            onClick={() => void closeFor(t.staffId, t.staffName)}
                            aria-label={`Fechar comissões de ${t.staffName}`}
                          >
                            Fechar comissões
                          </Button>
                        ),
                      },
                    ]}
                  />
                  <EntriesTable items={items} total={entries.data?.total ?? 0} page={page} onPage={setPage} showStaff />
                </QueryState>
              ),
            },
            { key: 'payouts', label: 'Fechamentos', children: <Payouts staffId={staffId} /> },
            // 'Regras' (its title inside): three tabs fit a 390 px phone without antd's overflow menu.
            { key: 'rules', label: 'Regras', children: <CommissionRules canEdit={hasPermission(role, 'staff.manage')} /> },
          ]}
        />
      </div>
      {confirmHolder}
    </Card>
  );
}
