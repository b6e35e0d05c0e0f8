import { hasPermission } from '@salao/contracts';
import { ReadableContrast, QueryState } from '@salao/web-core/ui';
import { useParams, useSession } from '@salao/web-core';
import { CheckoutEditor } from './CheckoutEditor';
import { CheckoutHeader } from './CheckoutHeader';
import { ClosedCheckout } from './ClosedCheckout';
import { useCheckout } from './queries';

/** /financeiro/comandas/:id: the open comanda to edit and pay, or the closed one with its receipt (every plan). */
export default function CheckoutPage() {
  const id = Number(useParams().id);
  const role = useSession((s) => s.user?.role);
  const query = useCheckout(id);
  const c = query.data;
  return (
    <ReadableContrast>
      <CheckoutHeader checkout={c ?? null} />
      <QueryState query={query} what="a comanda">
        {c &&
          (c.status === 'open' ? (
            <CheckoutEditor key={c.id} checkout={c} />
          ) : (
            <ClosedCheckout checkout={c} canRefund={hasPermission(role, 'transactions.create')} />
          ))}
      </QueryState>
    </ReadableContrast>
  );
}
