import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, InputNumber, Row, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { QUERY_KEYS, type CheckoutDto, type ClientDto, type ProductDto, type StaffDto } from '@salao/contracts';
import { api, failureReason, isStaleVersion, toastError, toastSuccess, useNavigate, useServices } from '@salao/web-core';
import { useConfirmAction } from '@salao/web-core/ui';
import { MoneyInput } from './MoneyInput';
import { PaymentForm } from './PaymentForm';
import { PaymentList } from './PaymentList';
import { Figures } from './Figures';
import { brl, priceCents } from './money';
import { CHECKOUT_KEYS, useCheckoutWrites, type CheckoutBody, type PaymentBody } from './queries';

interface DraftItem {
  key: string;
  type: 'service' | 'product';
  serviceId: number | null;
  productId: number | null;
  name: string;
  staffId: number | null;
  quantity: number;
  unitPrice: number | null;
  discount: number | null;
}

interface Draft {
  clientId: number | null;
  items: DraftItem[];
  discount: number | null;
  tipAmount: number | null;
  tipStaffId: number | null;
}

let seq = 0;
const newKey = () => `n${++seq}`;

const toDraft = (c: CheckoutDto): Draft => ({
  clientId: c.clientId,
  items: c.items.map((i) => ({ key: `i${i.id}`, ...i })),
  discount: c.discount,
  tipAmount: c.tip.amount,
  tipStaffId: c.tip.staffId,
});

const itemTotal = (i: DraftItem) => Math.max(0, i.quantity * (i.unitPrice ?? 0) - (i.discount ?? 0));

/** The figures of what is on screen, saved or not: total = subtotal − discount + tip (docs/product/api.md, 'Checkouts'). */
function figuresOf(d: Draft, paid: number) {
  const subtotal = d.items.reduce((sum, i) => sum + itemTotal(i), 0);
  const total = subtotal - (d.discount ?? 0) + (d.tipAmount ?? 0);
  return { subtotal, discount: d.discount ?? 0, tip: d.tipAmount ?? 0, total, paid, balance: total - paid };
}

const toBody = (d: Draft, appointmentIds: number[]): CheckoutBody => ({
  clientId: d.clientId,
  appointmentIds,
  items: d.items.map((i) => ({
    type: i.type,
    ...(i.type === 'service' ? { serviceId: i.serviceId } : { productId: i.productId }),
    staffId: i.staffId,
    quantity: i.quantity,
    unitPrice: i.unitPrice ?? 0,
    discount: i.discount ?? 0,
  })),
  discount: d.discount ?? 0,
  tip: { amount: d.tipAmount ?? 0, staffId: d.tipAmount ? d.tipStaffId : null },
});

interface CheckoutEditorProps {
  /** The open comanda; null: a new sale not saved yet (the API refuses an empty comanda). */
  checkout: CheckoutDto | null;
  initialClientId?: number | null;
}

/**
 * An open comanda: client, items, discount, tip, the figures and its payments; 'Fechar comanda' once nothing is
 * left to pay, or 'Deixar saldo como fiado' for a client (docs/product/states.md, 'Comanda'). Edits stay on screen
 * until saved; receiving a payment saves them first.
 */
export function CheckoutEditor({ checkout, initialClientId = null }: CheckoutEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const writes = useCheckoutWrites();
  const [confirm, confirmHolder] = useConfirmAction();
  const [edited, setEdited] = useState<Draft | null>(() =>
    checkout ? null : { clientId: initialClientId, items: [], discount: 0, tipAmount: 0, tipStaffId: null },
  );
  const draft = edited ?? toDraft(checkout!);
  const dirty = edited !== null;
  const change = (next: Partial<Draft>) => setEdited({ ...draft, ...next });
  const changeItem = (key: string, next: Partial<DraftItem>) => change({ items: draft.items.map((i) => (i.key === key ? { ...i, ...next } : i)) });

  const services = useServices();
  const staff = useQuery<StaffDto[]>({ queryKey: QUERY_KEYS.staff, staleTime: 30 * 60_000 });
  const clients = useQuery<ClientDto[]>({ queryKey: QUERY_KEYS.clients });
  // Stock is a plan feature: without it the list is empty and only services are sold.
  const products = useQuery<ProductDto[]>({ queryKey: QUERY_KEYS.products, queryFn: () => api.get<ProductDto[]>('/api/products').catch(() => []) });
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  const addOptions = useMemo(
    () => [
      { label: 'Serviços', options: (services.data ?? []).map((s) => ({ value: `s:${s.id}`, label: `${s.name} · ${brl(priceCents(s.price))}` })) },
      {
        label: 'Produtos',
        options: (products.data ?? []).map((p) => ({
          value: `p:${p.id}`,
          label: `${p.name} · ${brl(priceCents(p.price))}${p.currentStock <= 0 ? ' (sem estoque)' : ''}`,
          disabled: p.currentStock <= 0,
        })),
      },
    ],
    [services.data, products.data],
  );

  const addItem = (value: string) => {
    const [kind, raw] = value.split(':');
    const id = Number(raw);
    if (kind === 's') {
      const s = services.data?.find((x) => x.id === id);
      if (!s) return;
      const first = Number(String(s.staffIds ?? '').split(',')[0]);
      const staffId = staff.data?.some((x) => x.id === first) ? first : null;
      change({
        items: [
          ...draft.items,
          { key: newKey(), type: 'service', serviceId: id, productId: null, name: s.name, staffId, quantity: 1, unitPrice: priceCents(s.price), discount: 0 },
        ],
      });
    } else {
      const p = products.data?.find((x) => x.id === id);
      if (!p) return;
      change({
        items: [
          ...draft.items,
          {
            key: newKey(),
            type: 'product',
            serviceId: null,
            productId: id,
            name: p.name,
            staffId: null,
            quantity: 1,
            unitPrice: priceCents(p.price),
            discount: 0,
          },
        ],
      });
    }
  };

  const figures = figuresOf(draft, checkout?.paid ?? 0);
  const busy = writes.create.isPending || writes.save.isPending || writes.pay.isPending || writes.close.isPending;
  const invalidMoney = draft.discount === null || draft.tipAmount === null || draft.items.some((i) => i.unitPrice === null || i.discount === null);

  /** Saves what is on screen (POST for a new sale, PUT with the version read); the saved comanda, or null after showing why not. */
  const persist = async (): Promise<CheckoutDto | null> => {
    if (!dirty && checkout) return checkout;
    if (invalidMoney) {
      toastError('Confira os valores: use o formato 0,00.');
      return null;
    }
    const body = toBody(draft, checkout?.appointmentIds ?? []);
    try {
      const saved = checkout ? await writes.save.mutateAsync({ id: checkout.id, body, version: checkout.version }) : await writes.create.mutateAsync(body);
      setEdited(null);
      return saved;
    } catch (error) {
      if (isStaleVersion(error) && checkout) {
        // Someone else changed this comanda: show theirs (docs/architecture.md, 'No lost updates').
        setEdited(null);
        void client.invalidateQueries({ queryKey: CHECKOUT_KEYS.one(checkout.id) });
      }
      toastError(failureReason(error) ?? 'Não foi possível salvar a comanda. Tente novamente.');
      return null;
    }
  };

  const afterSave = (saved: CheckoutDto) => {
    if (!checkout) void navigate(`/financeiro/comandas/${saved.id}`, { replace: true });
  };

  const save = async () => {
    const saved = await persist();
    if (!saved) return;
    toastSuccess('Comanda salva.');
    afterSave(saved);
  };

  const addPayment = async (body: PaymentBody) => {
    const saved = await persist();
    if (!saved) return false;
    try {
      await writes.pay.mutateAsync({ id: saved.id, body });
      afterSave(saved);
      return true;
    } catch (error) {
      toastError(failureReason(error) ?? 'Não foi possível registrar o pagamento. Tente novamente.');
      afterSave(saved);
      return false;
    }
  };

  const close = async (leaveBalanceAsDebt: boolean) => {
    if (!checkout) return;
    if (
      leaveBalanceAsDebt &&
      !(await confirm({
        title: 'Deixar saldo como fiado?',
        content: `${brl(checkout.balance)} ficam como dívida da cliente e a comanda é fechada.`,
        okText: 'Deixar como fiado',
      }))
    )
      return;
    writes.close.mutate(
      { id: checkout.id, leaveBalanceAsDebt },
      {
        onSuccess: () => toastSuccess('Comanda fechada.'),
        onError: (error) => toastError(failureReason(error) ?? 'Não foi possível fechar a comanda. Tente novamente.'),
      },
    );
  };

  const canClose = !!checkout && !dirty && draft.items.length > 0 && checkout.balance === 0;
  const canLeaveDebt = !!checkout && !dirty && checkout.clientId !== null && checkout.balance > 0;

  return (
    <Form layout="vertical" component="div">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Cliente e itens" size="small">
            <Form.Item label="Cliente" htmlFor="checkout-client">
              <Select
                id="checkout-client"
                showSearch={{ optionFilterProp: 'label' }}
                allowClear
                placeholder="Cliente avulso (sem cadastro)"
                value={draft.clientId ?? undefined}
                onChange={(v: number | undefined) => change({ clientId: v ?? null })}
                options={(clients.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                loading={clients.isLoading}
              />
            </Form.Item>
            <Flex vertical gap={12} role="list" aria-label="Itens da comanda">
              {draft.items.length === 0 && <Typography.Text type="secondary">Nenhum serviço ou produto ainda.</Typography.Text>}
              {draft.items.map((i) => (
                <div key={i.key} role="listitem" data-testid="checkout-item" style={{ borderBottom: '1px solid rgba(128,128,128,0.25)', paddingBottom: 8 }}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Typography.Text strong>
                      {i.name} <Typography.Text type="secondary">({i.type === 'service' ? 'serviço' : 'produto'})</Typography.Text>
                    </Typography.Text>
                    <Flex align="center" gap={8}>
                      <Typography.Text>{brl(itemTotal(i))}</Typography.Text>
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remover ${i.name}`}
                        onClick={() => change({ items: draft.items.filter((x) => x.key !== i.key) })}
                      />
                    </Flex>
                  </Flex>
                  <Flex gap={8} wrap style={{ marginTop: 8 }}>
                    <Form.Item label="Profissional" htmlFor={`item-${i.key}-staff`} style={{ marginBottom: 0, flex: '1 1 160px' }}>
                      <Select
                        id={`item-${i.key}-staff`}
                        allowClear
                        placeholder="Sem profissional"
                        value={i.staffId ?? undefined}
                        onChange={(v: number | undefined) => changeItem(i.key, { staffId: v ?? null })}
                        options={staffOptions}
                      />
                    </Form.Item>
                    <Form.Item label="Qtd." htmlFor={`item-${i.key}-qty`} style={{ marginBottom: 0, width: 80 }}>
                      <InputNumber
                        id={`item-${i.key}-qty`}
                        min={1}
                        max={1000}
                        precision={0}
                        value={i.quantity}
                        onChange={(v) => changeItem(i.key, { quantity: Math.max(1, Math.round(Number(v ?? 1))) })}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                    <Form.Item label="Valor unitário" htmlFor={`item-${i.key}-price`} style={{ marginBottom: 0, width: 130 }}>
                      <MoneyInput id={`item-${i.key}-price`} value={i.unitPrice} onChange={(v) => changeItem(i.key, { unitPrice: v })} />
                    </Form.Item>
                    <Form.Item label="Desconto" htmlFor={`item-${i.key}-discount`} style={{ marginBottom: 0, width: 120 }}>
                      <MoneyInput id={`item-${i.key}-discount`} value={i.discount} onChange={(v) => changeItem(i.key, { discount: v })} />
                    </Form.Item>
                  </Flex>
                </div>
              ))}
            </Flex>
            <Form.Item label="Adicionar serviço ou produto" htmlFor="checkout-add" style={{ marginTop: 16 }}>
              <Select
                id="checkout-add"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Busque um serviço ou produto"
                value={null}
                onChange={(v: string | null) => v && addItem(v)}
                options={addOptions}
              />
            </Form.Item>
            <Flex gap={8} wrap>
              <Form.Item label="Desconto da comanda" htmlFor="checkout-discount" style={{ marginBottom: 0, width: 150 }}>
                <MoneyInput id="checkout-discount" value={draft.discount} onChange={(v) => change({ discount: v })} />
              </Form.Item>
              <Form.Item label="Gorjeta" htmlFor="checkout-tip" style={{ marginBottom: 0, width: 130 }}>
                <MoneyInput id="checkout-tip" value={draft.tipAmount} onChange={(v) => change({ tipAmount: v })} />
              </Form.Item>
              <Form.Item label="Profissional da gorjeta" htmlFor="checkout-tip-staff" style={{ marginBottom: 0, flex: '1 1 160px' }}>
                <Select
                  id="checkout-tip-staff"
                  allowClear
                  placeholder="Quem recebe a gorjeta"
                  value={draft.tipStaffId ?? undefined}
                  onChange={(v: number | undefined) => change({ tipStaffId: v ?? null })}
                  options={staffOptions}
                />
              </Form.Item>
            </Flex>
            {dirty && (
              <Flex gap={8} wrap style={{ marginTop: 16 }}>
                <Button
                  type="primary"
                  loading={writes.create.isPending || writes.save.isPending}
                  disabled={busy || draft.items.length === 0}
                  onClick={() => void save()}
                >
                  Salvar comanda
                </Button>
                {checkout && (
                  <Button disabled={busy} onClick={() => setEdited(null)}>
                    Descartar alterações
                  </Button>
                )}
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Card title="Resumo" size="small">
              <Figures {...figures} />
              {dirty && checkout && <Alert type="info" showIcon style={{ marginTop: 8 }} title="Há alterações não salvas: receber um pagamento as salva." />}
            </Card>
            <Card title="Pagamentos" size="small">
              {checkout && <PaymentList payments={checkout.payments} />}
              {figures.balance > 0 && draft.items.length > 0 && <PaymentForm balance={figures.balance} busy={busy} onPay={addPayment} />}
              <Flex gap={8} wrap style={{ marginTop: 16 }}>
                <Button type="primary" disabled={!canClose || busy} loading={writes.close.isPending} onClick={() => void close(false)}>
                  Fechar comanda
                </Button>
                {canLeaveDebt && (
                  <Button disabled={busy} onClick={() => void close(true)}>
                    Deixar saldo como fiado
                  </Button>
                )}
              </Flex>
            </Card>
          </Flex>
        </Col>
      </Row>
      {confirmHolder}
    </Form>
  );
}
