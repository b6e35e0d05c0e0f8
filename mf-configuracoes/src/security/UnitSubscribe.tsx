import { Alert, Button } from 'antd';
import { toastSuccess } from '@salao/web-core';
import { failureToast } from '../shared/feedback';
import { useSubscribeUnit } from './use-billing';

/**
 * A unit added to a network has its trial but no subscription yet (docs/product/units.md, 'Plans and billing'):
 * 'Assinar esta unidade' creates it under the network's customer. With the network's card on file it is done here;
 * otherwise the card form opens and comes back to this card.
 */
export function UnitSubscribe() {
  const subscribe = useSubscribeUnit();
  const start = async () => {
    try {
      const answer = await subscribe.mutateAsync();
      if (answer.paymentLink) window.location.assign(answer.paymentLink);
      else toastSuccess('Assinatura criada com o cartão da rede.');
    } catch (error) {
      failureToast(error, 'Não foi possível criar a assinatura desta unidade.');
    }
  };
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 16 }}
      title="Esta unidade ainda não tem assinatura."
      description="Assine para continuar usando esta unidade depois do período de teste. O cartão da rede, se já houver um, paga também esta unidade."
      action={
        <Button type="primary" loading={subscribe.isPending} onClick={() => void start()}>
          Assinar esta unidade
        </Button>
      }
    />
  );
}
