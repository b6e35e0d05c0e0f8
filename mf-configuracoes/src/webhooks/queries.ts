import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryDto, WebhookDto } from '@salao/contracts';
import { api } from '@salao/web-core';

export const WEBHOOK_KEYS = {
  list: ['/api/webhooks'] as const,
  deliveries: (id: number) => ['/api/webhooks', id, 'deliveries'] as const,
};

export function useWebhooks(enabled: boolean) {
  return useQuery<WebhookDto[]>({ queryKey: WEBHOOK_KEYS.list, queryFn: () => api.get<WebhookDto[]>('/api/webhooks'), enabled });
}

/** The delivery log, refreshed while something is still pending (a retry, a redelivery). */
export function useDeliveries(id: number) {
  return useQuery<WebhookDeliveryDto[]>({
    queryKey: WEBHOOK_KEYS.deliveries(id),
    queryFn: () => api.get<WebhookDeliveryDto[]>(`/api/webhooks/${id}/deliveries`),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 3000 : false),
  });
}
