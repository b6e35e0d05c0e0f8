import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  CURSOR_LIMIT_MAX,
  QUERY_KEYS,
  type CheckoutCursorPage,
  type CheckoutDto,
  type CheckoutPaymentMethod,
  type CheckoutStatus,
  type PaymentMethodsDto,
} from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';

/**
 * One comanda by id; the day's list sits under '/api/transactions' like the area's other lists (finances/queries.ts),
 * so whatever refreshes Financeiro's money (a close in another tab, a live financial_change) refreshes it too.
 */
export const CHECKOUT_KEYS = {
  one: (id: number) => ['/api/checkouts', id] as const,
  day: (date: string) => [...QUERY_KEYS.transactions, 'checkouts', date] as const,
  methods: ['/api/payment-methods'] as const,
};

export function useCheckout(id: number) {
  return useQuery<CheckoutDto>({ queryKey: CHECKOUT_KEYS.one(id), queryFn: () => api.get<CheckoutDto>(`/api/checkouts/${id}`) });
}

/**
 * A day's comandas, all of them, walked by cursor (docs/product/api.md, 'Cursor pages': a comanda opened meanwhile
 * never shifts a page); the open ones first, then the newest.
 */
export function useDayCheckouts(date: string, enabled: boolean) {
  return useQuery<CheckoutDto[]>({
    queryKey: CHECKOUT_KEYS.day(date),
    enabled,
    queryFn: async () => {
      const out: CheckoutDto[] = [];
      for (let after: number | null = 0; after !== null;) {
        const page: CheckoutCursorPage = await api.get<CheckoutCursorPage>(`/api/checkouts?date=${date}&after=${after}&limit=${CURSOR_LIMIT_MAX}`);
        out.push(...page.checkouts);
        after = page.next;
      }
      const rank = (s: CheckoutStatus) => (s === 'open' ? 0 : 1);
      return out.sort((a, b) => rank(a.status) - rank(b.status) || b.number - a.number);
    },
  });
}

export function usePaymentMethods() {
  return useQuery<PaymentMethodsDto>({ queryKey: CHECKOUT_KEYS.methods, queryFn: () => api.get<PaymentMethodsDto>('/api/payment-methods'), staleTime: 60_000 });
}

/** The comanda's body for POST and PUT (docs/product/api.md, 'Checkouts'): amounts in integer cents. */
export interface CheckoutBody {
  clientId: number | null;
  appointmentIds: number[];
  items: {
    type: 'service' | 'product' | 'package' | 'gift_card';
    serviceId?: number | null;
    productId?: number | null;
    packageId?: number | null;
    clientPackageId?: number | null;
    staffId: number | null;
    quantity: number;
    unitPrice: number;
    discount: number;
    recipient?: string | null;
    message?: string | null;
  }[];
  discount: number;
  tip: { amount: number; staffId: number | null };
}

export interface PaymentBody {
  method: CheckoutPaymentMethod;
  amount: number;
  installments?: number;
  received?: number | null;
  /** vale_presente: the card's code; dinheiro: keep the change as the client's credit (docs/product/gift-cards.md). */
  giftCardCode?: string;
  changeToCredit?: boolean;
}

const keep = (client: QueryClient, answer: CheckoutDto) => {
  client.setQueryData(CHECKOUT_KEYS.one(answer.id), answer);
  return [] as const;
};

/**
 * The comanda's writes. POSTs carry an Idempotency-Key (web-core's api does it: a retry of the same action reuses
 * it), the PUT the version read. Each sends financial_change (other tabs' day lists refresh); closing and refunding
 * also move stock and the agenda, so they refresh those.
 */
export function useCheckoutWrites() {
  const create = useLiveWrite({
    causes: ['financial_change'],
    also: ['transactions'],
    write: (body: CheckoutBody) => api.post<CheckoutDto>('/api/checkouts', body),
    update: keep,
  });
  const save = useLiveWrite({
    causes: ['financial_change'],
    also: ['transactions'],
    write: ({ id, body, version }: { id: number; body: CheckoutBody; version: number }) => api.put<CheckoutDto>(`/api/checkouts/${id}`, { ...body, version }),
    update: keep,
  });
  const pay = useLiveWrite({
    causes: ['financial_change'],
    also: ['transactions'],
    write: ({ id, body }: { id: number; body: PaymentBody }) => api.post<CheckoutDto>(`/api/checkouts/${id}/payments`, body),
    update: keep,
  });
  const close = useLiveWrite({
    causes: ['appointment_change', 'financial_change', 'inventory_change'],
    also: ['transactions', 'clients'],
    write: ({ id, leaveBalanceAsDebt }: { id: number; leaveBalanceAsDebt: boolean }) =>
      api.post<CheckoutDto>(`/api/checkouts/${id}/close`, { leaveBalanceAsDebt }),
    update: keep,
  });
  const refund = useLiveWrite({
    causes: ['financial_change', 'inventory_change'],
    also: ['transactions', 'clients'],
    write: ({ id, reason, toCredit }: { id: number; reason: string; toCredit?: boolean }) =>
      api.post<CheckoutDto>(`/api/checkouts/${id}/refund`, { reason, toCredit }),
    update: keep,
  });
  const sendReceipt = useLiveWrite({
    causes: [],
    write: ({ id, channel }: { id: number; channel: 'email' | 'whatsapp' }) => api.post<{ message?: string }>(`/api/checkouts/${id}/receipt/send`, { channel }),
  });
  return { create, save, pay, close, refund, sendReceipt };
}

/** The receipt PDF (docs/product/api.md, 'Checkouts'): opened in a new tab to print. */
export const receiptUrl = (id: number) => `/api/checkouts/${id}/receipt`;
