import { useEffect } from 'react';
import { useAppointmentConfirmations } from '@salao/web-core/ui';
import type { ConfirmComplete } from './use-complete-confirmation';

/**
 * web-core/ui's 'Marcar como realizado?' dialog (docs/product/states.md ('Confirmations')), the same the appointments
 * page asks with. Imported on the dashboard's first ✓ only: it brings antd (docs/architecture.md, 'First visit').
 */
export default function CompleteConfirmation({ onReady }: { onReady: (confirm: ConfirmComplete) => void }) {
  const [confirm, holder] = useAppointmentConfirmations();
  useEffect(() => {
    onReady(confirm.complete);
  }, [confirm.complete, onReady]);
  return holder;
}
