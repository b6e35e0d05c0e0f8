import { useState } from 'react';
import { Button, Card, Descriptions, Flex, List, Skeleton, Switch, Tag, Typography } from 'antd';
import { DollarOutlined, LockOutlined, PrinterOutlined, SwapOutlined } from '@ant-design/icons';
import { CHECKOUT_PAYMENT_METHOD_LABELS, type CashSessionDto } from '@salao/contracts';
import { EmptyState, QueryError, loadFailed } from '@salao/web-core/ui';
import { useCashMutations, useCashSettings, useCurrentCash, useDayCash } from './cash-queries';
import { CloseCashDialog, MovementDialog, OpenCashDialog } from './CashDialogs';
import { brl, differenceLabel } from './money';

type Dialog = 'open' | 'movement' | 'close' | null;

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }) : '—');

/** One drawer of the day: its times, the cash counted against expected, and its printable report. */
function DrawerRow({ s }: { s: CashSessionDto }) {
  const cash = s.methods.find((l) => l.method === 'dinheiro');
  return (
    <List.Item
      actions={[
        <Button key="print" icon={<PrinterOutlined aria-hidden />} href={`/api/cash-sessions/${s.id}/report`} target="_blank" rel="noopener">
          Imprimir relatório
        </Button>,
      ]}
    >
      <List.Item.Meta
        title={
          <Flex gap={8} wrap align="center">
            <span>{s.register}</span>
            {s.status === 'open' ? <Tag color="green">Aberto</Tag> : <Tag>Fechado</Tag>}
          </Flex>
        }
        description={
          <span data-testid={`cash-history-${s.id}`}>
            {`Aberto às ${time(s.openedAt)}${s.openedBy ? ` por ${s.openedBy}` : ''}`}
            {s.closedAt && ` · fechado às ${time(s.closedAt)}`}
            {' · '}
            {s.status === 'closed' && cash?.difference != null
              ? `Dinheiro: esperado ${brl(cash.expected)}, contado ${brl(cash.counted ?? 0)} · Diferença: ${differenceLabel(cash.difference)}`
              : `Esperado em dinheiro ${brl(s.figures.expectedCash)}`}
            {s.status === 'closed' &&
              s.methods
                .filter((l) => l.method !== 'dinheiro' && l.difference !== null && l.difference !== 0)
                .map((l) => ` · ${CHECKOUT_PAYMENT_METHOD_LABELS[l.method]}: ${differenceLabel(l.difference!)}`)
                .join('')}
          </span>
        }
      />
    </List.Item>
  );
}

/**
 * 'Caixa' (docs/product/api.md, 'Caixa'): open the drawer with its float, follow its figures while open,
 * sangria / suprimento, close counting each method, and the day's drawers with their closing reports.
 */
export function CashPanel({ date, canWrite }: { date: string; canWrite: boolean }) {
  const current = useCurrentCash();
  const day = useDayCash(date);
  const settings = useCashSettings();
  const mutations = useCashMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const open = current.data ?? null;
  const f = open?.figures;

  return (
    <Card title="Caixa" style={{ marginBottom: 16 }}>
      {loadFailed(current) ? (
        <QueryError query={current} what="o caixa" />
      ) : current.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : open && f ? (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            title={`${open.register} aberto às ${time(open.openedAt)}`}
            items={[
              { key: 'opening', label: 'Abertura', children: brl(f.opening) },
              { key: 'in', label: 'Dinheiro recebido', children: brl(f.cashReceived) },
              { key: 'change', label: 'Troco', children: brl(f.change) },
              { key: 'sangrias', label: 'Sangrias', children: brl(f.sangrias) },
              { key: 'suprimentos', label: 'Suprimentos', children: brl(f.suprimentos) },
              { key: 'expected', label: 'Esperado em dinheiro', children: <strong data-testid="cash-expected">{brl(f.expectedCash)}</strong> },
            ]}
          />
          {canWrite && (
            <Flex gap={8} wrap style={{ marginTop: 12 }}>
              <Button icon={<SwapOutlined aria-hidden />} onClick={() => setDialog('movement')}>
                Sangria / suprimento
              </Button>
              <Button type="primary" icon={<LockOutlined aria-hidden />} onClick={() => setDialog('close')}>
                Fechar caixa
              </Button>
            </Flex>
          )}
        </>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>Nenhum caixa aberto.</Typography.Text>
          {canWrite && (
            <Button type="primary" icon={<DollarOutlined aria-hidden />} onClick={() => setDialog('open')}>
              Abrir caixa
            </Button>
          )}
        </Flex>
      )}

      {canWrite && settings.data && (
        <label style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 16 }}>
          <Switch
            checked={settings.data.requireOpenForCash}
            loading={mutations.settings.isPending}
            onChange={(checked) => mutations.settings.mutate({ requireOpenForCash: checked, version: settings.data!.version })}
          />
          <span>Exigir caixa aberto para receber em dinheiro</span>
        </label>
      )}

      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        Caixas do dia
      </Typography.Title>
      {loadFailed(day) ? (
        <QueryError query={day} what="os caixas do dia" />
      ) : day.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (day.data ?? []).length === 0 ? (
        <EmptyState title="Nenhum caixa neste dia" />
      ) : (
        <List dataSource={day.data} rowKey="id" renderItem={(s) => <DrawerRow s={s} />} />
      )}

      {dialog === 'open' && <OpenCashDialog onClose={() => setDialog(null)} />}
      {dialog === 'movement' && open && <MovementDialog session={open} onClose={() => setDialog(null)} />}
      {dialog === 'close' && open && <CloseCashDialog session={open} onClose={() => setDialog(null)} />}
    </Card>
  );
}
