import { Button, Checkbox, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { MoneyInput } from './MoneyInput';
import { brl } from './money';
import { itemTotal, type DraftItem } from './draft';
import { GiftCardItemRow } from './GiftCardItemRow';

interface CheckoutItemRowProps {
  item: DraftItem;
  staffOptions: { value: number; label: string }[];
  onChange: (next: Partial<DraftItem>) => void;
  onRemove: () => void;
  /** The client's package covering this service, if any: 'Usar sessão do pacote' (docs/product/packages.md). */
  credit?: { id: number; name: string } | null;
  /** Cents: the service's price again when it stops using the session. */
  listPrice?: number;
}

const TYPE_LABEL = { service: 'serviço', product: 'produto', package: 'pacote' } as const;

/** One service or product of an open comanda: who did it, how many, its price and discount. */
export function CheckoutItemRow({ item, staffOptions, onChange, onRemove, credit = null, listPrice = 0 }: CheckoutItemRowProps) {
  if (item.type === 'gift_card') return <GiftCardItemRow item={item} onChange={onChange} onRemove={onRemove} />;
  const onCredit = (item.clientPackageId ?? null) !== null;
  return (
    <div role="listitem" data-testid="checkout-item" style={{ borderBottom: '1px solid rgba(128,128,128,0.25)', paddingBottom: 8 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          {item.name} <Typography.Text type="secondary">({TYPE_LABEL[item.type]})</Typography.Text>
        </Typography.Text>
        <Flex align="center" gap={8}>
          <Typography.Text>{brl(itemTotal(item))}</Typography.Text>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remover ${item.name}`} onClick={onRemove} />
        </Flex>
      </Flex>
      {item.type === 'service' && (credit || onCredit) && (
        <Checkbox
          style={{ marginTop: 8 }}
          checked={onCredit}
          onChange={(e) =>
            onChange({ clientPackageId: e.target.checked ? (credit?.id ?? null) : null, unitPrice: e.target.checked ? 0 : listPrice, discount: 0 })
          }
        >
          Usar sessão do pacote{credit ? ` (${credit.name})` : ''}
        </Checkbox>
      )}
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        <Form.Item label="Profissional" htmlFor={`item-${item.key}-staff`} style={{ marginBottom: 0, flex: '1 1 160px' }}>
          <Select
            id={`item-${item.key}-staff`}
            allowClear
            placeholder="Sem profissional"
            value={item.staffId ?? undefined}
            onChange={(v: number | undefined) => onChange({ staffId: v ?? null })}
            options={staffOptions}
          />
        </Form.Item>
        <Form.Item label="Qtd." htmlFor={`item-${item.key}-qty`} style={{ marginBottom: 0, width: 80 }}>
          <InputNumber
            id={`item-${item.key}-qty`}
            min={1}
            max={1000}
            precision={0}
            value={item.quantity}
            onChange={(v) => onChange({ quantity: Math.max(1, Math.round(Number(v ?? 1))) })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {/* On a package's session the price is 0: nothing to type. */}
        {!onCredit && (
          <>
            <Form.Item label="Valor unitário" htmlFor={`item-${item.key}-price`} style={{ marginBottom: 0, width: 130 }}>
              <MoneyInput id={`item-${item.key}-price`} value={item.unitPrice} onChange={(v) => onChange({ unitPrice: v })} />
            </Form.Item>
            <Form.Item label="Desconto" htmlFor={`item-${item.key}-discount`} style={{ marginBottom: 0, width: 120 }}>
              <MoneyInput id={`item-${item.key}-discount`} value={item.discount} onChange={(v) => onChange({ discount: v })} />
            </Form.Item>
          </>
        )}
      </Flex>
    </div>
  );
}
