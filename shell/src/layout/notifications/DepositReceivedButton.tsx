import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { formatBRL, type DepositDto } from '@salao/contracts';
import { api, toastError, toastSuccess } from '@salao/web-core';
import { useState } from 'react';

/**
 * 'Sinal recebido' on the bell's 'Sinal aguardando' notification (docs/product/deposits.md): the owner saw the PIX
 * arrive in her account and confirms the deposit (with the version she read), then the notification is read.
 */
export function DepositReceivedButton({ appointmentId, onDone }: { appointmentId: number; onDone: () => void }) {
  const key = ['/api/deposits', appointmentId] as const;
  const deposits = useQuery<DepositDto[]>({ queryKey: key, queryFn: () => api.get<DepositDto[]>(`/api/deposits?appointmentId=${appointmentId}`) });
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const deposit = deposits.data?.[0];
  if (!deposit || deposit.provider !== 'pix') return null;
  if (deposit.status !== 'awaiting')
    return <span data-testid="deposit-state">{deposit.status === 'paid' || deposit.status === 'applied' ? 'Sinal recebido' : 'Sinal encerrado'}</span>;
  const confirm = async () => {
    setBusy(true);
    try {
      await api.post<DepositDto>(`/api/deposits/${deposit.id}/confirm`, { version: deposit.version });
      toastSuccess('Sinal recebido confirmado.');
      onDone();
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: key });
    }
  };
  return (
    <Button type="primary" size="small" loading={busy} onClick={() => void confirm()} aria-label={`Sinal recebido: ${formatBRL(deposit.amountCents / 100)}`}>
      Sinal recebido
    </Button>
  );
}
