import { Button, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { MoneyInput } from './MoneyInput';
import { brl } from './money';
import { itemTotal, type DraftItem } from './draft';

interface GiftCardItemRowProps {
  item: DraftItem;
  onChange: (next: Partial<DraftItem>) => void;
  onRemove: () => void;
}

/** A gift card being sold: its value, for whom and a message (printed on the card's PDF). */
export function GiftCardItemRow({ item, onChange, onRemove }: GiftCardItemRowProps) {
  return (
    <div role="listitem" data-testid="checkout-item" style={{ borderBottom: '1px solid rgba(128,128,128,0.25)', paddingBottom: 8 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>Vale-presente</Typography.Text>
        <Flex align="center" gap={8}>
          <Typography.Text>{brl(itemTotal(item))}</Typography.Text>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Remover Vale-presente" onClick={onRemove} />
        </Flex>
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        <Form.Item label="Valor do vale-presente" htmlFor={`item-${item.key}-price`} style={{ marginBottom: 0, width: 170 }}>
          <MoneyInput id={`item-${item.key}-price`} value={item.unitPrice} onChange={(v) => onChange({ unitPrice: v })} />
        </Form.Item>
        <Form.Item label="Para (destinatário)" htmlFor={`item-${item.key}-recipient`} style={{ marginBottom: 0, flex: '1 1 160px' }}>
          <Input id={`item-${item.key}-recipient`} maxLength={80} value={item.recipient ?? ''} onChange={(e) => onChange({ recipient: e.target.value })} />
        </Form.Item>
        <Form.Item label="Mensagem" htmlFor={`item-${item.key}-message`} style={{ marginBottom: 0, flex: '1 1 100%' }}>
          <Input.TextArea
            id={`item-${item.key}-message`}
            maxLength={300}
            rows={2}
            value={item.message ?? ''}
            onChange={(e) => onChange({ message: e.target.value })}
          />
        </Form.Item>
      </Flex>
    </div>
  );
}
