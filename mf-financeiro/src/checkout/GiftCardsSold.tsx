import { Button, Card, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutDto, GiftCardDto } from '@salao/contracts';
import { api } from '@salao/web-core';
import { giftCardPdfUrl } from './gift-card-item';
import { brl } from './money';

/** The cards a closed comanda sold (docs/product/gift-cards.md): code, balance and the PDF to print or send. */
export function GiftCardsSold({ checkout }: { checkout: CheckoutDto }) {
  const sells = checkout.items.some((i) => i.type === 'gift_card');
  const cards = useQuery<GiftCardDto[]>({
    queryKey: ['/api/gift-cards', 'checkout', checkout.id, checkout.version],
    enabled: sells,
    queryFn: () => api.get<GiftCardDto[]>(`/api/gift-cards?checkoutId=${checkout.id}`),
  });
  if (!sells) return null;
  return (
    <Card title="Vales-presente" size="small">
      <ul aria-label="Vales-presente vendidos" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(cards.data ?? []).map((g) => (
          <li key={g.id} data-testid="gift-card-sold" style={{ padding: '6px 0' }}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong copyable>
                {g.code}
              </Typography.Text>
              <Typography.Text>
                Saldo {brl(g.balance)} de {brl(g.amount)}
                {g.recipient ? ` · para ${g.recipient}` : ''}
                {g.status === 'cancelled' ? ' · cancelado' : ''}
              </Typography.Text>
              <Button icon={<DownloadOutlined />} href={giftCardPdfUrl(g.code)} target="_blank" rel="noreferrer">
                Baixar vale-presente (PDF)
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
