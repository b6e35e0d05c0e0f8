import { Form, Input, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { normalizeGiftCardCode, type ClientCreditDto, type GiftCardDto } from '@salao/contracts';
import { api, failureReason } from '@salao/web-core';
import { brl } from './money';

/** 'Código do vale-presente': typed at the counter; once complete its balance (or why it cannot pay) shows. */
export function GiftCardCodeField({ code, onChange }: { code: string; onChange: (code: string) => void }) {
  const normal = normalizeGiftCardCode(code);
  const complete = normal.length === 19;
  const card = useQuery<GiftCardDto>({
    queryKey: ['/api/gift-cards', normal],
    enabled: complete,
    retry: false,
    queryFn: () => api.get<GiftCardDto>(`/api/gift-cards/${normal}`),
  });
  return (
    <>
      <Form.Item label="Código do vale-presente" htmlFor="payment-gift-code" style={{ marginBottom: 8, flex: '1 1 200px' }}>
        <Input id="payment-gift-code" placeholder="XXXX-XXXX-XXXX-XXXX" value={code} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
      </Form.Item>
      {complete && (
        <Typography.Text data-testid="gift-card-balance" aria-live="polite" type={card.isError ? 'danger' : undefined} style={{ flexBasis: '100%' }}>
          {card.isError
            ? (failureReason(card.error) ?? 'Vale-presente não encontrado.')
            : card.data
              ? `Saldo do vale-presente: ${brl(card.data.balance)}${card.data.expired ? ' (vencido)' : ''}${card.data.status === 'cancelled' ? ' (cancelado)' : ''}`
              : 'Consultando o vale-presente…'}
        </Typography.Text>
      )}
    </>
  );
}

/** The client's credit, shown when paying with 'Crédito do cliente'. */
export function ClientCreditHint({ clientId }: { clientId: number | null }) {
  const credit = useQuery<ClientCreditDto>({
    queryKey: ['/api/clients', clientId, 'credit'],
    enabled: clientId !== null,
    queryFn: () => api.get<ClientCreditDto>(`/api/clients/${clientId}/credit`),
  });
  return (
    <Typography.Text data-testid="client-credit-balance" aria-live="polite" style={{ flexBasis: '100%' }}>
      {clientId === null ? 'Informe a cliente da comanda para usar o crédito dela.' : `Crédito da cliente: ${brl(credit.data?.credit ?? 0)}`}
    </Typography.Text>
  );
}
