import { useEffect } from 'react';
import { useSearchParams } from '@salao/web-core';

export interface BookingPrefill {
  clientId?: number;
  clientName?: string;
}

/**
 * ?clientId&clientName&openModal=true (from the clients page) opens the new-appointment modal prefilled,
 * then the query string is cleared (docs/product/screens.md).
 */
export function useBookingParams(open: (prefill: BookingPrefill) => void): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('openModal') !== 'true') return;
    const clientId = Number(params.get('clientId'));
    open({ clientId: Number.isInteger(clientId) && clientId > 0 ? clientId : undefined, clientName: params.get('clientName') ?? undefined });
    setParams({}, { replace: true });
  }, [params, setParams, open]);
}
