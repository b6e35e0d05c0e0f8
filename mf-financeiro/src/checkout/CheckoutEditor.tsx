import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Row, Select, Typography } from 'antd';
import type { CheckoutDto } from '@salao/contracts';
import { failureReason, isStaleVersion, toastError, toastSuccess, useNavigate } from '@salao/web-core';
import { useConfirmAction } from '@salao/web-core/ui';
import { CheckoutItemRow } from './CheckoutItemRow';
import { figuresOf, toBody, toDraft, type Draft, type DraftItem } from './draft';
import { Figures } from './Figures';
import { MoneyInput } from './MoneyInput';
import { brl } from './money';
import { PaymentForm } from './PaymentForm';
import { PaymentList } from './PaymentList';
import { CHECKOUT_KEYS, useCheckoutWrites, type PaymentBody } from './queries';
import { useCheckoutCatalogue } from './useCheckoutCatalogue';
import { useClientCredits } from './useClientCredits';
import { newGiftCardItem } from './gift-card-item';

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

  const { clients, staffOptions, addOptions, itemFor, servicePrice } = useCheckoutCatalogue();
  const creditFor = useClientCredits(draft.clientId);
  const addItem = (value: string) => {
    const item = itemFor(value);
    if (item) change({ items: [...draft.items, item] });
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
                <CheckoutItemRow
                  key={i.key}
                  item={i}
                  staffOptions={staffOptions}
                  credit={i.type === 'service' ? creditFor(i.serviceId) : null}
                  listPrice={servicePrice(i.serviceId)}
                  onChange={(next) => changeItem(i.key, next)}
                  onRemove={() => change({ items: draft.items.filter((x) => x.key !== i.key) })}
                />
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
            <Button style={{ marginBottom: 16 }} onClick={() => change({ items: [...draft.items, newGiftCardItem()] })}>
              Vender vale-presente
            </Button>
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
              {figures.balance > 0 && draft.items.length > 0 && (
                <PaymentForm balance={figures.balance} busy={busy} onPay={addPayment} clientId={checkout?.clientId ?? draft.clientId} />
              )}
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
