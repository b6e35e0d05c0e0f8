import type { AppointmentDto } from '@salao/contracts';
import { toastFailure } from '@salao/web-core';
import { COMPLETE_FAILED, useAppointmentWrites } from '../shared/use-appointment-writes';
import { useCompleteConfirmation } from './use-complete-confirmation';

/**
 * The upcoming list's complete, asked first (docs/product/states.md ('Confirmations')), and cancel, asked inline by
 * the row. `asking`: the appointment whose ✓ waits for its dialog's code. Render `holder` once.
 */
export function useDashboardActions() {
  const { complete, cancel } = useAppointmentWrites();
  const { confirmComplete, loading, holder } = useCompleteConfirmation();
  const askComplete = async (a: AppointmentDto) => {
    try {
      if (await confirmComplete(a)) complete.mutate(a.id);
    } catch (error) {
      toastFailure(COMPLETE_FAILED, error);
    }
  };
  return { complete, cancel, askComplete, asking: loading, holder };
}
