import { WEBHOOK_EVENT_DATA, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEventType } from '@salao/contracts';
import { typeRef } from './type-ref';

type Json = Record<string, unknown>;

/** The contracts type of an event's body: 'appointment.status_changed' is AppointmentStatusChangedWebhookPayload. */
const payloadType = (event: WebhookEventType) => `${event.replace(/(^|[._])(\w)/g, (_, __, c: string) => c.toUpperCase())}WebhookPayload`;

/** The webhook events, as callbacks of the operation that subscribes to them (POST /api/webhooks). */
export function webhookCallbacks(): Json {
  const callbacks: Json = {};
  for (const event of WEBHOOK_EVENTS) {
    callbacks[event] = {
      '{$request.body#/url}': {
        post: {
          summary: WEBHOOK_EVENT_LABELS[event],
          description: `${WEBHOOK_EVENT_DATA[event]}. Assinado pelo padrão Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).`,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: typeRef(payloadType(event)),
              },
            },
          },
          responses: {
            '200': { description: 'Recebido: qualquer 2xx conta como entregue.' },
            '400': { description: 'Recusado: qualquer outra resposta, ou nenhuma em 10 s, é tentada de novo por 3 dias.' },
          },
          // The receiver checks the signature with its secret; we send no credentials.
          security: [],
        },
      },
    };
  }
  return callbacks;
}
