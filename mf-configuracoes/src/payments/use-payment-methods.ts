import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodsDto, PaymentMethodsInput } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';

export const PAYMENT_METHODS_KEY = ['/api/payment-methods'] as const;

export function usePaymentMethods() {
  return useQuery<PaymentMethodsDto>({ queryKey: PAYMENT_METHODS_KEY, queryFn: () => api.get<PaymentMethodsDto>('/api/payment-methods') });
}

/** PUT /api/payment-methods (docs/product/api.md, 'Checkouts'): the answer (every method and the new version) goes into the cache. */
export function useSavePaymentMethods() {
  return useLiveWrite({
    write: (body: PaymentMethodsInput) => api.put<PaymentMethodsDto>('/api/payment-methods', body),
    causes: [],
    update: (client, answer) => {
      client.setQueryData(PAYMENT_METHODS_KEY, answer);
      return [];
    },
  });
}
