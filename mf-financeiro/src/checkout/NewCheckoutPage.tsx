import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { type CheckoutDto, type CheckoutPage as CheckoutList } from '@salao/contracts';
import { api, failureReason, useNavigate, useSearchParams } from '@salao/web-core';
import { PageSpinner, ReadableContrast } from '@salao/web-core/ui';
import { CheckoutEditor } from './CheckoutEditor';
import { CheckoutHeader } from './CheckoutHeader';
import { CHECKOUT_KEYS } from './queries';

const idParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * /financeiro/comandas/nova: from an appointment ('Fechar comanda' on the agenda) its open comanda, or a new one
 * with its service; with a product, a one-item sale; else an empty sale saved on the first change (the API keeps
 * no empty comanda). The address then becomes the comanda's own (docs/product/api.md, 'Checkouts').
 */
export default function NewCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const appointmentId = idParam(params.get('appointmentId'));
  const clientId = idParam(params.get('clientId'));
  const productId = idParam(params.get('productId'));
  const needsServer = appointmentId !== null || productId !== null;
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (!needsServer || started.current === attempt) return;
    started.current = attempt;
    const open = (c: CheckoutDto) => {
      client.setQueryData(CHECKOUT_KEYS.one(c.id), c);
      void navigate(`/financeiro/comandas/${c.id}`, { replace: true });
    };
    void (async () => {
      try {
        if (appointmentId !== null) {
          const found = await api.get<CheckoutList>(`/api/checkouts?appointmentId=${appointmentId}&status=open`);
          if (found.items[0]) return open(found.items[0]);
        }
        const created = await api.post<CheckoutDto>('/api/checkouts', {
          clientId,
          appointmentIds: appointmentId !== null ? [appointmentId] : [],
          items: productId !== null ? [{ type: 'product', productId, quantity: 1 }] : [],
        });
        open(created);
      } catch (e) {
        setError(failureReason(e) ?? 'Não foi possível abrir a comanda. Tente novamente.');
      }
    })();
  }, [needsServer, appointmentId, clientId, productId, attempt, client, navigate]);

  return (
    <ReadableContrast>
      <CheckoutHeader checkout={null} />
      {!needsServer ? (
        <CheckoutEditor checkout={null} initialClientId={clientId} />
      ) : error ? (
        <Flex vertical gap={12} align="flex-start">
          <Alert type="error" showIcon title={error} />
          <Button
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            Tentar novamente
          </Button>
        </Flex>
      ) : (
        <PageSpinner />
      )}
    </ReadableContrast>
  );
}
