import * as yup from '../yup';
import { PUSH_MSG } from './messages';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const key = (min: number, max: number) =>
  yup.string().required(PUSH_MSG.keys).min(min, PUSH_MSG.keys).max(max, PUSH_MSG.keys).matches(BASE64URL, PUSH_MSG.keys);
/** An absolute http(s) URL without spaces; whether its host may be reached is the server's check. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const endpoint = yup.string().trim().required(PUSH_MSG.endpoint).max(2048, PUSH_MSG.endpoint).matches(HTTP_URL, PUSH_MSG.endpoint);

/** POST /api/push/subscriptions: PushSubscription.toJSON() (p256dh: a 65-byte P-256 point, auth: 16 bytes). */
export const pushSubscriptionSchema = yup.object({
  endpoint,
  expirationTime: yup.number().nullable().optional(),
  keys: yup
    .object({ p256dh: key(80, 100), auth: key(16, 32) })
    .required(PUSH_MSG.keys)
    .typeError(PUSH_MSG.keys),
});

/** DELETE /api/push/subscriptions {endpoint}. */
export const pushUnsubscribeSchema = yup.object({ endpoint });
