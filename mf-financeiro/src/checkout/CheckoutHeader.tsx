import { Flex, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { CHECKOUT_STATUS_LABELS, type CheckoutDto } from '@salao/contracts';
import { Link } from '@salao/web-core';

const STATUS_COLOR = { open: 'processing', closed: 'success', refunded: 'warning' } as const;

/** 'Comanda nº 12' and its state, or 'Nova venda' before the first save; the way back to Financeiro. */
export function CheckoutHeader({ checkout }: { checkout: CheckoutDto | null }) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Link to="/financeiro">
        <ArrowLeftOutlined aria-hidden /> Voltar ao Financeiro
      </Link>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {checkout ? `Comanda nº ${checkout.number}` : 'Nova venda'}
        </Typography.Title>
        {checkout && <Tag color={STATUS_COLOR[checkout.status]}>{CHECKOUT_STATUS_LABELS[checkout.status]}</Tag>}
      </Flex>
    </Flex>
  );
}
