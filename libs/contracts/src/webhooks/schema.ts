import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { WEBHOOK_EVENTS, type WebhookEventType } from './dto';
import { WEBHOOK_MSG } from './messages';

export const WEBHOOKS_MAX = 10;

/** The WHATWG URL parser, which Node and every browser have (contracts compile against plain ES). */
declare const URL: new (input: string) => { protocol: string; hostname: string; username: string; password: string };

function parsed(value: string) {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Whether a webhook URL may be saved: https, no credentials in it. http only for the tests' allowlisted hosts
 * (WEBHOOK_ALLOWED_HOSTS); whether the host is public is checked at every send, when it is resolved.
 */
export function webhookUrlProblem(value: string, allowedHosts: readonly string[] = []): string | null {
  const url = parsed(value);
  if (!url || url.username || url.password || !url.hostname) return WEBHOOK_MSG.urlInvalid;
  if (url.protocol === 'https:') return null;
  return url.protocol === 'http:' && allowedHosts.includes(url.hostname.toLowerCase()) ? null : WEBHOOK_MSG.urlHttps;
}

/** The URL field both forms share: trimmed, at most 2000 characters, webhookUrlProblem's rules. */
const urlField = (allowedHosts: readonly string[]) =>
  yup
    .string()
    .typeError(WEBHOOK_MSG.url)
    .trim()
    .required(WEBHOOK_MSG.url)
    .max(2000, WEBHOOK_MSG.urlInvalid)
    .test('url', (value, ctx) => {
      const problem = value ? webhookUrlProblem(value, allowedHosts) : null;
      return problem ? ctx.createError({ message: problem }) : true;
    });

const eventField = () =>
  yup
    .string()
    .typeError(WEBHOOK_MSG.eventInvalid)
    .required(WEBHOOK_MSG.eventInvalid)
    .oneOf([...WEBHOOK_EVENTS], WEBHOOK_MSG.eventInvalid) as unknown as yup.StringSchema<WebhookEventType>;

/** POST /api/webhooks and PUT /api/webhooks/{id} (with `version`); the server passes its allowlist. */
export const webhookSchemaFor = (allowedHosts: readonly string[] = []) =>
  yup.object({
    url: urlField(allowedHosts),
    events: yup
      .array(eventField())
      .typeError(WEBHOOK_MSG.events)
      .required(WEBHOOK_MSG.events)
      .min(1, WEBHOOK_MSG.events)
      .max(WEBHOOK_EVENTS.length, WEBHOOK_MSG.eventInvalid),
    active: yup.boolean().typeError(WEBHOOK_MSG.active).default(true),
    version: versionField(),
  });

export const webhookSchema = webhookSchemaFor();
export type WebhookInput = yup.InferType<typeof webhookSchema>;

/** POST /api/webhooks/test-delivery: one address and one event of the list. */
export const webhookTestDeliverySchemaFor = (allowedHosts: readonly string[] = []) =>
  yup.object({
    url: urlField(allowedHosts),
    event: eventField().typeError(WEBHOOK_MSG.testEvent).required(WEBHOOK_MSG.testEvent),
  });

export const webhookTestDeliverySchema = webhookTestDeliverySchemaFor();
export type WebhookTestDeliveryInput = yup.InferType<typeof webhookTestDeliverySchema>;
